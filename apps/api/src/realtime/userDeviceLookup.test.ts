import { and, eq } from 'drizzle-orm';
import { ROLE } from '@drisk/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { userDevices, users } from '../db/schema';
import { createTestDatabase, type TestDatabase } from '../test/testDatabase';
import { createUserDeviceLookup } from './userDeviceLookup';

let database: TestDatabase;
let ownerId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  const [owner] = await database.handle.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'owner@example.com'));
  ownerId = owner.id;
});
afterAll(() => database?.dispose());

describe('createUserDeviceLookup', () => {
  it('answers the checks (the role, null when unmapped) of one tick (a SUBSCRIBE of a thousand topics) with one query', async () => {
    const db = database.handle.db;
    const lookup = createUserDeviceLookup(db);
    const select = vi.spyOn(db, 'select');
    const asked = [
      'DRA-100001',
      'DRB-100002',
      'DRS-100003',
      ...Array.from({ length: 997 }, (_, i) => `NONE-${i}`),
    ];
    const answers = await Promise.all(asked.map((deviceId) => lookup.roleOn(ownerId, deviceId)));
    expect(select).toHaveBeenCalledTimes(1);
    select.mockRestore();
    expect(answers.slice(0, 3)).toEqual([ROLE.Owner, ROLE.Owner, null]);
    expect(answers.slice(3).every((role) => role === null)).toBe(true);
  });

  it('reads user_devices at the time of each check: a removed mapping is refused at once', async () => {
    const db = database.handle.db;
    const lookup = createUserDeviceLookup(db);
    expect(await lookup.roleOn(ownerId, 'DRB-100002')).toBe(ROLE.Owner);
    const [removed] = await db
      .delete(userDevices)
      .where(and(eq(userDevices.userId, ownerId), eq(userDevices.deviceId, 'DRB-100002')))
      .returning();
    try {
      expect(await lookup.roleOn(ownerId, 'DRB-100002')).toBeNull();
    } finally {
      const { userId, deviceId, roleId, isConnected } = removed;
      await db.insert(userDevices).values({ userId, deviceId, roleId, isConnected });
    }
  });
});
