import { eq } from 'drizzle-orm';
import { routes } from '@drisk/contract';
import type { AppContext } from '../../appContext';
import { parentalSettings } from '../../db/schema';
import { sessionRoute } from '../../http/registerRoute';
import { toParentalSettings } from './parentalPresenter';
import { selectedEndpoints } from './selectedEndpoints';

/** POST settings/getParentalSettings: result[0] holds the device's access controls (defaults when none saved). */
export const getParentalSettings = (ctx: AppContext) =>
  sessionRoute(routes.getParentalSettings, async ({ body }) => {
    const [[row], selected] = await Promise.all([
      ctx.db.select().from(parentalSettings).where(eq(parentalSettings.deviceId, body.device_id)),
      selectedEndpoints(ctx.db, body.device_id),
    ]);
    return { result: [toParentalSettings(body.device_id, row, selected)] };
  });
