import { routes, wireDateOf } from '@drisk/contract';
import type { AppContext } from '../../appContext';
import { DeviceDataCache } from '../../cache/deviceDataCache';
import { sessionRoute } from '../../http/registerRoute';
import { dataAmountText, megabytes } from './dataAmounts';
import { DASHBOARD_CACHE_LIMITS, periodKey } from './dashboardCacheLimits';
import { endpointLists, readEndpointListRows, type EndpointListRow } from './endpointLists';
import { bandwidthFigures, type BandwidthFigures } from './usageQueries';
import { resolveUsagePeriod } from './usagePeriod';

/** What the card and the lists are computed from: the same for every request until the device's data changes. */
interface DashboardInputs {
  figures: BandwidthFigures | null;
  rows: EndpointListRow[];
}

/**
 * POST user/getDashboardData: the bandwidth card (the data plan's used and left data over its current
 * term, its expiry, and Cellular and LAN use over the chosen period), the connected endpoints and the
 * blocked ones. Used and left count Cellular traffic only: LAN does not spend the mobile plan.
 *
 * The database reads are cached per device and period until the device's data changes (DataVersions);
 * blocks and connection hours are worked out from them at every call. Nothing is written, so a read keeps
 * its cache entry and tells no other api node anything.
 */
export const getDashboardData = (ctx: AppContext) => {
  const inputs = new DeviceDataCache<DashboardInputs>(ctx.versions, DASHBOARD_CACHE_LIMITS);
  return sessionRoute(routes.getDashboardData, async ({ body }) => {
    const period = resolveUsagePeriod(body);
    const { figures, rows } = await inputs.get(body.device_id, periodKey(period), async () => {
      const [figures, rows] = await Promise.all([
        bandwidthFigures(ctx.db, body.device_id, period),
        readEndpointListRows(ctx.db, body.device_id),
      ]);
      return { figures, rows };
    });
    // A read writes nothing: ended blocks count as lifted here, and a scheduled job forgets them.
    const lists = endpointLists(rows, new Date());

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
};
