import { PATH_REFUSAL } from '../messages';

/** The path without its trailing slashes (a loop: the pattern /\/+$/ backtracks on long runs of slashes). */
function withoutTrailingSlashes(path: string): string {
  let end = path.length;
  while (end > 0 && path[end - 1] === '/') end--;
  return path.slice(0, end);
}

/**
 * The on-disk half of the path rule, for servers that keep files in a real directory (the api's local
 * store, the gateway's file server). checkStoragePath has already refused every name that could leave the
 * root as text; what is left is the disk itself: a symlink planted inside the root (by another tool, or a
 * link in an unpacked archive) would lead out of it. The contract does no I/O, so the caller hands in
 * `lstat` (node:fs/promises lstat, answering null for a missing entry).
 */
export interface EntryInspector {
  lstat(path: string): Promise<{ isSymbolicLink(): boolean } | null>;
}

export type ResolvedPath = { ok: true; diskPath: string } | { ok: false; message: string };

/**
 * The disk path of checked `relative` names below `rootDir` (a POSIX directory), refused when any existing
 * part of it is a symbolic link. Parts that do not exist yet (a folder or file about to be created) are
 * fine: they are created by the server, below parts just checked.
 */
export async function resolveInsideRoot(
  rootDir: string,
  relative: readonly string[],
  inspector: EntryInspector,
): Promise<ResolvedPath> {
  let current = withoutTrailingSlashes(rootDir);
  for (const name of relative) {
    if (name === '' || name === '.' || name === '..' || name.includes('/') || name.includes('\0'))
      return { ok: false, message: PATH_REFUSAL.dotSegment };
    current = `${current}/${name}`;
    const entry = await inspector.lstat(current);
    if (!entry) return { ok: true, diskPath: `${withoutTrailingSlashes(rootDir)}/${relative.join('/')}` };
    if (entry.isSymbolicLink()) return { ok: false, message: PATH_REFUSAL.symlink };
  }
  return { ok: true, diskPath: current };
}
