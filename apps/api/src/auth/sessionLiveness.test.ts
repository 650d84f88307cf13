import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../db/schema';
import { registerUser } from '../test/factories';
import { getTestServer, type TestServer } from '../test/testServer';
import { isWithinDeadlines, liveSessionIds } from './sessionLiveness';
import { findSession } from './sessions';
import { hashToken, newToken } from './tokens';

const MINUTE = 60_000;
const config = { sessionIdleMinutes: 30, sessionMaxHours: 12 };

let server: TestServer;
let activeUser: number;
let disabledUser: number;
beforeAll(async () => {
  server = await getTestServer();
  const idOf = async (email: string) =>
    (await server.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0].id;
  activeUser = await idOf((await registerUser(server)).email);
  disabledUser = await idOf((await registerUser(server)).email);
  await server.db.update(users).set({ isActive: false }).where(eq(users.id, disabledUser));
});
afterAll(() => server?.close());

interface Case {
  name: string;
  live: boolean;
  lastUsedAgo: number;
  expiresIn: number;
  revoked?: boolean;
  disabled?: boolean;
}

// A minute of margin on each side of a deadline, so the test does not race the clock.
const CASES: Case[] = [
  { name: 'used a minute ago', live: true, lastUsedAgo: MINUTE, expiresIn: 60 * MINUTE },
  {
    name: 'idle a minute short of the timeout',
    live: true,
    lastUsedAgo: 29 * MINUTE,
    expiresIn: 60 * MINUTE,
  },
  { name: 'idle a minute past the timeout', live: false, lastUsedAgo: 31 * MINUTE, expiresIn: 60 * MINUTE },
  { name: 'a minute before its end', live: true, lastUsedAgo: MINUTE, expiresIn: MINUTE },
  { name: 'a minute past its end', live: false, lastUsedAgo: MINUTE, expiresIn: -MINUTE },
  { name: 'revoked', live: false, lastUsedAgo: MINUTE, expiresIn: 60 * MINUTE, revoked: true },
  { name: 'of a disabled account', live: false, lastUsedAgo: MINUTE, expiresIn: 60 * MINUTE, disabled: true },
];

async function insertSession(c: Case, now: number) {
  const token = newToken();
  const [row] = await server.db
    .insert(sessions)
    .values({
      tokenHash: hashToken(token),
      userId: c.disabled ? disabledUser : activeUser,
      lastUsedAt: new Date(now - c.lastUsedAgo),
      expiresAt: new Date(now + c.expiresIn),
      revokedAt: c.revoked ? new Date(now - MINUTE) : null,
    })
    .returning({ id: sessions.id });
  return { token, id: row.id };
}

describe('session liveness', () => {
  it.each(CASES)('a session $name is live: $live, in SQL and in the token check alike', async (c) => {
    const now = Date.now();
    const { token, id } = await insertSession(c, now);
    expect(await liveSessionIds(server.db, config, [id])).toEqual(c.live ? [id] : []);
    expect((await findSession(server.db, config, token))?.sessionId ?? null).toBe(c.live ? id : null);
    if (!c.revoked && !c.disabled) {
      // The deadlines alone, as the session cache checks a session it remembers.
      const times = { lastUsedAt: now - c.lastUsedAgo, expiresAt: now + c.expiresIn };
      expect(isWithinDeadlines(times, config, now)).toBe(c.live);
    }
  });

  it('answers for many sessions at once, and for none', async () => {
    const now = Date.now();
    const inserted = await Promise.all(CASES.map(async (c) => ({ c, ...(await insertSession(c, now)) })));
    const live = await liveSessionIds(
      server.db,
      config,
      inserted.map((s) => s.id),
    );
    // Inserted concurrently, so ids do not follow CASES' order: compare as sets.
    const expected = inserted.filter((s) => s.c.live).map((s) => s.id);
    expect(live.sort((a, b) => a - b)).toEqual(expected.sort((a, b) => a - b));
    expect(await liveSessionIds(server.db, config, [])).toEqual([]);
  });

  it('ends at the deadlines exactly', () => {
    const idle = config.sessionIdleMinutes * MINUTE;
    expect(isWithinDeadlines({ lastUsedAt: 0, expiresAt: 10 * idle }, config, idle - 1)).toBe(true);
    expect(isWithinDeadlines({ lastUsedAt: 0, expiresAt: 10 * idle }, config, idle)).toBe(false);
    expect(isWithinDeadlines({ lastUsedAt: 0, expiresAt: 1000 }, config, 999)).toBe(true);
    expect(isWithinDeadlines({ lastUsedAt: 0, expiresAt: 1000 }, config, 1000)).toBe(false);
  });
});
