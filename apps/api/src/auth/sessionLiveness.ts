import { and, eq, gt, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Config } from '../config';
import type { Queryable } from '../db/client';
import { sessions, users } from '../db/schema';

/*
 * When a session is alive, decided here only. A session is live at `now` while:
 * - it is not revoked (sign-out, password change or reset);
 * - its account is active;
 * - `now` is before its absolute end (`expires_at`, SESSION_MAX_HOURS after sign-in);
 * - it was used within the idle timeout (`last_used_at` + SESSION_IDLE_MINUTES is after `now`).
 * Database reads use `liveSessionCondition`; a session remembered in memory (sessionCache.ts) is checked
 * against the same two deadlines with `isWithinDeadlines` (revocation and the account reach the cache as
 * DataVersions reports). sessionLiveness.test.ts holds the two to the same answers.
 */

export type SessionTimes = Pick<Config, 'sessionIdleMinutes' | 'sessionMaxHours'>;

/** How long a session may go unused. */
export const sessionIdleMs = (config: Pick<Config, 'sessionIdleMinutes'>) =>
  config.sessionIdleMinutes * 60_000;

/** How long a session lasts from sign-in, however active. */
export const sessionMaxMs = (config: Pick<Config, 'sessionMaxHours'>) => config.sessionMaxHours * 3_600_000;

/** The liveness rule as a condition over `sessions` inner-joined with `users` on the session's user. */
export function liveSessionCondition(config: Pick<Config, 'sessionIdleMinutes'>, now: Date): SQL {
  const idleSince = new Date(now.getTime() - sessionIdleMs(config));
  return and(
    isNull(sessions.revokedAt),
    eq(users.isActive, true),
    gt(sessions.expiresAt, now),
    gt(sessions.lastUsedAt, idleSince),
  ) as SQL;
}

/** The two deadlines of the rule, for a session read a moment ago (times in epoch milliseconds). */
export function isWithinDeadlines(
  times: { lastUsedAt: number; expiresAt: number },
  config: Pick<Config, 'sessionIdleMinutes'>,
  now: number,
): boolean {
  return times.expiresAt > now && times.lastUsedAt + sessionIdleMs(config) > now;
}

/**
 * Which of these sessions are live now, read without touching them: an open broker connection or a
 * download by cookie is not activity that keeps a session alive.
 */
export async function liveSessionIds(
  db: Queryable,
  config: Pick<Config, 'sessionIdleMinutes'>,
  sessionIds: readonly number[],
): Promise<number[]> {
  if (sessionIds.length === 0) return [];
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(inArray(sessions.id, [...sessionIds]), liveSessionCondition(config, new Date())));
  return rows.map((row) => row.id);
}
