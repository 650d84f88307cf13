import { routes } from '@drisk/contract';
import type { AppContext } from '../../appContext';
import { requireDeviceRole } from '../../auth/deviceAccess';
import { sessionRoute } from '../../http/registerRoute';
import { clearEndedBlocks } from '../deviceData/endpointBlocks';
import { wireDateOf } from '../deviceData/utcDays';
import { dataAmountText, megabytes } from './dataAmounts';
import { endpointLists } from './endpointLists';
import { bandwidthFigures } from './usageQueries';
import { resolveUsagePeriod } from './usagePeriod';

/**
 * POST user/getDashboardData: the bandwidth card (the data plan's used and left data over its current
 * term, its expiry, and Cellular and LAN use over the chosen period), the connected endpoints and the
 * blocked ones. Used and left count Cellular traffic only: LAN does not spend the mobile plan.
 */
export const getDashboardData = (ctx: AppContext) =>
  sessionRoute(routes.getDashboardData, async ({ body, session }) => {
    const period = resolveUsagePeriod(body);
    await requireDeviceRole(ctx.db, session.userId, body.device_id);
    const now = new Date();
    const [figures, lists] = await Promise.all([
      bandwidthFigures(ctx.db, body.device_id, period),
      endpointLists(ctx.db, body.device_id, now),
    ]);
    // Over timed blocks count as lifted already; forgetting them is tidiness, done only when there are some.
    if (lists.endedBlocks) await clearEndedBlocks(ctx.db, body.device_id, now);

    const capBytes = figures?.capBytes ?? 0;
    const usedBytes = figures && figures.capBytes !== null ? figures.planUsedBytes : 0;
    const leftBytes = Math.max(0, capBytes - usedBytes);
    return {
      result: {
        bandwidthdata: {
          used_data: dataAmountText(usedBytes),
          left_data: dataAmountText(leftBytes),
          expiry_date: figures?.expiresAt ? wireDateOf(figures.expiresAt) : '',
          used_data_graph: megabytes(usedBytes),
          left_data_graph: megabytes(leftBytes),
          total_data_graph: megabytes(capBytes),
          cellular_data_usage: dataAmountText(figures?.cellularBytes ?? 0),
          lan_data_usage: dataAmountText(figures?.lanBytes ?? 0),
        },
        iotdevice: lists.connected,
        blocked_devices: lists.blocked,
      },
    };
  });
