import { SERVER, type RoleId } from '@drisk/contract';
import type { DataVersions } from '../cache/dataVersions';
import { LruCache } from '../cache/lruCache';
import type { Queryable } from '../db/client';
import { requireDeviceRole, requireRole, type DeviceAccess } from './deviceAccess';

/** (user, device) mappings remembered at most. */
const MAX_MAPPINGS = 20_000;
/** Safety net only: mapping changes are reported through DataVersions. */
const MAPPING_TTL_MS = 60_000;

/**
 * requireDeviceRole for hot read paths: a mapping checked a moment ago is answered from memory until the
 * user's mappings change (role, connection, access given or taken: DataVersions.userChanged). Only
 * granted mappings are kept; a refusal is always read again, with the same 403s as requireDeviceRole.
 */
export class DeviceAccessCache {
  private readonly entries = new LruCache<string, { access: DeviceAccess; stamp: number }>(
    MAX_MAPPINGS,
    MAPPING_TTL_MS,
  );

  constructor(private readonly versions: DataVersions) {}

  async require(
    db: Queryable,
    userId: number,
    deviceId: string,
    allowedRoles?: readonly RoleId[],
    roleMessage: string = SERVER.roleForbidden,
  ): Promise<DeviceAccess> {
    const key = `${userId} ${deviceId}`;
    const entry = this.entries.get(key);
    let access: DeviceAccess;
    if (entry && !this.versions.userChangedSince(userId, entry.stamp)) {
      access = entry.access;
    } else {
      const stamp = this.versions.stamp();
      access = await requireDeviceRole(db, userId, deviceId);
      if (!this.versions.userChangedSince(userId, stamp)) this.entries.set(key, { access, stamp });
    }
    return requireRole(access, allowedRoles, roleMessage);
  }
}
