import { eq } from 'drizzle-orm';
import { routes } from '@drisk/contract';
import type { AppContext } from '../../appContext';
import { requireDeviceRole } from '../../auth/deviceAccess';
import { devices } from '../../db/schema';
import { sessionRoute } from '../../http/registerRoute';
import { clearEndedBlocks } from '../deviceData/endpointBlocks';
import { wireDateOf } from '../deviceData/utcDays';
import { dataAmountText, megabytes } from './dataAmounts';
import { dataPlanTerm } from './dataPlanTerm';
import { blockedEndpoints, connectedEndpoints } from './endpointLists';
import { usageTotals } from './usageQueries';
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
    await clearEndedBlocks(ctx.db, body.device_id, now);

    const [device] = await ctx.db
      .select({ capBytes: devices.dataPlanBytes, expiresAt: devices.dataPlanExpiresAt })
      .from(devices)
      .where(eq(devices.deviceId, body.device_id));
    const plan = device?.capBytes != null && device.expiresAt ? dataPlanTerm(device.expiresAt) : null;

    const [totals, iotdevice, blocked] = await Promise.all([
      usageTotals(ctx.db, body.device_id, period, plan),
      connectedEndpoints(ctx.db, body.device_id, now),
      blockedEndpoints(ctx.db, body.device_id, now),
    ]);
    const capBytes = plan ? (device?.capBytes ?? 0) : 0;
    const usedBytes = plan ? totals.planUsedBytes : 0;
    const leftBytes = Math.max(0, capBytes - usedBytes);

    return {
      result: {
        bandwidthdata: {
          used_data: dataAmountText(usedBytes),
          left_data: dataAmountText(leftBytes),
          expiry_date: device?.expiresAt ? wireDateOf(device.expiresAt) : '',
          used_data_graph: megabytes(usedBytes),
          left_data_graph: megabytes(leftBytes),
          total_data_graph: megabytes(capBytes),
          cellular_data_usage: dataAmountText(totals.cellularBytes),
          lan_data_usage: dataAmountText(totals.lanBytes),
        },
        iotdevice,
        blocked_devices: blocked,
      },
    };
  });
