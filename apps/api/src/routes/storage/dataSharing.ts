import { asc, eq } from 'drizzle-orm';
import { ROLE, SERVER, routes, wireDateOf, type SharingDevice } from '@drisk/contract';
import type { AppContext } from '../../appContext';
import { devices, storagePlans, userDevices } from '../../db/schema';
import { sessionRoute } from '../../http/registerRoute';
import { cloudStorageOf } from '../../storage/cloudStorageOf';

/** Shown as current_plan when a device has no storage plan. */
export const NO_PLAN = 'No plan';

/**
 * POST fileSharing/dataSharing (spec 3 §2.3): every device the caller is mapped to, the named one first,
 * with its cloud storage (quota and use, in bytes), plan and expiry, the gateway's file server address and,
 * for its Owner only (spec 3 §6), the external drives the gateway last reported.
 */
export const dataSharing = (ctx: AppContext) =>
  sessionRoute(routes.dataSharing, async ({ grant, session }) => {
    const named = grant.device!.deviceId;
    const rows = await ctx.db
      .select({
        deviceId: devices.deviceId,
        name: devices.name,
        status: devices.status,
        roleId: userDevices.roleId,
        quota: devices.storageQuotaBytes,
        expiresAt: devices.storageExpiresAt,
        plan: storagePlans.productName,
        fileServer: devices.localFileServer,
        drives: devices.externalDrives,
      })
      .from(userDevices)
      .innerJoin(devices, eq(devices.deviceId, userDevices.deviceId))
      .leftJoin(storagePlans, eq(storagePlans.id, devices.storagePlanId))
      .where(eq(userDevices.userId, session.userId))
      .orderBy(asc(devices.name));
    rows.sort((a, b) => Number(b.deviceId === named) - Number(a.deviceId === named));
    const cloud = cloudStorageOf(ctx);
    const result: SharingDevice[] = [];
    for (const row of rows) {
      result.push({
        device_name: row.name,
        device_id: row.deviceId,
        role_id: row.roleId,
        total: row.quota,
        used: await cloud.usedBytes(row.deviceId),
        status: row.status,
        message: row.status === 'Active' ? '' : SERVER.deviceInactive,
        current_plan: row.plan ?? NO_PLAN,
        expire_date: row.expiresAt ? wireDateOf(row.expiresAt) : '',
        localStorageServer: row.fileServer ?? '',
        external_drive: row.roleId === ROLE.Owner ? row.drives : [],
      });
    }
    return { message: SERVER.success, result };
  });
