import { defineRoute } from './defineRoute';
import { access } from './access';
import * as passkeys from '../schemas/passkeys';
import { loginResult } from '../schemas/user';
import { emptyResult } from '../schemas/common';

/** Passkeys (WebAuthn, issue 16): adding and managing them in Account, and signing in with one. */
export const passkeyRoutes = {
  passkeyLoginOptions: defineRoute({
    method: 'POST',
    path: 'user/login/passkey-options',
    // Signed out by nature: the options name no user (usernameless sign-in), only a fresh challenge.
    access: access.public(),
    source: 'new',
    result: passkeys.passkeyOptionsResult,
    summary: 'A single-use challenge for signing in with a passkey, for any account',
  }),
  passkeyLogin: defineRoute({
    method: 'POST',
    path: 'user/login/passkey',
    // The signature over a live challenge by a registered credential is the credential itself.
    access: access.public(),
    source: 'new',
    body: passkeys.passkeyLoginRequest,
    result: loginResult,
    summary: 'Sign in with a passkey: the same session as user/login, with no second factor to follow',
  }),
  passkeyRegistrationOptions: defineRoute({
    method: 'POST',
    path: 'user/passkeys/registration-options',
    access: access.session(),
    source: 'new',
    body: passkeys.passkeyRegistrationOptionsRequest,
    result: passkeys.passkeyOptionsResult,
    summary:
      "Options for creating a passkey for the caller's account, with a single-use challenge, after the password again",
  }),
  passkeyRegister: defineRoute({
    method: 'POST',
    path: 'user/passkeys/register',
    access: access.session(),
    source: 'new',
    body: passkeys.passkeyRegisterRequest,
    result: passkeys.passkeySummary,
    summary: 'Keep a new passkey under the name given, after checking its attestation',
  }),
  passkeyList: defineRoute({
    method: 'GET',
    path: 'user/passkeys',
    access: access.session(),
    source: 'new',
    result: passkeys.passkeyListResult,
    summary: "The caller's passkeys: name, when added, when last used",
  }),
  passkeyRename: defineRoute({
    method: 'POST',
    path: 'user/passkeys/rename',
    // Looked up among the caller's own passkeys only.
    access: access.session(['passkey_id']),
    source: 'new',
    body: passkeys.passkeyRenameRequest,
    result: passkeys.passkeySummary,
    summary: "Rename one of the caller's passkeys",
  }),
  passkeyDelete: defineRoute({
    method: 'POST',
    path: 'user/passkeys/delete',
    access: access.session(['passkey_id']),
    source: 'new',
    body: passkeys.passkeyDeleteRequest,
    result: emptyResult,
    summary: "Remove one of the caller's passkeys; it signs in no more",
  }),
} as const;
