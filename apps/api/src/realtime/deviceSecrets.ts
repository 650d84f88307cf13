import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Gateway secrets are 256 random bits, so a plain SHA-256 is as safe to store as a slow password hash
 * (nobody can guess the preimage) and costs microseconds: thousands of gateways reconnecting at once
 * do not queue behind argon2.
 */
export const newDeviceSecret = () => randomBytes(32).toString('base64url');

const PREFIX = 'sha256:';

/** What devices.credential_hash stores. */
export const hashDeviceSecret = (secret: string) =>
  PREFIX + createHash('sha256').update(secret, 'utf8').digest('hex');

/** Constant-time check of a secret against a stored hash; false for a missing or unreadable hash. */
export function verifyDeviceSecret(storedHash: string | null, secret: string): boolean {
  if (!storedHash?.startsWith(PREFIX)) return false;
  const expected = Buffer.from(storedHash.slice(PREFIX.length), 'hex');
  const actual = createHash('sha256').update(secret, 'utf8').digest();
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
