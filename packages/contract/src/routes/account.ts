import { defineRoute } from './defineRoute';
import * as user from '../schemas/user';
import { emptyRequest, emptyResult } from '../schemas/common';

/** Sign-in, registration, password and profile calls (spec 1 and 2, plus logout and reset). */
export const accountRoutes = {
  login: defineRoute({
    method: 'POST', path: 'user/login', auth: false, source: '1',
    body: user.loginRequest, result: user.loginResult, summary: 'Sign in; a new token every time',
  }),
  logout: defineRoute({
    method: 'POST', path: 'user/logout', auth: true, source: 'new',
    body: user.logoutRequest, result: emptyResult, summary: 'Revoke the session token',
  }),
  registration: defineRoute({
    method: 'POST', path: 'user/registration', auth: false, source: '1',
    body: user.registrationRequest, result: emptyResult, summary: 'Create an account',
  }),
  forgotPassword: defineRoute({
    method: 'POST', path: 'user/forgotPassword', auth: false, source: '1',
    body: user.forgotPasswordRequest, result: emptyResult, summary: 'E-mail a one-time reset link',
  }),
  resetPassword: defineRoute({
    method: 'POST', path: 'user/resetPassword', auth: false, source: 'new',
    body: user.resetPasswordRequest, result: emptyResult, summary: 'Set a new password with the e-mailed token',
  }),
  googleConfig: defineRoute({
    method: 'GET', path: 'user/googleConfig', auth: false, source: 'new',
    result: user.googleConfigResult, summary: 'Whether Google sign-in is configured on this server',
  }),
  profile: defineRoute({
    method: 'GET', path: 'user/profile', auth: true, source: '1',
    result: user.profileResult, summary: 'The signed-in user',
  }),
  updateProfile: defineRoute({
    method: 'POST', path: 'user/updateProfile', auth: true, source: '2',
    body: user.updateProfileRequest, result: emptyResult, summary: 'Edit details',
  }),
  changePassword: defineRoute({
    method: 'POST', path: 'user/changePassword', auth: true, source: '2',
    body: user.changePasswordRequest, result: emptyResult, summary: 'Change password (eRisk logins only)',
  }),
  profilePic: defineRoute({
    method: 'PUT', path: 'user/profilePic', auth: true, source: '2', bodyLimit: 6 * 1024 * 1024,
    body: user.profilePicRequest, result: emptyResult, summary: 'Replace the profile picture',
  }),
  inviteUser: defineRoute({
    method: 'POST', path: 'user/inviteUser', auth: true, source: '1',
    body: user.inviteUserRequest, result: emptyResult, summary: 'Invite someone to a device as Admin or Guest',
  }),
  getFAQ: defineRoute({
    method: 'GET', path: 'user/getFAQ', auth: true, source: '2',
    result: user.faqResult, summary: 'Help entries',
  }),
  userFeedback: defineRoute({
    method: 'POST', path: 'user/userFeedback', auth: true, source: '2',
    body: user.feedbackRequest, result: emptyResult, summary: 'Send feedback',
  }),
} as const;

