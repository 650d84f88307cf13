import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import { routes } from '@drisk/contract';
import type { AppContext } from '../appContext';
import { usageSamples } from '../db/schema';
import { sessionRoute } from '../http/registerRoute';
import { endpointLists, readEndpointListRows } from './dashboard/endpointLists';

/**
 * POST user/getConnectedDevices: the endpoints online on the gateway now (Home's Connected Devices list),
 * each with the hours since it connected and the bytes it moved since then, for the Connected Devices screen
 * (the spec shows fixed sample values there; ARCHITECTURE.md's departures).
 */
export const getConnectedDevices = (ctx: AppContext) =>
  sessionRoute(routes.getConnectedDevices, async ({ body }) => {
    const now = new Date();
    const rows = await readEndpointListRows(ctx.db, body.device_id);
    const { connected } = endpointLists(rows, now);
    const since = new Map(rows.map((row) => [row.mac, row.since]));
    const macs = connected.map((entry) => entry.mac_address);
    const earliest = Math.min(...macs.map((mac) => since.get(mac)?.getTime() ?? now.getTime()));
    const usage =
      macs.length === 0
        ? []
        : await ctx.db
            .select({
              mac: usageSamples.endpointMac,
              bucket: usageSamples.bucketStart,
              bytes: sql<number>`(${usageSamples.downloadBytes} + ${usageSamples.uploadBytes})::float8`,
            })
            .from(usageSamples)
            .where(
              and(
                eq(usageSamples.deviceId, body.device_id),
                inArray(usageSamples.endpointMac, macs),
                gte(usageSamples.bucketStart, new Date(earliest)),
              ),
            );
    const used = new Map<string, number>();
    for (const sample of usage) {
      // Only the buckets of its current connection count.
      const from = since.get(sample.mac);
      if (from && sample.bucket.getTime() < from.getTime()) continue;
      used.set(sample.mac, (used.get(sample.mac) ?? 0) + Number(sample.bytes));
    }
    return {
      result: connected.map((entry) => ({ ...entry, data_used: used.get(entry.mac_address) ?? 0 })),
    };
  });
