import { createReadStream, createWriteStream, type ReadStream } from 'node:fs';
import { cp, lstat, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import {
  checkStoragePath,
  PATH_REFUSAL,
  resolveInsideRoot,
  STORAGE_MESSAGES,
  type EntryInspector,
  type FileEntry,
} from '@drisk/contract';

/** A refusal the file server answers with its status and message (never a 500). */
export class DiskError extends Error {
  constructor(
    readonly statusCode: 400 | 404,
    message: string,
  ) {
    super(message);
  }
}

/** Errors of the file system that come from what the client asked (a name it refuses), not from the device. */
const CLIENT_ERRNO_CODES = ['ENAMETOOLONG', 'EINVAL', 'EEXIST', 'ENOTEMPTY', 'ENOTDIR', 'EISDIR', 'ENOENT'];

/**
 * The status and message a client gets for a failed disk operation, over HTTP or the live channel: a
 * DiskError's own, a refusal the checks did not foresee as a 400; null for the device's own failure.
 */
export function refusalOf(error: unknown): { statusCode: number; message: string } | null {
  if (error instanceof DiskError) return { statusCode: error.statusCode, message: error.message };
  const code = (error as NodeJS.ErrnoException | null)?.code;
  if (code && CLIENT_ERRNO_CODES.includes(code))
    return { statusCode: 400, message: `path: the device refused it (${code})` };
  return null;
}

/** One storage of the gateway: its internal storage, or an external drive with its own id. */
export interface Mount {
  /** The id that names its root: paths start /dRisk/{id}. */
  id: string;
  /** Shown name ('Internal storage', 'USB drive'). */
  name: string;
  /** Capacity in bytes (the simulated medium's size). */
  capacity: number;
  /** Its real directory. */
  dir: string;
}

/** A checked path: the mount it lies in and its disk path. */
export interface Located {
  mount: Mount;
  /** Names below the mount's root; empty for the root itself. */
  relative: readonly string[];
  diskPath: string;
  /** The virtual path, as clients write it. */
  path: string;
}

/** Partial uploads and copies carry this prefix until their final rename; listings skip them. */
export const TEMP_PREFIX = '.drisk-partial-';

const inspector: EntryInspector = {
  lstat: (target) =>
    lstat(target).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ENOTDIR') return null;
      throw error;
    }),
};

const exists = async (target: string) => (await inspector.lstat(target)) !== null;

/**
 * The gateway's own storage on disk, every path checked by the contract's rule and resolved on disk
 * (no link is ever followed). Writes are atomic: a temporary name in the same folder, then a rename.
 */
export class DeviceDisk {
  constructor(readonly mounts: readonly Mount[]) {}

  /** Creates the mount directories; resolves to the mounts that did not exist before (a first start). */
  async prepare(): Promise<Mount[]> {
    const created: Mount[] = [];
    for (const mount of this.mounts)
      if ((await mkdir(mount.dir, { recursive: true })) !== undefined) created.push(mount);
    return created;
  }

  /** Checks `value` and finds its disk path, or throws a 400 naming why. */
  async locate(value: unknown): Promise<Located> {
    const checked = checkStoragePath(value);
    if (!checked.ok) throw new DiskError(400, `path: ${checked.message}`);
    const [top, id, ...relative] = checked.segments;
    const mount = top === 'dRisk' ? this.mounts.find((candidate) => candidate.id === id) : undefined;
    if (!mount) throw new DiskError(400, `path: ${PATH_REFUSAL.outsideRoot}`);
    const resolved = await resolveInsideRoot(mount.dir, relative, inspector);
    if (!resolved.ok) throw new DiskError(400, `path: ${resolved.message}`);
    return { mount, relative, diskPath: resolved.diskPath, path: checked.path };
  }

