import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import {
  SCAN_STATUS,
  SCAN_UPDATE_MODULES,
  SERVER,
  nextRunAt,
  type QUARANTINE_VALUES,
  type ScanConfig,
  type ScanSchedule,
} from '@drisk/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { endpoints, scanReports, scans, scanTargets, settings } from '../db/schema';
import type { GatewayBus } from '../realtime/gatewayBus';

/**
 * Starts due scans exactly once, whatever the number of api nodes over one database:
 *
 * 1. claim: in one transaction, `SELECT … FOR UPDATE SKIP LOCKED` takes due scans (next_run_at <= now) no
 *    other node holds, records the run as a report (Queued, due_at = the claimed time; unique per scan and
 *    due_at) and moves next_run_at to the following run (nextRunTimes). A run missed while every node was
 *    down is started once on restart; several missed runs of one scan are coalesced into that one.
 * 2. dispatch: reports not yet sent are leased (again SKIP LOCKED) and sent to the gateway as start_scan over
 *    the command bus. A node that dies mid-send leaves the lease to expire and another node sends it; the
 *    gateway ignores a task_id it already has. An offline gateway ends the run as Stopped with a message.
 *
 * The same code runs on PGlite (one connection; the locks are then uncontended) and PostgreSQL.
 */

export const SCAN_SCHEDULER_TICK_MS = 5_000;
/** How long one node may hold a report it is sending before another node may send it. */
export const SCAN_DISPATCH_LEASE_MS = 30_000;
const CLAIM_BATCH = 100;

type Quarantine = (typeof QUARANTINE_VALUES)[number];

export interface ScanScheduler {
  /** One round: claims the runs due at `now` and sends what is waiting. Resolves with the runs claimed. */
  tick(now?: number): Promise<number>;
  /** Stops the timer and waits for a round in progress. */
  stop(): Promise<void>;
}

export interface ScanSchedulerDeps {
  db: Database;
  gateways: GatewayBus;
  log: FastifyBaseLogger;
  /** Rounds every this many ms; 0 starts no timer (tests call tick). */
  tickMs?: number;
}

/** Claims the runs due at `now`; each due (scan, time) becomes one report, once. */
export async function claimDueRuns(db: Database, now: number): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: scans.id, schedule: scans.schedule, nextRunAt: scans.nextRunAt })
      .from(scans)
      .where(lte(scans.nextRunAt, new Date(now)))
      .orderBy(asc(scans.nextRunAt), asc(scans.id))
      .limit(CLAIM_BATCH)
      .for('update', { skipLocked: true });
    for (const scan of due) {
      const dueAt = scan.nextRunAt!;
      const schedule = scan.schedule as unknown as ScanSchedule;
      const following =
        schedule.recurrence.pattern.type === 'once'
          ? null
          : nextRunAt(schedule, Math.max(dueAt.getTime() + 1, now));
      const taskId = randomUUID();
      await tx
        .insert(scanReports)
        .values({ uniqueId: randomUUID(), scanId: scan.id, taskId, status: SCAN_STATUS.queued, dueAt })
        .onConflictDoNothing();
      await tx
        .update(scans)
        .set({
          nextRunAt: following === null ? null : new Date(following),
          status: SCAN_STATUS.queued,
          taskId,
          updatedAt: new Date(now),
        })
        .where(eq(scans.id, scan.id));
    }
    return due.length;
  });
}

interface LeasedRun {
  reportId: number;
  taskId: string;
  scanId: number;
  uniqueId: string;
  deviceId: string;
  scanConfig: ScanConfig;
}

/** Takes the reports waiting to be sent that no other node is sending. */
async function leaseUndispatched(db: Database, now: number): Promise<LeasedRun[]> {
  return db.transaction(async (tx) => {
    const waiting = await tx
      .select({ id: scanReports.id })
      .from(scanReports)
      .where(
        and(
          isNull(scanReports.dispatchedAt),
          or(isNull(scanReports.dispatchLeaseUntil), lt(scanReports.dispatchLeaseUntil, new Date(now))),
        ),
      )
      .orderBy(asc(scanReports.id))
      .limit(CLAIM_BATCH)
      .for('update', { skipLocked: true });
    if (!waiting.length) return [];
    const ids = waiting.map((row) => row.id);
    await tx
      .update(scanReports)
      .set({ dispatchLeaseUntil: new Date(now + SCAN_DISPATCH_LEASE_MS) })
      .where(inArray(scanReports.id, ids));
    const rows = await tx
      .select({
        reportId: scanReports.id,
        taskId: scanReports.taskId,
        scanId: scans.id,
        uniqueId: scans.uniqueId,
        deviceId: scans.deviceId,
        scanConfig: scans.scanConfig,
      })
      .from(scanReports)
      .innerJoin(scans, eq(scans.id, scanReports.scanId))
      .where(inArray(scanReports.id, ids));
    return rows.map((row) => ({ ...row, taskId: row.taskId!, scanConfig: row.scanConfig as ScanConfig }));
  });
}

