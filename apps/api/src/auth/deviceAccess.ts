import { and, eq } from 'drizzle-orm';
import { SERVER, type RoleId } from '@drisk/contract';
import type { Queryable } from '../db/client';
import { userDevices } from '../db/schema';
import { HttpError } from '../http/HttpError';

export interface DeviceAccess {
  deviceId: string;
  roleId: RoleId;
  isConnected: boolean;
}

/**
 * The caller's mapping to a device. No mapping gives 403 with the same answer whether or not the device
 * exists, so nothing about other people's devices leaks. A role outside `allowedRoles` gives 403 too.
 */
export async function requireDeviceRole(
  db: Queryable,
  userId: number,
  deviceId: string,
  allowedRoles?: readonly RoleId[],
  roleMessage: string = SERVER.roleForbidden,
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
  const access = {
    deviceId: mapping.deviceId,
    roleId: mapping.roleId as RoleId,
    isConnected: mapping.isConnected,
  };
  return requireRole(access, allowedRoles, roleMessage);
}

/** The access itself when its role is among `allowedRoles` (or none are named); 403 `roleMessage` otherwise. */
export function requireRole(
  access: DeviceAccess,
  allowedRoles?: readonly RoleId[],
  roleMessage: string = SERVER.roleForbidden,
): DeviceAccess {
  if (allowedRoles && !allowedRoles.includes(access.roleId)) throw new HttpError(403, roleMessage);
  return access;
}
