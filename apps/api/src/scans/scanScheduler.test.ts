import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROLE, SCAN_STATUS, nextRunTimes, type ScanSchedule } from '@drisk/contract';
import { asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase, type Database, type DatabaseHandle } from '../db/client';
import { endpoints, scanReports, scans, scanTargets } from '../db/schema';
import { createTestDevice } from '../routes/deviceData/testDevice';
import { createTestDatabase, TEST_PASSWORD_HASHING, type TestDatabase } from '../test/testDatabase';
import { getTestServer } from '../test/testServer';
import { claimDueRuns, SCAN_DISPATCH_LEASE_MS } from './scanScheduler';

const MINUTE = 60_000;
const DAY = 86_400_000;

const daily = (runFrom: number): ScanSchedule => ({
  run_from: runFrom,
  run_until: runFrom + 365 * DAY,
  recurrence: {
    pattern: { type: 'daily', interval: 1, days_of_week: [], days_of_month: [], months_of_year: [] },
  },
});

/** Scans on a new test device, each targeting its one endpoint, due at `nextRunAt`. */
async function insertScans(db: Database, schedules: { schedule: ScanSchedule; nextRunAt: Date }[]) {
  const deviceId = await createTestDevice(db, {
    members: { 'owner@example.com': ROLE.Owner },
    endpoints: [{ mac: 'A4:83:E7:70:00:01', ip: '10.7.0.11', name: 'Laptop' }],
  });
  const [endpoint] = await db
    .select({ id: endpoints.id })
    .from(endpoints)
    .where(eq(endpoints.deviceId, deviceId));
  const rows = await db
    .insert(scans)
    .values(
      schedules.map(({ schedule, nextRunAt }, i) => ({
        uniqueId: `${deviceId}-scan-${i}`,
        deviceId,
        scanName: `Scan ${i}`,
        scanConfig: 'base',
        schedule,
        nextRunAt,
      })),
    )
    .returning({ id: scans.id });
  await db.insert(scanTargets).values(rows.map((row) => ({ scanId: row.id, endpointId: endpoint!.id })));
  return rows.map((row) => row.id);
}

const reportsOf = (db: Database, scanIds: number[]) =>
  db
    .select()
    .from(scanReports)
    .where(inArray(scanReports.scanId, scanIds))
    .orderBy(asc(scanReports.scanId), asc(scanReports.dueAt));

describe('scan scheduler across a restart', () => {
  it('sends a run claimed before a crash once after the restart, and never claims it again', async () => {
    const first = await getTestServer();
    const now = Date.now();
    const [scanId] = await insertScans(first.db, [
      { schedule: daily(now - 10 * DAY + 120 * MINUTE), nextRunAt: new Date(now - MINUTE) },
    ]);
    // The node claims the run, then dies before sending it.
    expect(await claimDueRuns(first.db, now)).toBeGreaterThanOrEqual(1);
    // A new node on the same database (opened first: the last server of a file closing drops it).
    const second = await getTestServer();
    await first.close();
    try {
      let [report] = await reportsOf(second.db, [scanId!]);
      expect(report).toMatchObject({ status: SCAN_STATUS.queued, dispatchedAt: null });
      await second.app.scanScheduler.tick(now + 1000);
      const after = await reportsOf(second.db, [scanId!]);
      expect(after).toHaveLength(1);
      [report] = after;
      // The simulator is not connected in this test: the send happened and found the gateway offline.
      expect(report!.dispatchedAt).not.toBeNull();
      expect(report!.status).toBe(SCAN_STATUS.stopped);
      await second.app.scanScheduler.tick(now + 2000);
      expect(await reportsOf(second.db, [scanId!])).toHaveLength(1);
    } finally {
      await second.close();
    }
  }, 90_000);

  it('leaves a run another node is sending until its lease ends', async () => {
    const server = await getTestServer();
    try {
      const now = Date.now();
      const [scanId] = await insertScans(server.db, [
        { schedule: daily(now - DAY + 120 * MINUTE), nextRunAt: new Date(now - MINUTE) },
      ]);
      await claimDueRuns(server.db, now);
      await server.db
        .update(scanReports)
        .set({ dispatchLeaseUntil: new Date(now + SCAN_DISPATCH_LEASE_MS) })
        .where(eq(scanReports.scanId, scanId!));
      await server.app.scanScheduler.tick(now + 1000);
      expect((await reportsOf(server.db, [scanId!]))[0]!.dispatchedAt).toBeNull();
      await server.app.scanScheduler.tick(now + SCAN_DISPATCH_LEASE_MS + 1000);
      expect((await reportsOf(server.db, [scanId!]))[0]!.dispatchedAt).not.toBeNull();
    } finally {
      await server.close();
    }
  });

  it('starts runs missed while every node was down once, and schedules the next one after now', async () => {
    const server = await getTestServer();
    try {
      const now = Date.now();
      const schedule = daily(now - 10 * DAY - 5 * MINUTE);
      const [scanId] = await insertScans(server.db, [{ schedule, nextRunAt: new Date(now - 3 * DAY) }]);
      expect(await server.app.scanScheduler.tick(now)).toBe(1);
      expect(await reportsOf(server.db, [scanId!])).toHaveLength(1);
      const [scan] = await server.db.select().from(scans).where(eq(scans.id, scanId!));
      expect(scan!.nextRunAt!.getTime()).toBe(nextRunTimes(schedule, { from: now })[0]);
      expect(await server.app.scanScheduler.tick(now + 1000)).toBe(0);
    } finally {
      await server.close();
    }
  });
});

