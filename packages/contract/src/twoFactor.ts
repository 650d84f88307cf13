import type { RouteName } from './routes';

/**
 * Limits of the authenticator-app second factor (issue 16), zod-free so the sign-in page and the api share
 * them: the code's shape, the challenge's life and the recovery codes' format.
 */
export const TOTP_DIGITS = 6;
/** RFC 6238's time step; every authenticator app uses it. */
export const TOTP_PERIOD_SECONDS = 30;
/** Steps accepted either side of now, for clocks a little off (one step: up to 30 s each way). */
export const TOTP_WINDOW_STEPS = 1;
/** The issuer an authenticator app shows next to the account. */
export const TOTP_ISSUER = 'dRisk';

/** How long the password step's challenge stays good for the code step. */
export const SECOND_FACTOR_CHALLENGE_SECONDS = 5 * 60;

export const RECOVERY_CODE_COUNT = 10;
/**
 * Twelve letters and digits from a 32-symbol alphabet without 0/O and 1/I: 60 random bits, enough that
 * a stored SHA-256 cannot be reversed by trying every code. Shown in groups of four ('ABCD-EFGH-JKMN').
 */
export const RECOVERY_CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const RECOVERY_CODE_LENGTH = 12;
export const RECOVERY_CODE_GROUP = 4;

/** A typed recovery code as stored: upper case, without the spaces and hyphens people type or copy. */
export function normalizeRecoveryCode(value: string): string {
  return value.replace(/[\s-]/g, '').toUpperCase();
}

/** 'ABCDEFGHJKMN' as shown: 'ABCD-EFGH-JKMN'. */
export function formatRecoveryCode(code: string): string {
  const groups: string[] = [];
  for (let start = 0; start < code.length; start += RECOVERY_CODE_GROUP) {
    groups.push(code.slice(start, start + RECOVERY_CODE_GROUP));
  }
  return groups.join('-');
}

/**
 * Who requires a second factor of a user (issue 16): their company (the admin console's company form), or
 * the owner of a device they use as Admin or Guest (the device's User List). A device never requires it of
 * its own Owner, and an account without a password (Google or Facebook sign-in) is exempt, because setting
 * up the authenticator app asks for the password.
 */
export const TWO_FACTOR_REQUIRED_BY = ['company', 'device'] as const;
export type TwoFactorRequiredBy = (typeof TWO_FACTOR_REQUIRED_BY)[number];

/**
 * The only calls a session signed in with a password but without the required second factor may make,
 * until it confirms one (user/login then answers `two_factor_setup_required: true`): what the set-up
 * screen needs, and Logout. Every other call answers 403 SERVER.twoFactorSetupRequired.
 */
export const TWO_FACTOR_SETUP_ROUTES = [
  'profile',
  'logout',
  'twoFactorStatus',
  'twoFactorSetup',
  'twoFactorConfirm',
] as const satisfies readonly RouteName[];

/** Whether a session still waiting for its second factor may make this call. */
export function allowedDuringTwoFactorSetup(route: string): boolean {
  return (TWO_FACTOR_SETUP_ROUTES as readonly string[]).includes(route);
}
