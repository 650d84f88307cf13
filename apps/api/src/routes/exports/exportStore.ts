import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { API_BASE_PATH, EXPORT_LINK_MINUTES, type ExportFileType } from '@drisk/contract';
import { eq, inArray, lte } from 'drizzle-orm';
import { hashToken, newToken } from '../../auth/tokens';
import type { Config } from '../../config';
import type { Queryable } from '../../db/client';
import { csvExports } from '../../db/schema';

export const EXPORT_LINK_MS = EXPORT_LINK_MINUTES * 60_000;
/** The cookie that lets a new window (which sends no Auth header) fetch its export. */
export const EXPORT_COOKIE = 'drisk_export';

export const exportsDir = (dataDir: string) => path.join(dataDir, 'exports');

/** Where an export link points: /api/3.0/exports/<token>.<csv|html|pdf> */
export const exportPath = (token: string, type: ExportFileType) =>
  `${API_BASE_PATH}/exports/${token}.${type}`;

export interface SavedExport {
  url: string;
  /** Set-Cookie for the reply: the key, scoped to this one file's path, living as long as the link. */
  cookie: string;
}

/**
 * Writes a file under DATA_DIR/exports/ (a random file name) and records it for the user and session that
 * asked, for EXPORT_LINK_MINUTES. The link's token and the cookie key are random; only hashes are stored.
 */
export async function saveExport(
  db: Queryable,
  config: Pick<Config, 'dataDir' | 'publicUrl'>,
  owner: { userId: number; sessionId: number },
  file: { content: string | Uint8Array; type: ExportFileType; downloadName: string; scanReportId?: number },
): Promise<SavedExport> {
  const dir = exportsDir(config.dataDir);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const fileName = `${randomUUID()}.${file.type}`;
  await writeFile(path.join(dir, fileName), file.content, { mode: 0o600 });
  const token = newToken();
  const cookieKey = newToken();
  await db.insert(csvExports).values({
    tokenHash: hashToken(token),
    userId: owner.userId,
    sessionId: owner.sessionId,
    cookieKeyHash: hashToken(cookieKey),
    fileName,
    downloadName: file.downloadName,
    scanReportId: file.scanReportId ?? null,
    expiresAt: new Date(Date.now() + EXPORT_LINK_MS),
  });
  const url = exportPath(token, file.type);
  const secure = config.publicUrl.startsWith('https:') ? '; Secure' : '';
  const cookie = `${EXPORT_COOKIE}=${cookieKey}; Path=${url}; Max-Age=${EXPORT_LINK_MS / 1000}; HttpOnly; SameSite=Strict${secure}`;
  return { url, cookie };
}

/** Deletes the records and files of expired exports (run now and then: at each new export and download). */
export async function removeExpiredExports(db: Queryable, dataDir: string, now = new Date()): Promise<void> {
  const gone = await db
    .delete(csvExports)
    .where(lte(csvExports.expiresAt, now))
    .returning({ fileName: csvExports.fileName });
  await Promise.all(gone.map((row) => rm(path.join(exportsDir(dataDir), row.fileName), { force: true })));
}

/** The record of an export link's token, expired or not; null when there is none. */
export async function findExport(db: Queryable, token: string) {
  const [row] = await db
    .select()
    .from(csvExports)
    .where(eq(csvExports.tokenHash, hashToken(token)))
    .limit(1);
  return row ?? null;
}

/** Deletes the files (and link records) showing these scan reports, before the reports themselves go. */
export async function removeReportExports(
  db: Queryable,
  dataDir: string,
  scanReportIds: number[],
): Promise<void> {
  if (!scanReportIds.length) return;
  const gone = await db
    .delete(csvExports)
    .where(inArray(csvExports.scanReportId, scanReportIds))
    .returning({ fileName: csvExports.fileName });
  await Promise.all(gone.map((row) => rm(path.join(exportsDir(dataDir), row.fileName), { force: true })));
}