const url = process.env.DATABASE_URL;

describe.skipIf(!url)('scan scheduler with two api nodes on PostgreSQL', () => {
  let database: TestDatabase | null = null;
  let second: DatabaseHandle | null = null;
  const apps: FastifyInstance[] = [];
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await second?.close();
    await database?.dispose();
  });

  const node = async (db: Database) => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'drisk-scheduler-'));
    const app = await buildApp({
      db,
      config: {
        ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
        passwordHashing: TEST_PASSWORD_HASHING,
        staticDir: path.join(dataDir, 'none'),
        scanSchedulerTickMs: 0,
      },
    });
    apps.push(app);
    return app;
  };

  it('starts each due run of 200 schedules exactly once over five days', async () => {
    database = await createTestDatabase(url);
    const result = await database.handle.db.execute(sql`select current_database() as name`);
    const { rows } = result as unknown as { rows: { name: string }[] };
    const secondUrl = new URL(url!);
    secondUrl.pathname = `/${rows[0]!.name}`;
    second = await openDatabase({ kind: 'postgres', url: secondUrl.toString() });
    const [one, two] = await Promise.all([node(database.handle.db), node(second.db)]);

    const base = Date.now();
    const schedules = Array.from({ length: 200 }, (_, i) => {
      // Each at its own time of day (never base's own), started 10 days ago; the first run after base - 1 day.
      const schedule = daily(base - 10 * DAY + (1 + ((i * 7919) % (DAY / MINUTE - 2))) * MINUTE);
      return { schedule, nextRunAt: new Date(nextRunTimes(schedule, { from: base - DAY })[0]!) };
    });
    const scanIds = await insertScans(database.handle.db, schedules);
    // The demo data's own schedules fall due on some dates within these five days: they are not this test's.
    await database.handle.db.update(scans).set({ nextRunAt: null }).where(notInArray(scans.id, scanIds));

    let claimed = 0;
    for (let day = 0; day < 5; day++) {
      const now = base + day * DAY;
      const counts = await Promise.all([one.scanScheduler.tick(now), two.scanScheduler.tick(now)]);
      claimed += counts[0]! + counts[1]!;
    }

    const reports = await reportsOf(database.handle.db, scanIds);
    const expected = schedules.flatMap(({ schedule }, i) =>
      nextRunTimes(schedule, { from: base - DAY, count: 10 })
        .filter((at) => at <= base + 4 * DAY)
        .map((at) => `${scanIds[i]}@${at}`),
    );
    expect(expected.length).toBe(1000);
    expect(claimed).toBe(expected.length);
    expect(reports.map((r) => `${r.scanId}@${r.dueAt!.getTime()}`).sort()).toEqual(expected.sort());
    expect(reports.every((r) => r.dispatchedAt !== null)).toBe(true);
  }, 120_000);
});
