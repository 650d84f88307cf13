import { SERVER, routes } from '@drisk/contract';
import type { AppContext } from '../../appContext';
import { requireDeviceRole } from '../../auth/deviceAccess';
import { sessionRoute } from '../../http/registerRoute';
import { findEndpoint } from '../deviceData/findEndpoint';
import { MANAGER_ROLES } from './managerRoles';
import { unblockEndpoint } from './unblockEndpoint';

/** POST user/unblockIOT: lifts an endpoint's block (timed or permanent) once the gateway acknowledges. */
export const unblockIOT = (ctx: AppContext) =>
  sessionRoute(routes.unblockIOT, async ({ body, session }) => {
    await requireDeviceRole(ctx.db, session.userId, body.device_id, MANAGER_ROLES);
    const endpoint = await findEndpoint(ctx.db, body.device_id, body.mac_address);
    await unblockEndpoint(ctx, ctx.db, body.device_id, endpoint.macAddress);
    return { message: SERVER.endpointUnblocked, result: null };
  });
