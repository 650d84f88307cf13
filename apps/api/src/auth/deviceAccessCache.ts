import type { DataVersions } from '../cache/dataVersions';
import { LruCache } from '../cache/lruCache';
import type { Queryable } from '../db/client';
import { findDeviceMapping, type DeviceAccess } from './deviceAccess';

/** (user, device) mappings remembered at most. */
const MAX_MAPPINGS = 20_000;
/** Safety net only: mapping changes are reported through DataVersions. */
const MAPPING_TTL_MS = 60_000;

/**
 * findDeviceMapping for every scoped request (enforceAccess): a mapping checked a moment ago is answered
 * from memory until the user's mappings change (role, connection, access given or taken:
 * DataVersions.userChanged). Only existing mappings are kept; a refusal is always read again.
 */
export class DeviceAccessCache {
  private readonly entries = new LruCache<string, { access: DeviceAccess; stamp: number }>(
    MAX_MAPPINGS,
    MAPPING_TTL_MS,
  );

  constructor(private readonly versions: DataVersions) {}

  async require(db: Queryable, userId: number, deviceId: string): Promise<DeviceAccess> {
    const key = `${userId} ${deviceId}`;
    const entry = this.entries.get(key);
    let access: DeviceAccess;
    if (entry && !this.versions.userChangedSince(userId, entry.stamp)) {
      access = entry.access;
    } else {
      const stamp = this.versions.stamp();
      access = await findDeviceMapping(db, userId, deviceId);
      if (!this.versions.userChangedSince(userId, stamp)) this.entries.set(key, { access, stamp });
    }
    return access;
  }
}
