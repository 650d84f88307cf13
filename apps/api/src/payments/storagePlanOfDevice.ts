import { FREE_STORAGE_BYTES } from '@drisk/contract';
import { and, eq, isNotNull, lte } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { devices } from '../db/schema';

const DAY_MS = 24 * 3_600_000;

/**
 * Gives a device a plan it has paid for: the plan's size becomes its quota at once (the storage routes enforce
 * it), and the plan runs for its duration, from the end of the same plan still running or from now.
 */
export async function grantStoragePlan(
  db: Queryable,
  deviceId: string,
  plan: { id: number; storageBytes: number; durationDays: number },
  now: Date,
): Promise<Date> {
  const [device] = await db
    .select({ planId: devices.storagePlanId, expiresAt: devices.storageExpiresAt })
    .from(devices)
    .where(eq(devices.deviceId, deviceId))
    .for('update');
  const running = device && device.planId === plan.id && device.expiresAt && device.expiresAt > now;
  const from = running ? device.expiresAt!.getTime() : now.getTime();
  const expiresAt = new Date(from + plan.durationDays * DAY_MS);
  await db
    .update(devices)
    .set({ storagePlanId: plan.id, storageQuotaBytes: plan.storageBytes, storageExpiresAt: expiresAt })
    .where(eq(devices.deviceId, deviceId));
  return expiresAt;
}

/**
 * Ends the plans whose time is up: the device falls back to the free size. Its files stay; uploads are refused
 * until there is room again. Returns the devices changed.
 */
export async function expireStoragePlans(db: Queryable, now: Date): Promise<string[]> {
  const rows = await db
    .update(devices)
    .set({ storagePlanId: null, storageQuotaBytes: FREE_STORAGE_BYTES })
    .where(and(isNotNull(devices.storagePlanId), lte(devices.storageExpiresAt, now)))
    .returning({ deviceId: devices.deviceId });
  return rows.map((row) => row.deviceId);
}
