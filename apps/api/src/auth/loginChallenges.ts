import { SECOND_FACTOR_CHALLENGE_SECONDS, SERVER } from '@drisk/contract';
import { and, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../db/client';
import { loginChallenges } from '../db/schema';
import { HttpError } from '../http/HttpError';
import { hashToken, newToken } from './tokens';

/** After a right password: a random challenge for the code step; only its SHA-256 is stored. */
export async function startLoginChallenge(db: Database, userId: number, now: Date): Promise<string> {
  const token = newToken();
  // Old, used or expired challenges of this user are of no further use.
  await db
    .delete(loginChallenges)
    .where(
      and(
        eq(loginChallenges.userId, userId),
        or(lt(loginChallenges.expiresAt, now), isNotNull(loginChallenges.usedAt)),
      ),
    );
  await db.insert(loginChallenges).values({
    tokenHash: hashToken(token),
    userId,
    expiresAt: new Date(now.getTime() + SECOND_FACTOR_CHALLENGE_SECONDS * 1000),
  });
  return token;
}

/** The user a live challenge was made for; 401 naming the problem when it is unknown, used or expired. */
export async function challengedUser(db: Database, token: string, now: Date): Promise<number> {
  const [row] = await db
    .select()
    .from(loginChallenges)
    .where(eq(loginChallenges.tokenHash, hashToken(token)))
    .limit(1);
  if (!row || row.usedAt) throw new HttpError(401, SERVER.challengeUnknown);
  if (row.expiresAt.getTime() <= now.getTime()) throw new HttpError(401, SERVER.challengeExpired);
  return row.userId;
}

/** Spends the challenge once the second factor is right; false when a parallel request spent it first. */
export async function spendLoginChallenge(db: Database, token: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(loginChallenges)
    .set({ usedAt: now })
    .where(and(eq(loginChallenges.tokenHash, hashToken(token)), isNull(loginChallenges.usedAt)))
    .returning({ id: loginChallenges.id });
  return rows.length === 1;
}
