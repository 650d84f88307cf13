import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { routes, type DeviceLocation } from '@drisk/contract';
import type { AppContext } from '../appContext';
import { devices, endpoints, userDevices } from '../db/schema';
import { sessionRoute } from '../http/registerRoute';

/**
 * GET user/getDeviceGPS: the caller's devices at the last position their gateways reported (telemetry),
 * one entry per place with the devices there, in the order the user was given them. Devices that never
 * reported a position are left out.
 */
export const getDeviceGPS = (ctx: AppContext) =>
  sessionRoute(routes.getDeviceGPS, async ({ session }) => {
    // Counted once over the caller's devices and joined, not by a subquery per device (1,000 gateways).
    const online = ctx.db.$with('online').as(
      ctx.db
        .select({ deviceId: endpoints.deviceId, count: sql<number>`count(*)::int`.as('count') })
        .from(endpoints)
        .innerJoin(userDevices, eq(userDevices.deviceId, endpoints.deviceId))
        .where(and(eq(userDevices.userId, session.userId), endpoints.isOnline))
        .groupBy(endpoints.deviceId),
    );
    const rows = await ctx.db
      .with(online)
      .select({
        deviceId: devices.deviceId,
        name: devices.name,
        status: devices.status,
        latitude: devices.latitude,
        longitude: devices.longitude,
        locationText: devices.locationText,
        batteryLevel: devices.batteryLevel,
        lastSeenAt: devices.lastSeenAt,
        endpointCount: online.count,
      })
      .from(userDevices)
      .innerJoin(devices, eq(devices.deviceId, userDevices.deviceId))
      .leftJoin(online, eq(online.deviceId, devices.deviceId))
      .where(
        and(
          eq(userDevices.userId, session.userId),
          isNotNull(devices.latitude),
          isNotNull(devices.longitude),
        ),
      )
      .orderBy(asc(userDevices.id));

    const places = new Map<string, DeviceLocation>();
    for (const row of rows) {
      const key = `${row.latitude},${row.longitude}`;
      let place = places.get(key);
      if (!place) {
        place = {
          latitude: row.latitude!,
          longitude: row.longitude!,
          location: row.locationText ?? '',
          devices: [],
        };
        places.set(key, place);
      }
      place.devices.push({
        device_id: row.deviceId,
        device_name: row.name,
        endpoint_count: row.endpointCount ?? 0,
        status: row.status,
        battery: row.batteryLevel,
        last_seen_at: row.lastSeenAt ? row.lastSeenAt.toISOString() : null,
      });
    }
    return { result: [...places.values()] };
  });
