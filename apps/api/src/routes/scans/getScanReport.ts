import { and, eq } from 'drizzle-orm';
import { SERVER, routes } from '@drisk/contract';
import type { AppContext } from '../../appContext';
import { scanReports, scans } from '../../db/schema';
import { sessionRoute } from '../../http/registerRoute';
import { issueReportLink } from '../../scans/reportLink';

/**
 * POST user/getScanReport: a link to the report of one run (task_id, from the update screen) or of the
 * latest finished run of a scan (unique_id, from the list), on the granted device only.
 */
export const getScanReport = (ctx: AppContext) =>
  sessionRoute(routes.getScanReport, async ({ body, grant, session }) => {
    const which = and(
      eq(scans.deviceId, grant.device!.deviceId),
      body.task_id !== undefined ? eq(scanReports.taskId, body.task_id) : eq(scans.uniqueId, body.unique_id!),
    )!;
    const link = await issueReportLink(ctx, session, which, body.format);
    return {
      message: SERVER.scanReportReady,
      result: { url: link.url },
      headers: { 'set-cookie': link.cookie },
    };
  });
