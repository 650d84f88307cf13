import { SERVER, routes } from '@drisk/contract';
import type { AppContext } from '../../appContext';
import { sessionRoute } from '../../http/registerRoute';
import { findEndpoint } from '../deviceData/findEndpoint';
import { unblockEndpoint } from './unblockEndpoint';
import { tellDeviceUsers } from '../../realtime/tellDeviceUsers';

/** POST user/unblockIOT: lifts an endpoint's block (timed or permanent) once the gateway acknowledges. */
export const unblockIOT = (ctx: AppContext) =>
  sessionRoute(routes.unblockIOT, async ({ body }) => {
    const endpoint = await findEndpoint(ctx.db, body.device_id, body.mac_address);
    await unblockEndpoint(ctx, ctx.db, body.device_id, endpoint.macAddress);
    void tellDeviceUsers(ctx, body.device_id);
    return { message: SERVER.endpointUnblocked, result: null };
  });
