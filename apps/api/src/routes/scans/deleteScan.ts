import { and, eq } from 'drizzle-orm';
import { SERVER, routes } from '@drisk/contract';
import type { AppContext } from '../../appContext';
import { scanReports, scans } from '../../db/schema';
import { HttpError } from '../../http/HttpError';
import { sessionRoute } from '../../http/registerRoute';
import { removeReportExports } from '../exports/exportStore';
import { scanOnDevice } from './scanRecords';
import { tellDeviceUsers } from '../../realtime/tellDeviceUsers';

/** DELETE user/deleteVulnerabilityScan/{id}: the scan (by unique_id), its targets, all its reports and their files. */
export const deleteVulnerabilityScan = (ctx: AppContext) =>
  sessionRoute(routes.deleteVulnerabilityScan, async ({ params, grant }) => {
    const scan = await scanOnDevice(ctx.db, grant.device!.deviceId, params.id);
    const reports = await ctx.db
      .select({ id: scanReports.id })
      .from(scanReports)
      .where(eq(scanReports.scanId, scan.id));
    await removeReportExports(
      ctx.db,
      ctx.config.dataDir,
      reports.map((r) => r.id),
    );
    await ctx.db.delete(scans).where(eq(scans.id, scan.id));
    void tellDeviceUsers(ctx, grant.device!.deviceId);
    return { message: SERVER.scanDeleted, result: {} };
  });

/** DELETE user/deleteVulnerabilityReport/{id}: one run's report (by task_id) and its files; the scan stays. */
export const deleteVulnerabilityReport = (ctx: AppContext) =>
  sessionRoute(routes.deleteVulnerabilityReport, async ({ params, grant }) => {
    const [report] = await ctx.db
      .select({ id: scanReports.id })
      .from(scanReports)
      .innerJoin(scans, eq(scans.id, scanReports.scanId))
      .where(and(eq(scanReports.taskId, params.id), eq(scans.deviceId, grant.device!.deviceId)))
      .limit(1);
    if (!report) throw new HttpError(403, SERVER.deviceForbidden);
    await removeReportExports(ctx.db, ctx.config.dataDir, [report.id]);
    await ctx.db.delete(scanReports).where(eq(scanReports.id, report.id));
    void tellDeviceUsers(ctx, grant.device!.deviceId);
    return { message: SERVER.scanReportDeleted, result: {} };
  });
