import { and, count, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { SCAN_STATUS, SERVER, routes, type CompanyScan } from '@drisk/contract';
import type { AppContext } from '../../appContext';
import { companiesOf } from '../../admin/companyScope';
import { matchesSearch, offsetOf, pageOrder, totalHeader } from '../../admin/listPage';
import { companyDevices, scanReports, scans } from '../../db/schema';
import { sessionRoute } from '../../http/registerRoute';
import { issueReportLink } from '../../scans/reportLink';

/** Runs that produced a report (queued or scheduled ones have none yet). */
const reportCount = sql<number>`(
  select count(*)::int from ${scanReports}
  where ${scanReports.scanId} = ${scans.id}
    and ${notInArray(scanReports.status, [SCAN_STATUS.queued, SCAN_STATUS.scheduled])}
)`;

/** GET admin/scans: every scan of the caller's companies' gateways (or the named company's), paged. */
export const companyScans = (ctx: AppContext) =>
  sessionRoute(routes.companyScans, async ({ query, grant }) => {
    const ids = companiesOf(grant, query.customer_id);
    if (ids.length === 0) return { result: [], headers: totalHeader(0) };
    const where = and(
      inArray(companyDevices.companyId, ids),
      matchesSearch(query.q, [
        scans.scanName,
        companyDevices.deviceName,
        scans.deviceId,
        scans.status,
        scans.severity,
      ]),
    );
    const sortColumn = {
      created_date: scans.createdAt,
      scan_name: scans.scanName,
      device_name: companyDevices.deviceName,
      status: scans.status,
      severity: scans.severity,
    }[query.sort];
    const [rows, [{ total }]] = await Promise.all([
      ctx.db
        .select({
          unique_id: scans.uniqueId,
          scan_name: scans.scanName,
          scan_config: scans.scanConfig,
          device_id: scans.deviceId,
          device_name: companyDevices.deviceName,
          customer_id: companyDevices.companyId,
          status: scans.status,
          severity: scans.severity,
          reports: reportCount,
          createdAt: scans.createdAt,
          nextRunAt: scans.nextRunAt,
        })
        .from(scans)
        .innerJoin(companyDevices, eq(companyDevices.deviceId, scans.deviceId))
        .where(where)
        .orderBy(...pageOrder(query.order, sortColumn, scans.id))
        .limit(query.per_page)
        .offset(offsetOf(query)),
      ctx.db
        .select({ total: count() })
        .from(scans)
        .innerJoin(companyDevices, eq(companyDevices.deviceId, scans.deviceId))
        .where(where),
    ]);
    const result: CompanyScan[] = rows.map(({ createdAt, nextRunAt, ...row }) => ({
      ...row,
      scan_config: row.scan_config as CompanyScan['scan_config'],
      reports: Number(row.reports),
      created_date: createdAt.toISOString(),
      upcoming_scan: nextRunAt ? nextRunAt.getTime() : null,
    }));
    return { result, headers: totalHeader(total) };
  });

/** POST admin/scan-report: a link to the latest report of a company gateway's scan (the scope checked it). */
export const companyScanReport = (ctx: AppContext) =>
  sessionRoute(routes.companyScanReport, async ({ body, session }) => {
    const link = await issueReportLink(ctx, session, eq(scans.uniqueId, body.unique_id), body.format);
    return {
      message: SERVER.scanReportReady,
      result: { url: link.url },
      headers: { 'set-cookie': link.cookie },
    };
  });
