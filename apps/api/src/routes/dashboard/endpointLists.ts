import { asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { endpoints } from '../../db/schema';
import { isBlockedAt } from '../deviceData/endpointBlocks';

const HOUR_MS = 3_600_000;

/** What Home's two lists need of each endpoint of a device, by name. */
export interface EndpointListRow {
  name: string;
  mac: string;
  ip: string;
  online: boolean;
  since: Date | null;
  blockedUntil: Date | null;
  blockedPermanent: boolean;
}

/** One read of the device's endpoints, for endpointLists. */
export async function readEndpointListRows(db: Queryable, deviceId: string): Promise<EndpointListRow[]> {
  return db
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
}

/**
 * Home's two lists at `now`: Connected Devices (online, not blocked, with hours connected to 2 decimals)
 * and Blocked Devices (blocked now, for a while or for good, new devices awaiting approval too), both by
 * name. Computed at every call (not cached), so a timed block ends on time and hours keep counting; a
 * block that has ended counts as none even while its row still holds the end.
 */
export function endpointLists(rows: readonly EndpointListRow[], now: Date) {
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
    blocked: blocked.map((row) => ({
      name: row.name,
      mac_address: row.mac,
      ip_address: row.ip,
      // Home counts down to it; a block for good (or awaiting approval) has no end.
      blocked_until: row.blockedPermanent || row.blockedUntil === null ? null : row.blockedUntil.getTime(),
    })),
  };
}