/** Ends a run that never started or could not finish: Stopped with why, on the report, the scan and live. */
export async function stopRun(
  db: Database,
  gateways: GatewayBus,
  run: { reportId: number; scanId: number; uniqueId: string; deviceId: string },
  message: string,
) {
  await db
    .update(scanReports)
    .set({
      status: SCAN_STATUS.stopped,
      message,
      dispatchedAt: sql`coalesce(${scanReports.dispatchedAt}, now())`,
    })
    .where(eq(scanReports.id, run.reportId));
  await db.update(scans).set({ status: SCAN_STATUS.stopped }).where(eq(scans.id, run.scanId));
  await gateways.publishToDevice(run.deviceId, {
    module: SCAN_UPDATE_MODULES.status,
    result: { unique_id: run.uniqueId, value: SCAN_STATUS.stopped },
  });
}

async function dispatch(db: Database, gateways: GatewayBus, log: FastifyBaseLogger, run: LeasedRun) {
  const [targets, [setting]] = await Promise.all([
    db
      .select({ ip: endpoints.ipAddress })
      .from(scanTargets)
      .innerJoin(endpoints, eq(endpoints.id, scanTargets.endpointId))
      .where(eq(scanTargets.scanId, run.scanId)),
    db
      .select({ quarantine: settings.openvasAutoscanValue })
      .from(settings)
      .where(eq(settings.deviceId, run.deviceId)),
  ]);
  if (!targets.length) {
    await stopRun(db, gateways, run, SERVER.scanStoppedEndpointLeft);
    return;
  }
  try {
    await gateways.sendCommand(run.deviceId, {
      type: 'start_scan',
      payload: {
        unique_id: run.uniqueId,
        task_id: run.taskId,
        scan_config: run.scanConfig,
        targets: targets.map((t) => t.ip),
        quarantine: (setting?.quarantine ?? 'none') as Quarantine,
      },
    });
    await db.update(scanReports).set({ dispatchedAt: new Date() }).where(eq(scanReports.id, run.reportId));
    await gateways.publishToDevice(run.deviceId, {
      module: SCAN_UPDATE_MODULES.status,
      result: { unique_id: run.uniqueId, value: SCAN_STATUS.queued },
    });
  } catch (error) {
    log.info({ err: error, task_id: run.taskId }, 'A scan could not start: the gateway did not take it');
    await stopRun(db, gateways, run, SERVER.scanStoppedOffline);
  }
}

export function startScanScheduler(deps: ScanSchedulerDeps): ScanScheduler {
  const { db, gateways, log } = deps;
  const tickMs = deps.tickMs ?? SCAN_SCHEDULER_TICK_MS;
  let running: Promise<number> | null = null;
  let stopped = false;

  const round = async (now: number) => {
    let claimed = 0;
    for (let batch = CLAIM_BATCH; batch === CLAIM_BATCH; claimed += batch)
      batch = await claimDueRuns(db, now);
    const leased = await leaseUndispatched(db, now);
    await Promise.all(leased.map((run) => dispatch(db, gateways, log, run)));
    return claimed;
  };
  const tick = (now = Date.now()) => {
    // Rounds never overlap on one node; a tick asked for during a round waits for it, then runs.
    const previous = running ?? Promise.resolve(0);
    const next = previous.catch(() => 0).then(() => round(now));
    running = next;
    return next;
  };
  const timer =
    tickMs > 0
      ? setInterval(() => {
          if (stopped) return;
          tick().catch((error: unknown) => log.warn({ err: error }, 'Scan scheduler round failed'));
        }, tickMs)
      : null;
  timer?.unref();

  return {
    tick,
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await running?.catch(() => 0);
    },
  };
}
