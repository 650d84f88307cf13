import { and, desc, eq, notInArray, type SQL } from 'drizzle-orm';
import { SCAN_STATUS, SERVER, scanFinding, telemetryScanRun } from '@drisk/contract';
import type { AppContext } from '../appContext';
import type { Session } from '../auth/sessions';
import { devices, scanReports, scans } from '../db/schema';
import { HttpError } from '../http/HttpError';
import { removeExpiredExports, saveExport } from '../routes/exports/exportStore';
import { renderReportHtml, type ReportContent } from './reportHtml';
import { renderReportPdf } from './reportPdf';

/** The stored summary, when it still reads as one (it came from a gateway, validated on arrival). */
const parseSummary = (value: unknown) => {
  const parsed = telemetryScanRun.shape.summary.safeParse(value);
  return parsed.success ? (parsed.data ?? null) : null;
};

const fileSafe = (value: string) => value.replace(/[^A-Za-z0-9.-]/g, '_').slice(0, 64);
/** A run still under way has no report yet. */
const UNFINISHED = [SCAN_STATUS.queued, SCAN_STATUS.scheduled];

/**
 * A link to the newest finished run among the reports `which` selects (a scan's, or one run), as the HTML
 * page or the PDF. The link serves the file only to the session that asked, for 15 minutes, like the CSV
 * export link; the cookie lets the new window open it. No finished run is a 400 naming why.
 */
export async function issueReportLink(
  ctx: AppContext,
  session: Session,
  which: SQL,
  format: 'html' | 'pdf',
): Promise<{ url: string; cookie: string }> {
  const [found] = await ctx.db
    .select({ report: scanReports, scan: scans, deviceName: devices.name })
    .from(scanReports)
    .innerJoin(scans, eq(scans.id, scanReports.scanId))
    .innerJoin(devices, eq(devices.deviceId, scans.deviceId))
    .where(and(which, notInArray(scanReports.status, UNFINISHED)))
    .orderBy(desc(scanReports.createdAt), desc(scanReports.id))
    .limit(1);
  if (!found || found.report.status.startsWith(SCAN_STATUS.running))
    throw new HttpError(400, SERVER.scanReportNotReady);

  const content: ReportContent = {
    scanName: found.scan.scanName,
    scanConfig: found.scan.scanConfig,
    deviceName: found.deviceName,
    createdAt: found.report.createdAt,
    status: found.report.status,
    severity: found.report.severity,
    message: found.report.message,
    summary: parseSummary(found.report.summary),
    // Stored by the api from the gateway's validated results; anything else is left out, never shown raw.
    findings: found.report.findings.flatMap((f) => {
      const parsed = scanFinding.safeParse(f);
      return parsed.success ? [parsed.data] : [];
    }),
  };
  const file = format === 'pdf' ? await renderReportPdf(content) : renderReportHtml(content);
  await removeExpiredExports(ctx.db, ctx.config.dataDir);
  const day = found.report.createdAt.toISOString().slice(0, 10);
  const saved = await saveExport(
    ctx.db,
    ctx.config,
    { userId: session.userId, sessionId: session.sessionId },
    {
      content: file,
      type: format,
      downloadName: `scan_${fileSafe(found.scan.scanName)}_${day}.${format}`,
      scanReportId: found.report.id,
    },
  );
  return { url: saved.url, cookie: saved.cookie };
}
