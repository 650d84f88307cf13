import { SERVER, routes } from '@drisk/contract';
import type { AppContext } from '../../appContext';
import { requireDeviceRole } from '../../auth/deviceAccess';
import { sessionRoute } from '../../http/registerRoute';
import { megabytesText } from './dataAmounts';
import { usageBuckets } from './usageQueries';
import { resolveUsagePeriod } from './usagePeriod';

/**
 * POST user/getDashboardGraph: download and upload per hour (day views) or per day (week and month
 * views). A period without any usage answers 200 'No information available' with no bars, which the
 * dashboard shows as 'No chart data available.' (spec 1 §8).
 */
export const getDashboardGraph = (ctx: AppContext) =>
  sessionRoute(routes.getDashboardGraph, async ({ body, session }) => {
    const period = resolveUsagePeriod(body);
    await requireDeviceRole(ctx.db, session.userId, body.device_id);
    const buckets = await usageBuckets(ctx.db, body.device_id, body.network, period);
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
