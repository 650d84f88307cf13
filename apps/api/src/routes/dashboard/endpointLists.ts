import { and, asc, eq, not } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { endpoints } from '../../db/schema';
import { isBlockedAt } from '../deviceData/endpointBlocks';

const HOUR_MS = 3_600_000;

/** Home's Connected Devices: online endpoints that are not blocked, with hours connected (2 decimals). */
export async function connectedEndpoints(db: Queryable, deviceId: string, now: Date) {
  const rows = await db
    .select({
      name: endpoints.name,
      mac: endpoints.macAddress,
      ip: endpoints.ipAddress,
      since: endpoints.connectedSince,
    })
    .from(endpoints)
    .where(and(eq(endpoints.deviceId, deviceId), eq(endpoints.isOnline, true), not(isBlockedAt(now))))
    .orderBy(asc(endpoints.name), asc(endpoints.macAddress));
  return rows.map((row) => ({
    name: row.name,
    mac_address: row.mac,
    ip_address: row.ip,
    connected_time: row.since
      ? Math.max(0, Math.round(((now.getTime() - row.since.getTime()) / HOUR_MS) * 100) / 100)
      : 0,
  }));
}

/** Home's Blocked Devices: endpoints blocked now, for a while or for good (new devices awaiting approval too). */
export async function blockedEndpoints(db: Queryable, deviceId: string, now: Date) {
  const rows = await db
    .select({ name: endpoints.name, mac: endpoints.macAddress, ip: endpoints.ipAddress })
    .from(endpoints)
    .where(and(eq(endpoints.deviceId, deviceId), isBlockedAt(now)))
    .orderBy(asc(endpoints.name), asc(endpoints.macAddress));
  return rows.map((row) => ({ name: row.name, mac_address: row.mac, ip_address: row.ip }));
}
