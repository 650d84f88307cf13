import { SERVER, routes } from '@drisk/contract';
import type { AppContext } from '../../appContext';
import { DeviceDataCache } from '../../cache/deviceDataCache';
import { sessionRoute } from '../../http/registerRoute';
import { megabytesText } from './dataAmounts';
import { DASHBOARD_CACHE_LIMITS, periodKey } from './dashboardCacheLimits';
import { usageBuckets, type UsageBucket } from './usageQueries';
import { resolveUsagePeriod } from './usagePeriod';

/**
 * POST user/getDashboardGraph: download and upload per hour (day views) or per day (week and month
 * views). A period without any usage answers 200 'No information available' with no bars, which the
 * dashboard shows as 'No chart data available.' (spec 1 §8). The buckets are cached per device, period
 * and network until the device's data changes (DataVersions).
 */
export const getDashboardGraph = (ctx: AppContext) => {
  const bucketsOf = new DeviceDataCache<UsageBucket[]>(ctx.versions, DASHBOARD_CACHE_LIMITS);
  return sessionRoute(routes.getDashboardGraph, async ({ body }) => {
    const period = resolveUsagePeriod(body);
    const buckets = await bucketsOf.get(body.device_id, `${periodKey(period)} ${body.network}`, () =>
      usageBuckets(ctx.db, body.device_id, body.network, period),
    );
    if (!buckets.some((bucket) => bucket.hoursWithData > 0)) {
      return { message: SERVER.noInformation, result: { data: [] } };
    }
    return {
      result: {
        data: buckets.map((bucket, index) => ({
          ...period.label(bucket.bucketStart, index),
          data_download: megabytesText(bucket.downloadBytes),
          data_upload: megabytesText(bucket.uploadBytes),
        })),
      },
    };
  });
};
