import { defineRoute } from './defineRoute';
import { access, MANAGER_ROLES } from './access';
import { SERVER } from '../messages';
import * as user from '../schemas/user';
import { emptyResult } from '../schemas/common';
import { loginReply } from '../schemas/twoFactor';
import { passkeyRoutes } from './passkeys';
import { twoFactorRoutes } from './twoFactor';

/** Sign-in, registration, password and profile calls (spec 1 and 2, plus logout and reset). */
export const accountRoutes = {
  login: defineRoute({
    method: 'POST',
    path: 'user/login',
    access: access.public(),
    source: '1',
    body: user.loginRequest,
    // The spec's session reply, or a challenge for the code step when the account has a second factor on.
    result: loginReply,
    summary: 'Sign in; a new token every time, or a second-factor challenge',
  }),
  logout: defineRoute({
    method: 'POST',
    path: 'user/logout',
    access: access.session(),
    source: 'new',
    body: user.logoutRequest,
    result: emptyResult,
    summary: 'Revoke the session token',
  }),
  registration: defineRoute({
    method: 'POST',
    path: 'user/registration',
    // The spec's form sends device_id empty; registration does not use it.
    access: access.public(['device_id']),
    source: '1',
    body: user.registrationRequest,
    result: emptyResult,
    summary: 'Create an account',
  }),
  forgotPassword: defineRoute({
    method: 'POST',
    path: 'user/forgotPassword',
    access: access.public(),
    source: '1',
    body: user.forgotPasswordRequest,
    result: emptyResult,
    summary: 'E-mail a one-time reset link',
  }),
  resetPassword: defineRoute({
    method: 'POST',
    path: 'user/resetPassword',
    access: access.public(),
    source: 'new',
    body: user.resetPasswordRequest,
    result: emptyResult,
    summary: 'Set a new password with the e-mailed token',
  }),
  googleConfig: defineRoute({
    method: 'GET',
    path: 'user/googleConfig',
    access: access.public(),
    source: 'new',
    result: user.googleConfigResult,
    summary: 'Whether Google sign-in is configured on this server',
  }),
  profile: defineRoute({
    method: 'GET',
    path: 'user/profile',
    access: access.session(),
    source: '1',
    result: user.profileResult,
    summary: 'The signed-in user',
  }),
  updateProfile: defineRoute({
    method: 'POST',
    path: 'user/updateProfile',
    access: access.session(),
    source: '2',
    body: user.updateProfileRequest,
    result: emptyResult,
    summary: 'Edit details',
  }),
  changePassword: defineRoute({
    method: 'POST',
    path: 'user/changePassword',
    access: access.session(),
    source: '2',
    body: user.changePasswordRequest,
    result: emptyResult,
    summary: 'Change password (eRisk logins only)',
  }),
  profilePic: defineRoute({
    method: 'PUT',
    path: 'user/profilePic',
    access: access.session(),
    source: '2',
    bodyLimit: 6 * 1024 * 1024,
    body: user.profilePicRequest,
    result: emptyResult,
    summary: 'Replace the profile picture',
  }),
  inviteUser: defineRoute({
    method: 'POST',
    path: 'user/inviteUser',
    access: access.device(MANAGER_ROLES, { roleRefusal: SERVER.guestCannotInvite }),
    source: '1',
    body: user.inviteUserRequest,
    result: emptyResult,
    summary: 'Invite someone to a device as Admin or Guest',
  }),
  getFAQ: defineRoute({
    method: 'GET',
    path: 'user/getFAQ',
    access: access.session(),
    source: '2',
    result: user.faqResult,
    summary: 'Help entries',
  }),
  userFeedback: defineRoute({
    method: 'POST',
    path: 'user/userFeedback',
    access: access.session(),
    source: '2',
    body: user.feedbackRequest,
    result: emptyResult,
    summary: 'Send feedback',
  }),
  ...twoFactorRoutes,
  ...passkeyRoutes,
} as const;
