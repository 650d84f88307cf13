import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';

/** The suffix of a blob store's temporary file while its write is under way (renamed or removed after). */
export const PARTIAL_SUFFIX = '.partial';

/**
 * A temporary file idle this long belongs to a write that died with its process (killed between writing and
 * renaming): no live write is, since a request's body must arrive within REQUEST_TIMEOUT_SECONDS.
 */
export const STALE_PARTIAL_IDLE_MS = 60 * 60_000;

/**
 * Deletes the `*.partial` files under `dir` (and its sub-folders) not written to for `idleMs` before `now`;
 * resolves with how many. A file another write finishes or removes meanwhile is simply skipped.
 */
export async function removeStalePartialFiles(dir: string, now: Date, idleMs: number): Promise<number> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    },
  );
  let removed = 0;
  for (const entry of entries) {
    if (!entry.isFile() || !entry.name.endsWith(PARTIAL_SUFFIX)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const info = await stat(file).catch(() => null);
    if (!info || now.getTime() - info.mtimeMs < idleMs) continue;
    await rm(file, { force: true });
    removed += 1;
  }
  return removed;
}
