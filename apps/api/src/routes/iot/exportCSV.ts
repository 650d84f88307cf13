import { DAY_MS, SERVER, VALIDATION, routes, utcDayStart, utcTimeOf, wireDateOf } from '@drisk/contract';
import type { AppContext } from '../../appContext';
import { HttpError } from '../../http/HttpError';
import { sessionRoute } from '../../http/registerRoute';
import { fieldError } from '../deviceData/fieldError';
import { removeExpiredExports, saveExport } from '../exports/exportStore';
import { toCsv } from './csv';
import { findIssueLogs } from './issueLogQueries';

/** The longest range one export covers, and the most rows it holds. */
export const EXPORT_MAX_DAYS = 366;
export const EXPORT_MAX_ROWS = 100_000;

export const ISSUE_CSV_HEADER = ['date', 'time', 'website_access', 'description'] as const;

const fileSafe = (value: string) => value.replace(/[^A-Za-z0-9.-]/g, '_').slice(0, 64);

/**
 * POST user/exportCSV: one endpoint's blocked-access log from start_date to end_date (whole UTC days,
 * both included) as a CSV file (date MM/DD/YYYY, time HH:mm:ss UTC, website_access, description; oldest
 * first). Replies result.url, a link that serves the file to this user only for 15 minutes (GET
 * exports/{file}); the reply also sets the cookie that lets a new window open it. An empty ip_address
 * exports the whole device's log. Nothing to export: 400 'No data to export'.
 */
export const exportCSV = (ctx: AppContext) =>
  sessionRoute(routes.exportCSV, async ({ body, session }) => {
    const first = utcDayStart(body.start_date);
    const last = utcDayStart(body.end_date);
    if (last < first) throw fieldError('end_date', VALIDATION.endBeforeStart);
    if (last - first >= EXPORT_MAX_DAYS * DAY_MS) {
      throw fieldError('end_date', `an export covers at most ${EXPORT_MAX_DAYS} days`);
    }

    const ip = body.ip_address.trim();
    const rows = await findIssueLogs(
      ctx.db,
      { deviceId: body.device_id, ipAddress: ip || null, from: new Date(first), to: new Date(last + DAY_MS) },
      'oldest',
      EXPORT_MAX_ROWS,
    );
    if (rows.length === 0) throw new HttpError(400, SERVER.noDataToExport);

    const csv = toCsv(
      ISSUE_CSV_HEADER,
      rows.map((row) => [
        wireDateOf(row.occurredAt),
        utcTimeOf(row.occurredAt),
        row.websiteAccess,
        row.description,
      ]),
    );
    const span = `${wireDateOf(first).replace(/\//g, '-')}_${wireDateOf(last).replace(/\//g, '-')}`;
    await removeExpiredExports(ctx.db, ctx.config.dataDir);
    const saved = await saveExport(
      ctx.db,
      ctx.config,
      { userId: session.userId, sessionId: session.sessionId },
      {
        content: csv,
        type: 'csv',
        downloadName: `issues_${fileSafe(body.device_id)}_${fileSafe(ip || 'all')}_${span}.csv`,
      },
    );
    return {
      message: SERVER.exportReady,
      result: { url: saved.url },
      headers: { 'set-cookie': saved.cookie },
    };
  });
