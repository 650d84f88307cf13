import { z } from 'zod';
import { VALIDATION } from '../messages';
import { RECOVERY_CODE_LENGTH, TOTP_DIGITS, TWO_FACTOR_REQUIRED_BY } from '../twoFactor';
import { deviceId } from './common';
import { loginResult } from './user';

/** The 6 digits an authenticator app shows. */
export const totpCode = z
  .string({ error: VALIDATION.totpCodeInvalid })
  .trim()
  .regex(new RegExp(`^\\d{${TOTP_DIGITS}}$`), { error: VALIDATION.totpCodeInvalid });

/** A recovery code as typed: hyphens and spaces are allowed and ignored (normalizeRecoveryCode). */
export const recoveryCode = z
  .string({ error: VALIDATION.recoveryCodeInvalid })
  .trim()
  .min(1, { error: VALIDATION.recoveryCodeInvalid })
  .max(RECOVERY_CODE_LENGTH * 2, { error: VALIDATION.recoveryCodeInvalid });

/**
 * user/login's answer when the password was right and the account has a second factor on: no session yet,
 * only a challenge that user/login/second-factor takes with a code.
 */
export const secondFactorChallengeResult = z.object({
  second_factor_required: z.literal(true),
  /** Single-purpose and short-lived (SECOND_FACTOR_CHALLENGE_SECONDS); only its SHA-256 is stored. */
  challenge: z.string(),
  /** Seconds the challenge stays good. */
  expires_in: z.number().int(),
});
export type SecondFactorChallenge = z.infer<typeof secondFactorChallengeResult>;

/** user/login answers a session (the spec's shape, unchanged) or, with a second factor on, a challenge. */
export const loginReply = z.union([loginResult, secondFactorChallengeResult]);
export type LoginReply = z.infer<typeof loginReply>;

const challengeToken = z
  .string({ error: VALIDATION.challengeInvalid })
  .min(16, { error: VALIDATION.challengeInvalid })
  .max(256, { error: VALIDATION.challengeInvalid });

/** Exactly one of `code` and `recovery_code`. */
export const secondFactorLoginRequest = z
  .object({ challenge: challengeToken, code: totpCode.optional(), recovery_code: recoveryCode.optional() })
  .refine((body) => (body.code === undefined) !== (body.recovery_code === undefined), {
    error: VALIDATION.codeOrRecoveryCode,
    path: ['code'],
  });
export type SecondFactorLoginRequest = z.infer<typeof secondFactorLoginRequest>;

export const twoFactorStatusResult = z.object({
  enabled: z.boolean(),
  /** Unused recovery codes; 0 when the second factor is off. */
  recovery_codes_left: z.number().int(),
  /** Whether the user must have a second factor (then it cannot be turned off). */
  required: z.boolean(),
  /** Who requires it: the company first when both do; null when nobody does. */
  required_by: z.enum(TWO_FACTOR_REQUIRED_BY).nullable(),
  /** Whether this session is held to the set-up calls until a second factor is confirmed. */
  setup_pending: z.boolean(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusResult>;

/**
 * Starting a set-up asks for the password again: a session left open (or stolen) must not be able to put
 * a second factor of someone else's on the account and lock its owner out.
 */
export const twoFactorSetupRequest = z.object({
  password: z
    .string({ error: VALIDATION.passwordRequired })
    .min(1, { error: VALIDATION.passwordRequired })
    .max(128, { error: 'must be at most 128 characters' }),
});
export type TwoFactorSetupRequest = z.infer<typeof twoFactorSetupRequest>;

/** A new, not yet confirmed secret: shown once, working only after user/two-factor/confirm. */
export const twoFactorSetupResult = z.object({
  /** Base32, for typing into an app that cannot scan. */
  secret: z.string(),
  otpauth_url: z.string(),
  /** The otpauth URL as a PNG data URL. */
  qr_code: z.string(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupResult>;

export const twoFactorConfirmRequest = z.object({ code: totpCode });
export type TwoFactorConfirmRequest = z.infer<typeof twoFactorConfirmRequest>;

export const twoFactorConfirmResult = z.object({
  /** Shown once (formatted 'ABCD-EFGH-JKMN'); only their hashes are kept. */
  recovery_codes: z.array(z.string()),
});
export type TwoFactorConfirmResult = z.infer<typeof twoFactorConfirmResult>;

/** Turning it off: a current code, or the password together with a recovery code. */
export const twoFactorDisableRequest = z
  .object({
    code: totpCode.optional(),
    password: z.string().max(128).optional(),
    recovery_code: recoveryCode.optional(),
  })
  .refine(
    (body) =>
      body.code !== undefined
        ? body.password === undefined && body.recovery_code === undefined
        : Boolean(body.password) && body.recovery_code !== undefined,
    { error: VALIDATION.disableNeedsProof, path: ['code'] },
  );
export type TwoFactorDisableRequest = z.infer<typeof twoFactorDisableRequest>;

/** A device's two-factor requirement (the Owner's switch in the device's User List). */
export const setDeviceTwoFactorRequest = z.object({
  device_id: deviceId,
  required: z.boolean({ error: 'must be true or false' }),
});
export const deviceTwoFactorResult = z.object({
  device_id: z.string(),
  /** Whether the device's Admins and Guests must have a second factor. */
  required: z.boolean(),
});
export type DeviceTwoFactor = z.infer<typeof deviceTwoFactorResult>;
