import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { userDevices } from '../db/schema';
import type { AclLookup } from './mqttAcl';

/** The ACL's view of user_devices, read at the time of each check (a removed mapping stops new subscriptions). */
export function createUserDeviceLookup(db: Database): AclLookup {
  return {
    async isMapped(userId, deviceId) {
      const [row] = await db
        .select({ id: userDevices.id })
        .from(userDevices)
        .where(and(eq(userDevices.userId, userId), eq(userDevices.deviceId, deviceId)))
        .limit(1);
      return Boolean(row);
    },
  };
}
