import { defineRoute } from './defineRoute';
import { access, ANY_ROLE, OWNER_ONLY } from './access';
import * as twoFactor from '../schemas/twoFactor';
import { loginResult } from '../schemas/user';
import { deviceRef, emptyResult } from '../schemas/common';

/** The authenticator-app second factor (issue 16): the code step of sign-in, and enrolment in Account. */
export const twoFactorRoutes = {
  loginSecondFactor: defineRoute({
    method: 'POST',
    path: 'user/login/second-factor',
    // The challenge from user/login is the credential; it names one user and works once.
    access: access.public(),
    source: 'new',
    body: twoFactor.secondFactorLoginRequest,
    result: loginResult,
    summary: 'Finish a sign-in with the challenge and a 6-digit code or a recovery code',
  }),
  twoFactorStatus: defineRoute({
    method: 'GET',
    path: 'user/two-factor/status',
    access: access.session(),
    source: 'new',
    result: twoFactor.twoFactorStatusResult,
    summary: 'Whether the second factor is on, and how many recovery codes are left',
  }),
  twoFactorSetup: defineRoute({
    method: 'POST',
    path: 'user/two-factor/setup',
    access: access.session(),
    source: 'new',
    body: twoFactor.twoFactorSetupRequest,
    result: twoFactor.twoFactorSetupResult,
    summary: 'With the password: a new authenticator secret and its QR code, on only once confirmed',
  }),
  twoFactorConfirm: defineRoute({
    method: 'POST',
    path: 'user/two-factor/confirm',
    access: access.session(),
    source: 'new',
    body: twoFactor.twoFactorConfirmRequest,
    result: twoFactor.twoFactorConfirmResult,
    summary: 'Turn the second factor on with a first code; answers the ten recovery codes once',
  }),
  twoFactorDisable: defineRoute({
    method: 'POST',
    path: 'user/two-factor/disable',
    access: access.session(),
    source: 'new',
    body: twoFactor.twoFactorDisableRequest,
    result: emptyResult,
    summary: 'Turn the second factor off with a code, or the password and a recovery code',
  }),
  twoFactorRecoveryCodes: defineRoute({
    method: 'POST',
    path: 'user/two-factor/recovery-codes',
    access: access.session(),
    source: 'new',
    body: twoFactor.twoFactorConfirmRequest,
    result: twoFactor.twoFactorConfirmResult,
    summary: 'With a current code: ten new recovery codes, shown once; the old ones stop working',
  }),
  getDeviceTwoFactor: defineRoute({
    method: 'POST',
    path: 'device/getTwoFactorRequirement',
    access: access.device(ANY_ROLE),
    source: 'new',
    body: deviceRef,
    result: twoFactor.deviceTwoFactorResult,
    summary: "Whether the device's Admins and Guests must have a second factor",
  }),
  setDeviceTwoFactor: defineRoute({
    method: 'POST',
    path: 'device/setTwoFactorRequirement',
    access: access.device(OWNER_ONLY),
    source: 'new',
    body: twoFactor.setDeviceTwoFactorRequest,
    result: twoFactor.deviceTwoFactorResult,
    summary: "The Owner requires (or stops requiring) a second factor of the device's Admins and Guests",
  }),
} as const;
