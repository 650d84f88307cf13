/**
 * Limits of passkeys (WebAuthn, issue 16), zod-free so the sign-in page, the Account card and the api share
 * them.
 */

/** How long a registration or sign-in challenge stays good; each works once. */
export const PASSKEY_CHALLENGE_SECONDS = 5 * 60;
/** Longest name a user gives a passkey ('Work laptop', 'Phone'). */
export const PASSKEY_NAME_MAX = 64;
/** Passkeys one account may hold: enough for every device a person has, few enough to list on one card. */
export const PASSKEYS_PER_USER_MAX = 20;
/** The relying party's name the browser shows when it asks to create or use a passkey. */
export const PASSKEY_RP_NAME = 'dRisk';
