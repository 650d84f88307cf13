import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { CLAIM_CODE_ALPHABET, CLAIM_CODE_GROUPS, normalizeClaimCode } from '@drisk/contract';

/**
 * Claim codes: what a gateway's sticker says, so whoever holds the gateway can add it to their account.
 * Twelve base-32 letters are 60 random bits; with the rate limit of device/claimDevice (a few tries per
 * quarter hour per user and per device) nobody guesses one, so a plain SHA-256 is a safe way to store it.
 */
export function newClaimCode(): string {
  const groups = Array.from({ length: CLAIM_CODE_GROUPS }, () =>
    Array.from({ length: 4 }, () => CLAIM_CODE_ALPHABET[randomInt(CLAIM_CODE_ALPHABET.length)]).join(''),
  );
  return groups.join('-');
}

const PREFIX = 'sha256:';
const digest = (code: string) => createHash('sha256').update(normalizeClaimCode(code), 'utf8').digest();

/** What devices.claim_code_hash stores: the code's hash, whatever case and dashes it was typed with. */
export const hashClaimCode = (code: string) => PREFIX + digest(code).toString('hex');

/** A stand-in hash compared against when the device id is unknown, so both cases take the same time. */
export const UNKNOWN_DEVICE_CLAIM_HASH = hashClaimCode('no such device');

/** Constant-time check of a typed code against a stored hash; false for a missing hash. */
export function verifyClaimCode(storedHash: string | null, code: string): boolean {
  const stored = storedHash?.startsWith(PREFIX) ? storedHash : UNKNOWN_DEVICE_CLAIM_HASH;
  const expected = Buffer.from(stored.slice(PREFIX.length), 'hex');
  const actual = digest(code);
  const same = expected.length === actual.length && timingSafeEqual(expected, actual);
  return same && storedHash === stored;
}
