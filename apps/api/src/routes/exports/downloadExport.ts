import { createReadStream } from 'node:fs';
import { access } from 'node:fs/promises';
import path from 'node:path';
import { SERVER, routes } from '@drisk/contract';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../appContext';
import { authenticate, readToken } from '../../auth/authenticate';
import { hashToken } from '../../auth/tokens';
import { sessions, users } from '../../db/schema';
import { HttpError } from '../../http/HttpError';
import { publicRoute } from '../../http/registerRoute';
import { EXPORT_COOKIE, exportsDir, findExport, removeExpiredExports } from './exportStore';

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

/** Whether a session is still live: not revoked, not past its end, not idle too long, account active. */
async function sessionIsLive(ctx: AppContext, sessionId: number, now: Date): Promise<boolean> {
  const idleSince = new Date(now.getTime() - ctx.config.sessionIdleMinutes * 60_000);
  const [row] = await ctx.db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sessionId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        gt(sessions.lastUsedAt, idleSince),
        eq(users.isActive, true),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** The user who asked: by a session of theirs in the Auth header, or by the export's cookie while its session lives. */
async function mayDownload(
  ctx: AppContext,
  request: FastifyRequest,
  record: { userId: number; sessionId: number; cookieKeyHash: string },
  now: Date,
): Promise<boolean> {
  if (readToken(request)) return (await authenticate(ctx, request)).userId === record.userId;
  const key = cookieValue(request, EXPORT_COOKIE);
  if (key === null || hashToken(key) !== record.cookieKeyHash) return false;
  return sessionIsLive(ctx, record.sessionId, now);
}

/**
 * GET exports/{file}: the CSV of a user/exportCSV link, as an attachment. Served for 15 minutes, and only
 * to the user who asked: a request with that user's session in the Auth header, or one carrying the
 * cookie the export reply set while the session that asked is still live (the dashboard opens the link in
 * a new window, which sends no Auth header). Anyone else, an unknown link and an expired one: 404.
 */
export const downloadExport = (ctx: AppContext) =>
  publicRoute(routes.downloadExport, async ({ params, request }) => {
    const now = new Date();
    await removeExpiredExports(ctx.db, ctx.config.dataDir, now);
    const record = await findExport(ctx.db, params.file.slice(0, -'.csv'.length));
    if (!record || record.expiresAt <= now) throw notFound();

    if (!(await mayDownload(ctx, request, record, now))) throw notFound();

    const file = path.join(exportsDir(ctx.config.dataDir), record.fileName);
    await access(file).catch(() => {
      throw notFound();
    });
    return {
      result: null,
      headers: { 'cache-control': 'private, no-store' },
      download: {
        body: createReadStream(file),
        contentType: 'text/csv; charset=utf-8',
        disposition: `attachment; filename="${record.downloadName}"`,
      },
    };
  });
