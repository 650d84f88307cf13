import { and, eq } from 'drizzle-orm';
import { SERVER, type RoleId } from '@drisk/contract';
import type { Queryable } from '../db/client';
import { userDevices } from '../db/schema';
import { HttpError } from '../http/HttpError';

/** A user's mapping to a device: their role on it and whether it is their connected one. */
export interface DeviceAccess {
  deviceId: string;
  roleId: RoleId;
  isConnected: boolean;
}

/**
 * The caller's mapping to a device, read for enforceAccess (through DeviceAccessCache). No mapping gives
 * 403 with the same answer whether or not the device exists, so nothing about other people's devices leaks.
 */
export async function findDeviceMapping(
  db: Queryable,
  userId: number,
  deviceId: string,
): Promise<DeviceAccess> {
  const [mapping] = await db
    .select({
      deviceId: userDevices.deviceId,
      roleId: userDevices.roleId,
      isConnected: userDevices.isConnected,
    })
    .from(userDevices)
    .where(and(eq(userDevices.userId, userId), eq(userDevices.deviceId, deviceId)))
    .limit(1);
  if (!mapping) throw new HttpError(403, SERVER.deviceForbidden);
  return { deviceId: mapping.deviceId, roleId: mapping.roleId as RoleId, isConnected: mapping.isConnected };
}
