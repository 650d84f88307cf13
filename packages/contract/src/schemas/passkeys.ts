import { z } from 'zod';
import { VALIDATION } from '../messages';
import { RECORD_ID_MAX } from '../constants';
import { PASSKEY_NAME_MAX } from '../passkeys';

/**
 * The WebAuthn options the browser hands to navigator.credentials (PublicKeyCredentialCreationOptionsJSON
 * or ...RequestOptionsJSON, as @simplewebauthn makes them). Checked only for the challenge: the rest is the
 * library's to write and the browser's to read.
 */
const webAuthnOptions = z.looseObject({ challenge: z.string() });

/** A credential as the browser answers it (RegistrationResponseJSON or AuthenticationResponseJSON). */
const webAuthnResponse = z.looseObject(
  {
    id: z
      .string({ error: VALIDATION.passkeyResponseInvalid })
      .min(1, { error: VALIDATION.passkeyResponseInvalid }),
    rawId: z.string({ error: VALIDATION.passkeyResponseInvalid }),
    type: z.literal('public-key', { error: VALIDATION.passkeyResponseInvalid }),
    response: z.looseObject({ clientDataJSON: z.string({ error: VALIDATION.passkeyResponseInvalid }) }),
  },
  { error: VALIDATION.passkeyResponseInvalid },
);

export const passkeyName = z
  .string({ error: VALIDATION.passkeyNameRequired })
  .trim()
  .min(1, { error: VALIDATION.passkeyNameRequired })
  .max(PASSKEY_NAME_MAX, { error: VALIDATION.passkeyNameTooLong });

export const passkeyOptionsResult = z.object({ options: webAuthnOptions });
export type PasskeyOptions = z.infer<typeof passkeyOptionsResult>;

/**
 * user/passkeys/registration-options: the password again when the account has one (a session left open must
 * not be enough to add a way in); accounts that sign in with Google have none to give.
 */
export const passkeyRegistrationOptionsRequest = z.object({
  password: z.string().max(128, { error: 'must be at most 128 characters' }).optional(),
});
export type PasskeyRegistrationOptionsRequest = z.infer<typeof passkeyRegistrationOptionsRequest>;

/** user/passkeys/register: the name the user gave and the authenticator's attestation. */
export const passkeyRegisterRequest = z.object({ name: passkeyName, response: webAuthnResponse });
export type PasskeyRegisterRequest = z.infer<typeof passkeyRegisterRequest>;

export const passkeySummary = z.object({
  /** Our row id (the credential's own id stays on the server). */
  passkey_id: z.number().int(),
  name: z.string(),
  /** ISO 8601 times. */
  created_at: z.string(),
  last_used_at: z.string().nullable(),
});
export type PasskeySummary = z.infer<typeof passkeySummary>;

export const passkeyListResult = z.object({ passkeys: z.array(passkeySummary) });
export type PasskeyList = z.infer<typeof passkeyListResult>;

const passkeyId = z
  .number({ error: VALIDATION.passkeyIdInvalid })
  .int({ error: VALIDATION.passkeyIdInvalid })
  .positive({ error: VALIDATION.passkeyIdInvalid })
  // Past PostgreSQL's integer range it is no id of ours, and the database would refuse the comparison.
  .max(RECORD_ID_MAX, { error: VALIDATION.passkeyIdInvalid });

export const passkeyRenameRequest = z.object({ passkey_id: passkeyId, name: passkeyName });
export type PasskeyRenameRequest = z.infer<typeof passkeyRenameRequest>;

export const passkeyDeleteRequest = z.object({ passkey_id: passkeyId });
export type PasskeyDeleteRequest = z.infer<typeof passkeyDeleteRequest>;

/** user/login/passkey: the authenticator's assertion over a challenge from user/login/passkey-options. */
export const passkeyLoginRequest = z.object({ response: webAuthnResponse });
export type PasskeyLoginRequest = z.infer<typeof passkeyLoginRequest>;
