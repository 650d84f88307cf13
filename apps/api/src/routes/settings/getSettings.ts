import { routes } from '@drisk/contract';
import type { AppContext } from '../../appContext';
import { sessionRoute } from '../../http/registerRoute';
import { loadDeviceSettings } from './loadDeviceSettings';

/** POST settings/getSettings: result[0] holds the device's settings (every role may read them). */
export const getSettings = (ctx: AppContext) =>
  sessionRoute(routes.getSettings, async ({ body }) => {
    return { result: [await loadDeviceSettings(ctx.db, body.device_id)] };
  });
