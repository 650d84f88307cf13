import { PASSKEY_CHALLENGE_SECONDS, SERVER } from '@drisk/contract';
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { passkeyChallenges } from '../db/schema';
import { HttpError } from '../http/HttpError';
import { hashToken, newToken } from './tokens';

export type PasskeyPurpose = 'register' | 'login';

/**
 * A new WebAuthn challenge (32 random bytes, base64url) for one purpose, and for one user when registering.
 * Only its SHA-256 is stored. Expired challenges go at the same time: sign-in options are asked signed out,
 * so nothing else would ever remove the unused ones.
 */
export async function startPasskeyChallenge(
  db: Database,
  purpose: PasskeyPurpose,
  userId: number | null,
  now: Date,
): Promise<string> {
  const challenge = newToken();
  await db.delete(passkeyChallenges).where(lt(passkeyChallenges.expiresAt, now));
  await db.insert(passkeyChallenges).values({
    challengeHash: hashToken(challenge),
    purpose,
    userId,
    expiresAt: new Date(now.getTime() + PASSKEY_CHALLENGE_SECONDS * 1000),
  });
  return challenge;
}

/** The challenge the browser signed, read from the clientDataJSON it sent (base64url JSON). */
export function signedChallenge(clientDataJSON: string): string {
  try {
    const data = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as unknown;
    if (data && typeof data === 'object' && 'challenge' in data && typeof data.challenge === 'string') {
      return data.challenge;
    }
  } catch {
    // falls through to the refusal
  }
  throw new HttpError(400, SERVER.passkeyNotAccepted);
}

/**
 * Spends a challenge before its response is checked, so it works once even when the check fails or two
 * requests race. 401 naming the problem when it is unknown, used, expired, for another purpose or (when
 * registering) another user's.
 */
export async function spendPasskeyChallenge(
  db: Database,
  challenge: string,
  purpose: PasskeyPurpose,
  userId: number | null,
  now: Date,
): Promise<void> {
  const [spent] = await db
    .update(passkeyChallenges)
    .set({ usedAt: now })
    .where(
      and(
        eq(passkeyChallenges.challengeHash, hashToken(challenge)),
        eq(passkeyChallenges.purpose, purpose),
        userId === null ? isNull(passkeyChallenges.userId) : eq(passkeyChallenges.userId, userId),
        isNull(passkeyChallenges.usedAt),
      ),
    )
    .returning({ expiresAt: passkeyChallenges.expiresAt });
  if (!spent) throw new HttpError(401, SERVER.passkeyChallengeUnknown);
  if (spent.expiresAt.getTime() <= now.getTime()) throw new HttpError(401, SERVER.passkeyChallengeExpired);
}
