import { and, desc, eq, gte, sql } from 'drizzle-orm';
import { DEVICE_TRACK_HOURS, DEVICE_TRACK_MAX_POINTS, routes } from '@drisk/contract';
import type { AppContext } from '../appContext';
import { devicePositions, usageHourly } from '../db/schema';
import { sessionRoute } from '../http/registerRoute';

/**
 * GET user/deviceTrack?device_id (ours): the gateway's positions over the last DEVICE_TRACK_HOURS (at most
 * DEVICE_TRACK_MAX_POINTS, the newest) and its data use per hour over the same time, for Device Details.
 */
export const deviceTrack = (ctx: AppContext) =>
  sessionRoute(routes.deviceTrack, async ({ query }) => {
    const since = new Date(Date.now() - DEVICE_TRACK_HOURS * 3_600_000);
    const [newestFirst, usage] = await Promise.all([
      ctx.db
        .select({
          latitude: devicePositions.latitude,
          longitude: devicePositions.longitude,
          location: devicePositions.locationText,
          at: devicePositions.recordedAt,
        })
        .from(devicePositions)
        .where(and(eq(devicePositions.deviceId, query.device_id), gte(devicePositions.recordedAt, since)))
        .orderBy(desc(devicePositions.recordedAt), desc(devicePositions.id))
        .limit(DEVICE_TRACK_MAX_POINTS),
      ctx.db
        .select({
          hourStart: usageHourly.hourStart,
          bytes: sql<number>`sum(${usageHourly.downloadBytes} + ${usageHourly.uploadBytes})::float8`,
        })
        .from(usageHourly)
        .where(and(eq(usageHourly.deviceId, query.device_id), gte(usageHourly.hourStart, since)))
        .groupBy(usageHourly.hourStart)
        .orderBy(usageHourly.hourStart),
    ]);
    return {
      result: {
        points: newestFirst.reverse().map((point) => ({ ...point, at: point.at.toISOString() })),
        hourly_usage: usage.map((hour) => ({
          hour_start: hour.hourStart.toISOString(),
          bytes: Math.round(Number(hour.bytes)),
        })),
      },
    };
  });
