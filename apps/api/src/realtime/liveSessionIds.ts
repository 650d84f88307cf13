import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { sessions, users } from '../db/schema';

/**
 * Which of these sessions are still live (not revoked, not past either deadline, account active), read
 * without touching them: an open broker connection is not activity that keeps a session alive.
 */
export async function liveSessionIds(
  db: Database,
  config: Pick<Config, 'sessionIdleMinutes'>,
  sessionIds: number[],
): Promise<number[]> {
  if (sessionIds.length === 0) return [];
  const now = new Date();
  const idleSince = new Date(now.getTime() - config.sessionIdleMinutes * 60_000);
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        inArray(sessions.id, sessionIds),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        gt(sessions.lastUsedAt, idleSince),
        eq(users.isActive, true),
      ),
    );
  return rows.map((row) => row.id);
}
