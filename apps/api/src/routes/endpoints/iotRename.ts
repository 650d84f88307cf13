import { and, eq } from 'drizzle-orm';
import { SERVER, routes } from '@drisk/contract';
import type { AppContext } from '../../appContext';
import { endpoints } from '../../db/schema';
import { sessionRoute } from '../../http/registerRoute';
import { findEndpoint } from '../deviceData/findEndpoint';
import { tellDeviceUsers } from '../../realtime/tellDeviceUsers';

/**
 * POST user/iotRename: renames an endpoint (the name the dashboard shows; the gateway is not involved).
 * Guests may look but not rename. Replies [{ name }] as stored (trimmed).
 */
export const iotRename = (ctx: AppContext) =>
  sessionRoute(routes.iotRename, async ({ body }) => {
    const endpoint = await findEndpoint(ctx.db, body.device_id, body.mac_address);
    const [renamed] = await ctx.db
      .update(endpoints)
      .set({ name: body.name })
      .where(and(eq(endpoints.deviceId, body.device_id), eq(endpoints.macAddress, endpoint.macAddress)))
      .returning({ name: endpoints.name });
    ctx.versions.devicesChanged([body.device_id]);
    void tellDeviceUsers(ctx, body.device_id);
    return { message: SERVER.endpointRenamed, result: [{ name: renamed.name }] };
  });
