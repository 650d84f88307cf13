import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../appContext';
import type { Queryable } from '../../db/client';
import { endpoints } from '../../db/schema';

/**
 * Lifts an endpoint's block on the gateway and then in the database (only after the gateway's ack: a
 * timeout rejects with 504 and nothing changes). Used by user/unblockIOT and by accepting a new device.
 */
export async function unblockEndpoint(
  ctx: Pick<AppContext, 'gateways' | 'versions'>,
  db: Queryable,
  deviceId: string,
  mac: string,
): Promise<void> {
  await ctx.gateways.sendCommand(deviceId, { type: 'unblock_endpoint', payload: { mac_address: mac } });
  await db
    .update(endpoints)
    .set({ blockedPermanent: false, blockedUntil: null })
    .where(and(eq(endpoints.deviceId, deviceId), eq(endpoints.macAddress, mac)));
  ctx.versions.devicesChanged([deviceId]);
}
