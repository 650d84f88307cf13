import { asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { endpoints } from '../../db/schema';
import { isBlockedAt } from '../deviceData/endpointBlocks';

const HOUR_MS = 3_600_000;

/**
 * Home's two lists from one read of the device's endpoints: Connected Devices (online, not blocked, with
 * hours connected to 2 decimals) and Blocked Devices (blocked now, for a while or for good, new devices
 * awaiting approval too), both by name. `endedBlocks` tells whether timed blocks that are over are still
 * stored, so the caller can forget them.
 */
export async function endpointLists(db: Queryable, deviceId: string, now: Date) {
  const rows = await db
    .select({
      name: endpoints.name,
      mac: endpoints.macAddress,
      ip: endpoints.ipAddress,
      online: endpoints.isOnline,
      since: endpoints.connectedSince,
      blockedUntil: endpoints.blockedUntil,
      blockedPermanent: endpoints.blockedPermanent,
    })
    .from(endpoints)
    .where(eq(endpoints.deviceId, deviceId))
    .orderBy(asc(endpoints.name), asc(endpoints.macAddress));
  const blocked = rows.filter((row) => isBlockedAt(row, now));
  const connected = rows.filter((row) => row.online && !isBlockedAt(row, now));
  return {
    connected: connected.map((row) => ({
      name: row.name,
      mac_address: row.mac,
      ip_address: row.ip,
      connected_time: row.since
        ? Math.max(0, Math.round(((now.getTime() - row.since.getTime()) / HOUR_MS) * 100) / 100)
        : 0,
    })),
    blocked: blocked.map((row) => ({ name: row.name, mac_address: row.mac, ip_address: row.ip })),
    endedBlocks: rows.some((row) => row.blockedUntil !== null && row.blockedUntil <= now),
  };
}