  /** Entries of a folder, folders first then by name; links and partial files are not listed. */
  async list(value: unknown, foldersOnly = false): Promise<FileEntry[]> {
    const at = await this.locate(value);
    const info = await inspector.lstat(at.diskPath);
    if (!info) throw new DiskError(404, STORAGE_MESSAGES.notFound);
    if (!(await stat(at.diskPath)).isDirectory()) throw new DiskError(400, STORAGE_MESSAGES.notAFolder);
    const entries: FileEntry[] = [];
    for (const dirent of await readdir(at.diskPath, { withFileTypes: true })) {
      if (dirent.name.startsWith(TEMP_PREFIX) || dirent.isSymbolicLink()) continue;
      if (!dirent.isFile() && !dirent.isDirectory()) continue;
      if (foldersOnly && !dirent.isDirectory()) continue;
      const details = await stat(path.join(at.diskPath, dirent.name)).catch(() => null);
      if (!details) continue;
      entries.push({
        type: dirent.isDirectory() ? 'directory' : 'file',
        name: dirent.name,
        filename: `${at.path}/${dirent.name}`,
        lastmod: details.mtime.toUTCString(),
        size: dirent.isDirectory() ? 0 : details.size,
      });
    }
    return entries.sort(
      (a, b) =>
        Number(b.type === 'directory') - Number(a.type === 'directory') || a.name.localeCompare(b.name),
    );
  }

  async createFolder(value: unknown) {
    const at = await this.locate(value);
    if (at.relative.length === 0 || (await exists(at.diskPath)))
      throw new DiskError(400, STORAGE_MESSAGES.alreadyExists);
    await this.requireFolder(path.dirname(at.diskPath));
    await mkdir(at.diskPath);
  }

  async rename(source: unknown, newName: string) {
    const at = await this.existing(source);
    if (at.relative.length === 0) throw new DiskError(400, STORAGE_MESSAGES.rootUntouchable);
    const target = await this.locate(`${path.posix.dirname(at.path)}/${newName}`);
    if (target.diskPath === at.diskPath) return;
    if (await exists(target.diskPath)) throw new DiskError(400, STORAGE_MESSAGES.alreadyExists);
    await rename(at.diskPath, target.diskPath);
  }

  /** Moves or copies each source into the folder `dest`, keeping names; refuses clashes up front. */
  async transfer(sources: readonly unknown[], dest: unknown, mode: 'move' | 'copy') {
    const folder = await this.existing(dest);
    await this.requireFolder(folder.diskPath);
    const plans: { from: Located; to: Located }[] = [];
    for (const source of sources) {
      const from = await this.existing(source);
      if (from.relative.length === 0) throw new DiskError(400, STORAGE_MESSAGES.rootUntouchable);
      if (folder.path === from.path || folder.path.startsWith(`${from.path}/`))
        throw new DiskError(400, STORAGE_MESSAGES.intoItself);
      const to = await this.locate(`${folder.path}/${from.relative.at(-1)}`);
      if (to.diskPath === from.diskPath) {
        if (mode === 'move') continue;
        throw new DiskError(400, STORAGE_MESSAGES.alreadyExists);
      }
      if (await exists(to.diskPath)) throw new DiskError(400, STORAGE_MESSAGES.alreadyExists);
      plans.push({ from, to });
    }
    for (const { from, to } of plans) {
      if (mode === 'move' && from.mount === to.mount) await rename(from.diskPath, to.diskPath);
      else {
        await this.copyAtomically(from.diskPath, to.diskPath);
        if (mode === 'move') await rm(from.diskPath, { recursive: true, force: true });
      }
    }
  }

  async remove(values: readonly unknown[]) {
    const targets: Located[] = [];
    for (const value of values) {
      const at = await this.existing(value);
      if (at.relative.length === 0) throw new DiskError(400, STORAGE_MESSAGES.rootUntouchable);
      targets.push(at);
    }
    for (const at of targets) await rm(at.diskPath, { recursive: true, force: true });
  }

  /** Bytes used by a mount (its files, partial ones included: they take the space). */
  async used(mount: Mount): Promise<number> {
    let total = 0;
    const walk = async (dir: string) => {
      for (const dirent of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
        const full = path.join(dir, dirent.name);
        if (dirent.isDirectory()) await walk(full);
        else if (dirent.isFile()) total += (await stat(full).catch(() => ({ size: 0 }))).size;
      }
    };
    await walk(mount.dir);
    return total;
  }

