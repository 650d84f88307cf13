import { and, asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { endpoints } from '../../db/schema';

/** The endpoints the access controls apply to (chosen in the Paired IOT Devices dialog). */
export async function selectedEndpoints(db: Queryable, deviceId: string) {
  return db
    .select({ name: endpoints.name, ip_address: endpoints.ipAddress })
    .from(endpoints)
    .where(and(eq(endpoints.deviceId, deviceId), eq(endpoints.parentalSelected, true)))
    .orderBy(asc(endpoints.name), asc(endpoints.macAddress));
}
