import { routes } from '@drisk/contract';
import type { AppContext } from '../../appContext';
import { sessionRoute } from '../../http/registerRoute';
import { scanDetails, scanOnDevice } from './scanRecords';

/** GET user/getScanDetails/{id}: one scan (by unique_id) with its targets, schedule and runs. */
export const getScanDetails = (ctx: AppContext) =>
  sessionRoute(routes.getScanDetails, async ({ params, grant }) => {
    const scan = await scanOnDevice(ctx.db, grant.device!.deviceId, params.id);
    return { result: await scanDetails(ctx.db, scan) };
  });
