import { and, eq } from 'drizzle-orm';
import { BLOCK_DURATION_MINUTES, SERVER, routes } from '@drisk/contract';
import type { AppContext } from '../../appContext';
import { endpoints } from '../../db/schema';
import { sessionRoute } from '../../http/registerRoute';
import { findEndpoint } from '../deviceData/findEndpoint';
import { tellDeviceUsers } from '../../realtime/tellDeviceUsers';

/**
 * POST user/denyDevice: blocks an endpoint for one of BLOCK_DURATIONS (Permanent: until unblocked). The
 * gateway is told first; the block is stored only once it acknowledges, so Home never shows a block the
 * gateway does not enforce. A timed block's end is decided here and sent with the command, so the gateway
 * lifts it at the moment Home counts down to.
 */
export const denyDevice = (ctx: AppContext) =>
  sessionRoute(routes.denyDevice, async ({ body }) => {
    const endpoint = await findEndpoint(ctx.db, body.device_id, body.mac_address);
    const minutes = BLOCK_DURATION_MINUTES[body.interval];
    const until = minutes === null ? null : Date.now() + minutes * 60_000;
    await ctx.gateways.sendCommand(body.device_id, {
      type: 'block_endpoint',
      payload: { mac_address: endpoint.macAddress, interval: body.interval, until },
    });
    await ctx.db
      .update(endpoints)
      .set(
        until === null
          ? { blockedPermanent: true, blockedUntil: null }
          : { blockedPermanent: false, blockedUntil: new Date(until) },
      )
      .where(and(eq(endpoints.deviceId, body.device_id), eq(endpoints.macAddress, endpoint.macAddress)));
    ctx.versions.devicesChanged([body.device_id]);
    void tellDeviceUsers(ctx, body.device_id);
    return { message: SERVER.endpointBlocked, result: null };
  });
