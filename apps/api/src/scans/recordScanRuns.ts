import { randomUUID } from 'node:crypto';
import { and, eq, notInArray } from 'drizzle-orm';
import { SCAN_STATUS, type TelemetryScanRun } from '@drisk/contract';
import type { Transaction } from '../db/client';
import { endpoints, scanReports, scans, scanTargets } from '../db/schema';
import { normaliseMac } from '../telemetry/usageBuckets';

/** A run in one of these states is over: a late or repeated message from the gateway cannot reopen it. */
export const FINAL_SCAN_STATUSES: string[] = [SCAN_STATUS.done, SCAN_STATUS.stopped];

/** The name of the scan an Auto Scan run is recorded under (one per run, in the Vulnerability Scans table). */
export const autoScanName = (endpointName: string) => `Auto Scan: ${endpointName}`.slice(0, 100);

/**
 * Stores what the gateways reported about their scan runs, in the telemetry transaction: each run's
 * status and severity on its report and on its scan (the scan shows its latest run), and, once a run is
 * over, its findings and summary (the report user/getScanReport renders). A run of another device's scan is
 * ignored, whatever the gateway claims. Auto Scan runs, which the api did not start, are recorded first as
 * a quick scan of the endpoint, so they appear with their report like any other.
 */
export async function recordScanRuns(
  tx: Transaction,
  deviceId: string,
  runs: readonly TelemetryScanRun[],
  seenAt: Date,
): Promise<void> {
  for (const run of runs) {
    if (run.auto) await recordAutoScan(tx, deviceId, run, run.auto, seenAt);
    const [found] = await tx
      .select({ reportId: scanReports.id, scanId: scans.id, latestTask: scans.taskId })
      .from(scanReports)
      .innerJoin(scans, eq(scans.id, scanReports.scanId))
      .where(
        and(
          eq(scanReports.taskId, run.task_id),
          eq(scans.deviceId, deviceId),
          notInArray(scanReports.status, FINAL_SCAN_STATUSES),
        ),
      )
      .limit(1);
    if (!found) continue;
    const final = FINAL_SCAN_STATUSES.includes(run.status);
    await tx
      .update(scanReports)
      .set({
        status: run.status,
        severity: run.severity,
        ...(run.message ? { message: run.message } : {}),
        ...(final ? { findings: run.findings ?? [], summary: run.summary ?? null } : {}),
        dispatchedAt: seenAt, // a gateway that reports the run has it, whatever the dispatcher recorded
      })
      .where(eq(scanReports.id, found.reportId));
    // The list shows the latest run: an older run finishing late does not overwrite a newer one's state.
    if (found.latestTask === run.task_id)
      await tx
        .update(scans)
        .set({ status: run.status, severity: run.severity, updatedAt: seenAt })
        .where(eq(scans.id, found.scanId));
  }
}

async function recordAutoScan(
  tx: Transaction,
  deviceId: string,
  run: TelemetryScanRun,
  auto: NonNullable<TelemetryScanRun['auto']>,
  seenAt: Date,
) {
  const [known] = await tx
    .select({ id: scanReports.id })
    .from(scanReports)
    .where(eq(scanReports.taskId, run.task_id))
    .limit(1);
  if (known) return;
  const mac = normaliseMac(auto.mac_address);
  const at = seenAt.getTime();
  const [scan] = await tx
    .insert(scans)
    .values({
      uniqueId: run.unique_id,
      deviceId,
      createdBy: null,
      scanName: autoScanName(auto.name),
      scanConfig: 'base',
      schedule: {
        run_from: at,
        run_until: at,
        recurrence: {
          pattern: { type: 'once', interval: 1, days_of_week: [], days_of_month: [], months_of_year: [] },
        },
      },
      status: run.status,
      severity: run.severity,
      taskId: run.task_id,
      nextRunAt: null,
    })
    .onConflictDoNothing()
    .returning({ id: scans.id });
  if (!scan) return; // a unique_id already taken (by another device's scan): not this gateway's to use
  await tx.insert(scanReports).values({
    uniqueId: randomUUID(),
    scanId: scan.id,
    taskId: run.task_id,
    status: SCAN_STATUS.queued,
    dueAt: seenAt,
    dispatchedAt: seenAt,
  });
  // The endpoint that joined may not be stored yet (its telemetry and this run can share a batch).
  const [endpoint] = await tx
    .insert(endpoints)
    .values({
      deviceId,
      macAddress: mac,
      ipAddress: auto.ip_address,
      name: auto.name || mac,
      isOnline: true,
      connectedSince: seenAt,
      firstSeenAt: seenAt,
      lastSeenAt: seenAt,
    })
    .onConflictDoUpdate({
      target: [endpoints.deviceId, endpoints.macAddress],
      set: { ipAddress: auto.ip_address },
    })
    .returning({ id: endpoints.id });
  if (endpoint) await tx.insert(scanTargets).values({ scanId: scan.id, endpointId: endpoint.id });
}
