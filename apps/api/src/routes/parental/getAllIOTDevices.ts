import { asc, eq } from 'drizzle-orm';
import { routes } from '@drisk/contract';
import type { AppContext } from '../../appContext';
import { endpoints } from '../../db/schema';
import { sessionRoute } from '../../http/registerRoute';

/**
 * POST settings/getAllIOTDevices: every endpoint the device knows, by name, with isSelected 'true' for
 * the ones its access controls apply to (the Paired IOT Devices checklist).
 */
export const getAllIOTDevices = (ctx: AppContext) =>
  sessionRoute(routes.getAllIOTDevices, async ({ body }) => {
    const rows = await ctx.db
      .select({
        name: endpoints.name,
        ip: endpoints.ipAddress,
        mac: endpoints.macAddress,
        selected: endpoints.parentalSelected,
      })
      .from(endpoints)
      .where(eq(endpoints.deviceId, body.device_id))
      .orderBy(asc(endpoints.name), asc(endpoints.macAddress));
    return {
      result: {
        devices: rows.map((row) => ({
          name: row.name,
          ip_address: row.ip,
          mac_address: row.mac,
          isSelected: row.selected ? ('true' as const) : ('false' as const),
        })),
      },
    };
  });
