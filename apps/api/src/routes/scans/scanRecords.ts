import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import {
  SERVER,
  nextRunAt,
  type ScanDetails,
  type ScanReport,
  type ScanRow,
  type ScanSchedule,
  type ScanTarget,
} from '@drisk/contract';
import type { Queryable } from '../../db/client';
import { endpoints, scanReports, scans, scanTargets, users } from '../../db/schema';
import { HttpError } from '../../http/HttpError';
import { fieldError } from '../deviceData/fieldError';

/** Reading and writing scans as the wire shows them; every function works inside one granted device. */

type ScanRecord = typeof scans.$inferSelect;

/**
 * When a scan runs next, as seen at `now`: a quick scan (once) at run_from, or at once when run_from has
 * passed; a recurring one at its next run time from now on (nextRunTimes, in the schedule's zone).
 */
export function firstRunOf(schedule: ScanSchedule, now: number): Date | null {
  if (schedule.recurrence.pattern.type === 'once') return new Date(Math.max(schedule.run_from, now));
  const at = nextRunAt(schedule, now);
  return at === null ? null : new Date(at);
}

/** The device's endpoints that the request names (by MAC when given, else by address), in request order. */
export async function resolveTargets(db: Queryable, deviceId: string, targets: ScanTarget[]) {
  const known = await db
    .select({ id: endpoints.id, mac: endpoints.macAddress, ip: endpoints.ipAddress })
    .from(endpoints)
    .where(eq(endpoints.deviceId, deviceId));
  const ids = targets.map((target, index) => {
    const mac = target.mac_address?.trim().toUpperCase();
    const found = mac
      ? known.find((endpoint) => endpoint.mac === mac)
      : known.find((endpoint) => endpoint.ip === target.ip_address);
    if (!found) throw fieldError(`devices.${index}`, SERVER.scanTargetUnknown);
    return found.id;
  });
  return [...new Set(ids)];
}

/** The scan with this unique_id on the granted device; another device's (or no) scan is the same 403. */
export async function scanOnDevice(db: Queryable, deviceId: string, uniqueId: string): Promise<ScanRecord> {
  const [scan] = await db
    .select()
    .from(scans)
    .where(and(eq(scans.uniqueId, uniqueId), eq(scans.deviceId, deviceId)))
    .limit(1);
  if (!scan) throw new HttpError(403, SERVER.deviceForbidden);
  return scan;
}

async function targetsOf(db: Queryable, scanIds: number[]): Promise<Map<number, ScanTarget[]>> {
  const byScan = new Map<number, ScanTarget[]>();
  if (!scanIds.length) return byScan;
  const rows = await db
    .select({
      scanId: scanTargets.scanId,
      name: endpoints.name,
      ip: endpoints.ipAddress,
      mac: endpoints.macAddress,
    })
    .from(scanTargets)
    .innerJoin(endpoints, eq(endpoints.id, scanTargets.endpointId))
    .where(inArray(scanTargets.scanId, scanIds))
    .orderBy(asc(endpoints.name));
  for (const row of rows) {
    const list = byScan.get(row.scanId) ?? [];
    list.push({ name: row.name, ip_address: row.ip, mac_address: row.mac });
    byScan.set(row.scanId, list);
  }
  return byScan;
}

/** Rows of the 'Vulnerability Scans' table, newest first (one scan when `uniqueId` is given). */
export async function scanRows(db: Queryable, deviceId: string, uniqueId?: string): Promise<ScanRow[]> {
  const rows = await db
    .select({
      scan: scans,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(scans)
    .leftJoin(users, eq(users.id, scans.createdBy))
    .where(and(eq(scans.deviceId, deviceId), uniqueId ? eq(scans.uniqueId, uniqueId) : undefined))
    .orderBy(desc(scans.createdAt), desc(scans.id));
  const ids = rows.map((row) => row.scan.id);
  const targets = await targetsOf(db, ids);
  const reportCounts = ids.length
    ? await db
        .select({ scanId: scanReports.scanId, n: count() })
        .from(scanReports)
        .where(inArray(scanReports.scanId, ids))
        .groupBy(scanReports.scanId)
    : [];
  return rows.map(({ scan, firstName, lastName }) => ({
    unique_id: scan.uniqueId,
    scan_name: scan.scanName,
    scan_config: scan.scanConfig as ScanRow['scan_config'],
    full_name: [firstName, lastName].filter(Boolean).join(' '),
    upcoming_scan: scan.nextRunAt ? scan.nextRunAt.getTime() : null,
    severity: scan.severity,
    status: scan.status,
    reports: reportCounts.find((r) => r.scanId === scan.id)?.n ?? 0,
    created_date: scan.createdAt.toISOString(),
    task_id: scan.taskId,
    devices: targets.get(scan.id) ?? [],
    device_id: scan.deviceId,
    schedule: scan.schedule as unknown as ScanSchedule,
  }));
}

/** The runs of a scan, newest first, as the 'Scan Reports' table shows them. */
export async function reportsOf(db: Queryable, scanId: number): Promise<ScanReport[]> {
  const rows = await db
    .select()
    .from(scanReports)
    .where(eq(scanReports.scanId, scanId))
    .orderBy(desc(scanReports.createdAt), desc(scanReports.id));
  return rows.map((row) => ({
    task_id: row.taskId ?? row.uniqueId,
    unique_id: row.uniqueId,
    created_date: row.createdAt.toISOString(),
    severity: row.severity,
    status: row.status,
  }));
}

export async function scanDetails(db: Queryable, scan: ScanRecord): Promise<ScanDetails> {
  const targets = await targetsOf(db, [scan.id]);
  return {
    unique_id: scan.uniqueId,
    device_id: scan.deviceId,
    devices: targets.get(scan.id) ?? [],
    scan_name: scan.scanName,
    scan_config: scan.scanConfig as ScanDetails['scan_config'],
    reports: await reportsOf(db, scan.id),
    schedule: scan.schedule as unknown as ScanSchedule,
  };
}
