import { and, eq, inArray } from 'drizzle-orm';
import type { RoleId } from '@drisk/contract';
import type { Database } from '../db/client';
import { userDevices } from '../db/schema';
import type { AclLookup } from './mqttAcl';

/** Device ids per query, well under PostgreSQL's 65,535 bind parameters whatever a SUBSCRIBE carries. */
const IDS_PER_QUERY = 10_000;

/** The checks of one user asked in the current tick, answered together once it ends. */
interface Batch {
  deviceIds: Set<string>;
  roles: Promise<Map<string, RoleId>>;
}

/**
 * The ACL's view of user_devices, read at the time of each check (a removed mapping stops new subscriptions).
 * The checks asked in one tick (a SUBSCRIBE of a thousand device topics: Aedes checks them all at once) are
 * answered by one query per user, not one each.
 */
export function createUserDeviceLookup(db: Database): AclLookup {
  const batches = new Map<number, Batch>();

  const read = async (userId: number, deviceIds: Set<string>) => {
    const ids = [...deviceIds];
    const roles = new Map<string, RoleId>();
    for (let start = 0; start < ids.length; start += IDS_PER_QUERY) {
      const rows = await db
        .select({ deviceId: userDevices.deviceId, roleId: userDevices.roleId })
        .from(userDevices)
        .where(
          and(
            eq(userDevices.userId, userId),
            inArray(userDevices.deviceId, ids.slice(start, start + IDS_PER_QUERY)),
          ),
        );
      for (const row of rows) roles.set(row.deviceId, row.roleId as RoleId);
    }
    return roles;
  };

  return {
    async roleOn(userId, deviceId) {
      let batch = batches.get(userId);
      if (!batch) {
        const deviceIds = new Set<string>();
        // Read after this tick, so the checks still to come in it join the query.
        const roles = Promise.resolve().then(() => {
          batches.delete(userId);
          return read(userId, deviceIds);
        });
        batch = { deviceIds, roles };
        batches.set(userId, batch);
      }
      batch.deviceIds.add(deviceId);
      return (await batch.roles).get(deviceId) ?? null;
    },
  };
}
