import { createReadStream } from 'node:fs';
import { access } from 'node:fs/promises';
import path from 'node:path';
import { SERVER, routes, type ExportFileType } from '@drisk/contract';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../appContext';
import { authenticate, readToken } from '../../auth/authenticate';
import { liveSessionIds } from '../../auth/sessionLiveness';
import { hashToken } from '../../auth/tokens';
import { HttpError } from '../../http/HttpError';
import { publicRoute } from '../../http/registerRoute';
import { EXPORT_COOKIE, exportsDir, findExport, removeExpiredExports } from './exportStore';

const CONTENT_TYPES: Record<ExportFileType, string> = {
  csv: 'text/csv; charset=utf-8',
  html: 'text/html; charset=utf-8',
  pdf: 'application/pdf',
};

const notFound = () => new HttpError(404, SERVER.notFound);

/** The value of one cookie of the request, or null. */
function cookieValue(request: FastifyRequest, name: string): string | null {
  const header = request.headers.cookie;
  if (!header) return null;
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return null;
}

/** The user who asked: by a session of theirs in the Auth header, or by the export's cookie while its session lives. */
async function mayDownload(
  ctx: AppContext,
  request: FastifyRequest,
  record: { userId: number; sessionId: number; cookieKeyHash: string },
): Promise<boolean> {
  if (readToken(request)) return (await authenticate(ctx, request)).userId === record.userId;
  const key = cookieValue(request, EXPORT_COOKIE);
  if (key === null || hashToken(key) !== record.cookieKeyHash) return false;
  return (await liveSessionIds(ctx.db, ctx.config, [record.sessionId])).length > 0;
}

/**
 * GET exports/{file}: the file of a user/exportCSV link (CSV) or a user/getScanReport link (HTML page, PDF). Served for 15 minutes, and only
 * to the user who asked: a request with that user's session in the Auth header, or one carrying the
 * cookie the export reply set while the session that asked is still live (the dashboard opens the link in
 * a new window, which sends no Auth header). Anyone else, an unknown link and an expired one: 404.
 */
export const downloadExport = (ctx: AppContext) =>
  publicRoute(routes.downloadExport, async ({ params, request }) => {
    const now = new Date();
    await removeExpiredExports(ctx.db, ctx.config.dataDir, now);
    const [token, type] = params.file.split('.') as [string, ExportFileType];
    const record = await findExport(ctx.db, token);
    if (!record || record.expiresAt <= now || !record.fileName.endsWith(`.${type}`)) throw notFound();

    if (!(await mayDownload(ctx, request, record))) throw notFound();

    const file = path.join(exportsDir(ctx.config.dataDir), record.fileName);
    await access(file).catch(() => {
      throw notFound();
    });
    return {
      result: null,
      headers: { 'cache-control': 'private, no-store' },
      download: {
        body: createReadStream(file),
        contentType: CONTENT_TYPES[type],
        // A report page opens in the window; CSV and PDF files download.
        disposition: `${type === 'html' ? 'inline' : 'attachment'}; filename="${record.downloadName}"`,
      },
    };
  });