  /** Free bytes where `value` lies. */
  async available(value: unknown): Promise<{ at: Located; available: number }> {
    const at = await this.locate(value);
    return { at, available: Math.max(0, at.mount.capacity - (await this.used(at.mount))) };
  }

  /**
   * Writes `content` as `name` in folder `dest`: under a temporary name first, renamed when complete, so a
   * file appears whole or not at all. Refuses a clash and anything past `limit` bytes (then removes it).
   */
  async writeFile(dest: unknown, name: string, content: Readable, limit: number) {
    const target = await this.locate(`${(await this.existing(dest)).path}/${name}`);
    await this.requireFolder(path.dirname(target.diskPath));
    if (await exists(target.diskPath)) throw new DiskError(400, STORAGE_MESSAGES.alreadyExists);
    const temp = path.join(path.dirname(target.diskPath), `${TEMP_PREFIX}${randomUUID()}`);
    let written = 0;
    try {
      await pipeline(
        content,
        async function* (chunks: AsyncIterable<Buffer>) {
          for await (const chunk of chunks) {
            written += chunk.length;
            if (written > limit) throw new DiskError(400, STORAGE_MESSAGES.notEnoughSpace);
            yield chunk;
          }
        },
        createWriteStream(temp, { flags: 'wx' }),
      );
      if (await exists(target.diskPath)) throw new DiskError(400, STORAGE_MESSAGES.alreadyExists);
      await rename(temp, target.diskPath);
    } finally {
      await rm(temp, { force: true });
    }
  }

  /** A file to send: its stream and size. */
  async openFile(value: unknown): Promise<{ at: Located; stream: ReadStream; size: number }> {
    const at = await this.existing(value);
    const details = await stat(at.diskPath);
    if (!details.isFile()) throw new DiskError(400, STORAGE_MESSAGES.notFound);
    return { at, stream: createReadStream(at.diskPath), size: details.size };
  }

  /** Every regular file below a located entry, with its name inside an archive (links skipped). */
  async *walkFiles(
    at: Located,
    prefix = path.basename(at.diskPath),
  ): AsyncGenerator<{ diskPath: string; name: string }> {
    const info = await lstat(at.diskPath);
    if (info.isFile()) {
      yield { diskPath: at.diskPath, name: prefix };
      return;
    }
    if (!info.isDirectory()) return;
    const walk = async function* (
      dir: string,
      inside: string,
    ): AsyncGenerator<{ diskPath: string; name: string }> {
      for (const dirent of await readdir(dir, { withFileTypes: true })) {
        if (dirent.name.startsWith(TEMP_PREFIX) || dirent.isSymbolicLink()) continue;
        const full = path.join(dir, dirent.name);
        if (dirent.isDirectory()) yield* walk(full, `${inside}/${dirent.name}`);
        else if (dirent.isFile()) yield { diskPath: full, name: `${inside}/${dirent.name}` };
      }
    };
    yield* walk(at.diskPath, prefix);
  }

  /** A located path that exists (a 404 otherwise). */
  async existing(value: unknown): Promise<Located> {
    const at = await this.locate(value);
    if (!(await exists(at.diskPath))) throw new DiskError(404, STORAGE_MESSAGES.notFound);
    return at;
  }

  private async requireFolder(diskPath: string) {
    const info = await stat(diskPath).catch(() => null);
    if (!info) throw new DiskError(404, STORAGE_MESSAGES.notFound);
    if (!info.isDirectory()) throw new DiskError(400, STORAGE_MESSAGES.notAFolder);
  }

  /** Copies a file or folder (links skipped) to a temporary name beside `to`, then renames it. */
  private async copyAtomically(from: string, to: string) {
    const temp = path.join(path.dirname(to), `${TEMP_PREFIX}${randomUUID()}`);
    try {
      await cp(from, temp, {
        recursive: true,
        errorOnExist: true,
        force: false,
        filter: async (source) => !(await lstat(source)).isSymbolicLink(),
      });
      await rename(temp, to);
    } finally {
      await rm(temp, { recursive: true, force: true });
    }
  }
}
