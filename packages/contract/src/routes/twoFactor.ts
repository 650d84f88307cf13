import { defineRoute } from './defineRoute';
import { access } from './access';
import * as twoFactor from '../schemas/twoFactor';
import { loginResult } from '../schemas/user';
import { emptyResult } from '../schemas/common';

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
} as const;
