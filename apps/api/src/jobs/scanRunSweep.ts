import { and, eq, isNotNull, notInArray } from 'drizzle-orm';
import { SERVER } from '@drisk/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { scanReports, scans } from '../db/schema';
import type { GatewayBus } from '../realtime/gatewayBus';
import { FINAL_SCAN_STATUSES } from '../scans/recordScanRuns';
import { stopRun } from '../scans/scanScheduler';

/** How often the sweep looks at the runs under way. */
export const SCAN_RUN_SWEEP_MS = 15_000;
/** A gateway offline this long has lost its runs (a reconnect within it keeps them going). */
export const SCAN_OFFLINE_GRACE_MS = 60_000;

export interface ScanRunSweep {
  /** One pass at `now`; resolves with the runs it stopped. */
  runOnce(now?: number): Promise<number>;
  stop(): Promise<void>;
}

/**
 * A scheduled job that ends, as Stopped with SERVER.scanStoppedOffline, every run handed to a gateway that
 * has been offline for SCAN_OFFLINE_GRACE_MS, so no scan stays Running for ever when its gateway is gone.
 * Several api nodes may each run it: stopping a stopped run changes nothing (the gateway's later
 * messages cannot reopen it either, see recordScanRuns).
 */
export function startScanRunSweep(
  deps: { db: Database; gateways: GatewayBus; log: FastifyBaseLogger; graceMs?: number },
  intervalMs: number,
): ScanRunSweep {
  const { db, gateways, log, graceMs = SCAN_OFFLINE_GRACE_MS } = deps;
  /** When each device was first seen offline with a run under way. */
  const offlineSince = new Map<string, number>();
  let running: Promise<number> | null = null;

  const sweep = async (now: number) => {
    const underWay = await db
      .select({
        reportId: scanReports.id,
        scanId: scans.id,
        uniqueId: scans.uniqueId,
        deviceId: scans.deviceId,
      })
      .from(scanReports)
      .innerJoin(scans, eq(scans.id, scanReports.scanId))
      .where(and(isNotNull(scanReports.dispatchedAt), notInArray(scanReports.status, FINAL_SCAN_STATUSES)));
    const devices = new Set(underWay.map((run) => run.deviceId));
    for (const deviceId of offlineSince.keys()) if (!devices.has(deviceId)) offlineSince.delete(deviceId);
    let stopped = 0;
    for (const run of underWay) {
      if (gateways.isOnline(run.deviceId)) {
        offlineSince.delete(run.deviceId);
        continue;
      }
      const since = offlineSince.get(run.deviceId) ?? now;
      offlineSince.set(run.deviceId, since);
      if (now - since < graceMs) continue;
      await stopRun(db, gateways, run, SERVER.scanStoppedOffline);
      stopped += 1;
    }
    return stopped;
  };

  const runOnce = (now = Date.now()) => {
    running ??= sweep(now).finally(() => {
      running = null;
    });
    return running;
  };
  const timer =
    intervalMs > 0
      ? setInterval(() => {
          runOnce().catch((error: unknown) => log.warn({ err: error }, 'Could not sweep scan runs'));
        }, intervalMs)
      : null;
  timer?.unref();
  return {
    runOnce,
    async stop() {
      if (timer) clearInterval(timer);
      await running?.catch(() => 0);
    },
  };
}
