import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Database, Queryable } from '../db/client';
import { sessions, users, type AccessRestrictions } from '../db/schema';
import type { SessionCache } from './sessionCache';
import { liveSessionCondition, sessionIdleMs, sessionMaxMs, type SessionTimes } from './sessionLiveness';
import { hashToken, newToken } from './tokens';

/** The signed-in caller of a request. */
export interface Session {
  sessionId: number;
  userId: number;
  /** The user profile's access restrictions (admin console), checked on every request; null: none. */
  restrictions?: AccessRestrictions | null;
  /** Issue 16: held to the two-factor set-up calls until a second factor is confirmed (twoFactorRequirement.ts). */
  twoFactorSetupPending?: boolean;
}

/** last_used_at is written at most this often (about once a minute), not on every request. */
const touchIntervalMs = (config: SessionTimes) => Math.min(60_000, sessionIdleMs(config) / 10);

/** Starts a session; returns the token, which is never stored. */
export async function startSession(
  db: Database,
  config: SessionTimes,
  userId: number,
  client: { ip?: string; userAgent?: string },
  options: { twoFactorSetupPending?: boolean } = {},
): Promise<string> {
  const token = newToken();
  const now = new Date();
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    createdAt: now,
    lastUsedAt: now,
    expiresAt: new Date(now.getTime() + sessionMaxMs(config)),
    clientIp: client.ip ?? null,
    userAgent: client.userAgent?.slice(0, 500) ?? null,
    twoFactorSetupPending: options.twoFactorSetupPending ?? false,
  });
  return token;
}

/**
 * The live session of a token (sessionLiveness.ts), or null when it is unknown or not live. Use moves the
 * idle deadline forward. With a cache, a session checked a moment ago is answered from memory
 * (sessionCache.ts says when it is not).
 */
export async function findSession(
  db: Database,
  config: SessionTimes,
  token: string,
  cache?: SessionCache,
): Promise<Session | null> {
  const tokenHash = hashToken(token);
  const cached = cache?.live(tokenHash, Date.now(), config, touchIntervalMs(config));
  if (cached) return cached;
  const stamp = cache?.stamp() ?? 0;
  const now = Date.now();
  const [row] = await db
    .select({
      sessionId: sessions.id,
      userId: sessions.userId,
      lastUsedAt: sessions.lastUsedAt,
      expiresAt: sessions.expiresAt,
      restrictions: users.accessRestrictions,
      twoFactorSetupPending: sessions.twoFactorSetupPending,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), liveSessionCondition(config, new Date(now))))
    .limit(1);
  if (!row) return null;
  let lastUsedAt = row.lastUsedAt.getTime();
  if (now - lastUsedAt >= touchIntervalMs(config)) {
    await db
      .update(sessions)
      .set({ lastUsedAt: new Date(now) })
      .where(and(eq(sessions.id, row.sessionId), isNull(sessions.revokedAt)));
    lastUsedAt = now;
  }
  const session: Session = {
    sessionId: row.sessionId,
    userId: row.userId,
    restrictions: row.restrictions,
    twoFactorSetupPending: row.twoFactorSetupPending,
  };
  cache?.remember(tokenHash, { session, lastUsedAt, expiresAt: row.expiresAt.getTime(), stamp });
  return session;
}

/** Callers then report DataVersions.userChanged, so cached sessions of the user are read again. */
export async function revokeSession(db: Database, sessionId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/**
 * Ends every session of a user, except `keepSessionId` (after a password change or reset). Callers then
 * report DataVersions.userChanged, once the transaction holding this has committed.
 */
export async function revokeUserSessions(
  db: Queryable,
  userId: number,
  keepSessionId: number | null = null,
): Promise<void> {
  const live = and(eq(sessions.userId, userId), isNull(sessions.revokedAt));
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(keepSessionId === null ? live : and(live, ne(sessions.id, keepSessionId)));
}
