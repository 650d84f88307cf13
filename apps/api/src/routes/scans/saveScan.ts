import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { SCAN_STATUS, SERVER, routes, type CreateScanRequest } from '@drisk/contract';
import type { AppContext } from '../../appContext';
import type { Queryable } from '../../db/client';
import { scans, scanTargets } from '../../db/schema';
import { sessionRoute } from '../../http/registerRoute';
import { fieldError } from '../deviceData/fieldError';
import { firstRunOf, resolveTargets, scanOnDevice, scanRows } from './scanRecords';
import { tellDeviceUsers } from '../../realtime/tellDeviceUsers';

/** A schedule whose every run lies in the past is refused: the scan would never run. */
function requireRunLeft(body: CreateScanRequest, now: number): Date | null {
  const next = firstRunOf(body.schedule, now);
  if (next === null) throw fieldError('schedule.run_until', 'no run of this schedule is left after now');
  return next;
}

async function replaceTargets(db: Queryable, scanId: number, endpointIds: number[]) {
  await db.delete(scanTargets).where(eq(scanTargets.scanId, scanId));
  await db.insert(scanTargets).values(endpointIds.map((endpointId) => ({ scanId, endpointId })));
}

/**
 * POST user/createVulnerabilityScan: a quick scan (recurrence once, run at run_from or at once) or a
 * scheduled one; the scheduler starts it when due. Replies the new row of the scans table.
 */
export const createVulnerabilityScan = (ctx: AppContext) =>
  sessionRoute(routes.createVulnerabilityScan, async ({ body, grant, session }) => {
    const deviceId = grant.device!.deviceId;
    const nextRunAt = requireRunLeft(body, Date.now());
    const endpointIds = await resolveTargets(ctx.db, deviceId, body.devices);
    const uniqueId = randomUUID();
    await ctx.db.transaction(async (tx) => {
      const [scan] = await tx
        .insert(scans)
        .values({
          uniqueId,
          deviceId,
          createdBy: session.userId,
          scanName: body.scan_name,
          scanConfig: body.scan_config,
          schedule: body.schedule,
          status: SCAN_STATUS.scheduled,
          nextRunAt,
        })
        .returning({ id: scans.id });
      await replaceTargets(tx, scan.id, endpointIds);
    });
    const [row] = await scanRows(ctx.db, deviceId, uniqueId);
    void tellDeviceUsers(ctx, deviceId);
    return { message: SERVER.scanCreated, result: row };
  });

/**
 * POST user/updateVulnerabilityScan: new devices, configuration and schedule for a scan of the granted
 * device (the name stays: it is read-only on the update screen). The next run is computed afresh.
 */
export const updateVulnerabilityScan = (ctx: AppContext) =>
  sessionRoute(routes.updateVulnerabilityScan, async ({ body, grant }) => {
    const deviceId = grant.device!.deviceId;
    const scan = await scanOnDevice(ctx.db, deviceId, body.unique_id);
    const nextRunAt = requireRunLeft(body, Date.now());
    const endpointIds = await resolveTargets(ctx.db, deviceId, body.devices);
    await ctx.db.transaction(async (tx) => {
      await tx
        .update(scans)
        .set({ scanConfig: body.scan_config, schedule: body.schedule, nextRunAt, updatedAt: new Date() })
        .where(eq(scans.id, scan.id));
      await replaceTargets(tx, scan.id, endpointIds);
    });
    const [row] = await scanRows(ctx.db, deviceId, body.unique_id);
    void tellDeviceUsers(ctx, deviceId);
    return { message: SERVER.scanUpdated, result: row };
  });
