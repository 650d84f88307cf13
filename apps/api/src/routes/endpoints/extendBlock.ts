import { and, eq } from 'drizzle-orm';
import { BLOCK_DURATION_MINUTES, SERVER, routes } from '@drisk/contract';
import type { AppContext } from '../../appContext';
import { endpoints } from '../../db/schema';
import { HttpError } from '../../http/HttpError';
import { sessionRoute } from '../../http/registerRoute';
import { isBlockedAt } from '../deviceData/endpointBlocks';
import { findEndpoint } from '../deviceData/findEndpoint';
import { tellDeviceUsers } from '../../realtime/tellDeviceUsers';

/**
 * POST user/extendBlock (ours): adds one of BLOCK_EXTENSIONS to the end of an endpoint's timed block,
 * without unblocking it first. Like user/denyDevice, the gateway is told the new end first and the api
 * stores it only once the gateway acknowledges. A block that has ended, or one for good, has no end to move.
 */
export const extendBlock = (ctx: AppContext) =>
  sessionRoute(routes.extendBlock, async ({ body }) => {
    const endpoint = await findEndpoint(ctx.db, body.device_id, body.mac_address);
    if (!isBlockedAt(endpoint, new Date())) throw new HttpError(400, SERVER.endpointNotBlocked);
    if (endpoint.blockedPermanent || endpoint.blockedUntil === null)
      throw new HttpError(400, SERVER.permanentBlockNoEnd);
    // BLOCK_EXTENSIONS are all timed durations.
    const until = endpoint.blockedUntil.getTime() + (BLOCK_DURATION_MINUTES[body.interval] ?? 0) * 60_000;
    await ctx.gateways.sendCommand(body.device_id, {
      type: 'extend_block',
      payload: { mac_address: endpoint.macAddress, until },
    });
    await ctx.db
      .update(endpoints)
      .set({ blockedUntil: new Date(until) })
      .where(and(eq(endpoints.deviceId, body.device_id), eq(endpoints.macAddress, endpoint.macAddress)));
    ctx.versions.devicesChanged([body.device_id]);
    void tellDeviceUsers(ctx, body.device_id);
    return { message: SERVER.blockExtended, result: { blocked_until: until } };
  });
