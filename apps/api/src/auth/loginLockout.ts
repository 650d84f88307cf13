import { eq, sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { loginFailures } from '../db/schema';

type LockoutConfig = Pick<Config, 'loginMaxFailures' | 'loginLockMinutes'>;

/** Whether sign-in for this (lowercased) address is locked right now. */
export async function isLoginLocked(db: Database, email: string): Promise<boolean> {
  const [row] = await db
    .select({ lockedUntil: loginFailures.lockedUntil })
    .from(loginFailures)
    .where(eq(loginFailures.email, email));
  return Boolean(row?.lockedUntil && row.lockedUntil.getTime() > Date.now());
}

/**
 * Counts a failed sign-in. Failures older than the lock period are forgotten; the failure that reaches
 * LOGIN_MAX_FAILURES locks the address for LOGIN_LOCK_MINUTES and starts the count again. The count is
 * one atomic statement, so concurrent attempts are all counted.
 */
export async function recordLoginFailure(db: Database, config: LockoutConfig, email: string): Promise<void> {
  const lockMs = Math.round(config.loginLockMinutes * 60_000);
  const now = new Date();
  const forgetBefore = new Date(now.getTime() - lockMs);
  const [row] = await db
    .insert(loginFailures)
    .values({ email, failures: 1, lastFailureAt: now })
    .onConflictDoUpdate({
      target: loginFailures.email,
      set: {
        failures: sql`case when ${loginFailures.lastFailureAt} < ${forgetBefore.toISOString()}::timestamptz
          then 1 else ${loginFailures.failures} + 1 end`,
        lastFailureAt: now,
      },
    })
    .returning({ failures: loginFailures.failures });
  if (row && row.failures >= config.loginMaxFailures) {
    await db
      .update(loginFailures)
      .set({ failures: 0, lockedUntil: new Date(now.getTime() + lockMs) })
      .where(eq(loginFailures.email, email));
  }
}

/** A successful sign-in or a password reset forgets the failures. */
export async function clearLoginFailures(db: Database, email: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.email, email));
}
