import { eq, inArray, sql } from 'drizzle-orm';
import { CLAIM_LOCK_MINUTES, CLAIM_MAX_FAILURES } from '@drisk/contract';
import type { Queryable } from '../db/client';
import { claimFailures } from '../db/schema';

/** The two counters one claim attempt is counted on: the caller's, and the device id's (known or not). */
export const claimKeys = (userId: number, deviceId: string) => [
  `user:${userId}`,
  `device:${deviceId.toUpperCase()}`,
];

/** Whether any of these keys is locked at `now`. */
export async function isClaimLocked(db: Queryable, keys: string[], now: Date): Promise<boolean> {
  const rows = await db
    .select({ lockedUntil: claimFailures.lockedUntil })
    .from(claimFailures)
    .where(inArray(claimFailures.key, keys));
  return rows.some((row) => row.lockedUntil !== null && row.lockedUntil.getTime() > now.getTime());
}

/**
 * Counts a wrong code on each key. Failures older than the lock period are forgotten; the one that
 * reaches CLAIM_MAX_FAILURES locks the key for CLAIM_LOCK_MINUTES. One atomic statement per key, so
 * concurrent wrong codes are all counted (and on every api node: the counters live in the database).
 */
export async function recordClaimFailure(db: Queryable, keys: string[], now: Date): Promise<void> {
  const lockMs = CLAIM_LOCK_MINUTES * 60_000;
  const forgetBefore = new Date(now.getTime() - lockMs).toISOString();
  for (const key of keys) {
    const [row] = await db
      .insert(claimFailures)
      .values({ key, failures: 1, lastFailureAt: now })
      .onConflictDoUpdate({
        target: claimFailures.key,
        set: {
          failures: sql`case when ${claimFailures.lastFailureAt} < ${forgetBefore}::timestamptz
            then 1 else ${claimFailures.failures} + 1 end`,
          lastFailureAt: now,
        },
      })
      .returning({ failures: claimFailures.failures });
    if (row && row.failures >= CLAIM_MAX_FAILURES) {
      await db
        .update(claimFailures)
        .set({ failures: 0, lockedUntil: new Date(now.getTime() + lockMs) })
        .where(eq(claimFailures.key, key));
    }
  }
}
