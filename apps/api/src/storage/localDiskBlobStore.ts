import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { copyFile, lstat, mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { checkEntryName, resolveInsideRoot, type EntryInspector } from '@drisk/contract';
import { BlobTooLargeError, limited, requireBlobKey, type BlobStore } from './blobStore';
import { PARTIAL_SUFFIX, removeStalePartialFiles } from './stalePartialFiles';

const inspector: EntryInspector = {
  lstat: (target) =>
    lstat(target).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ENOTDIR') return null;
      throw error;
    }),
};

/** Partial writes carry this suffix until their rename. */
const PARTIAL = PARTIAL_SUFFIX;

/**
 * Cloud file bytes on local disk, under `${DATA_DIR}/cloud/`, two levels of fan-out by key prefix. Keys
 * are the api's own ids, and still pass the path rule and the on-disk link check before use.
 */
export class LocalDiskBlobStore implements BlobStore {
  constructor(readonly dir: string) {}

  private async fileOf(key: string): Promise<string> {
    if (checkEntryName(requireBlobKey(key))) throw new Error(`Not a blob key: ${key}`);
    const resolved = await resolveInsideRoot(this.dir, [key.slice(0, 2), key], inspector);
    if (!resolved.ok) throw new Error(`Blob ${key}: ${resolved.message}`);
    return resolved.diskPath;
  }

  async write(key: string, content: Readable, limitBytes: number): Promise<number> {
    const file = await this.fileOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    const partial = `${file}.${randomUUID()}${PARTIAL}`;
    const counted = { bytes: 0 };
    try {
      await pipeline(
        content,
        (source: AsyncIterable<Buffer>) => limited(source, limitBytes, counted),
        createWriteStream(partial, { flags: 'wx' }),
      );
      await rename(partial, file);
      return counted.bytes;
    } finally {
      await rm(partial, { force: true });
    }
  }

  /** A rename when `file` is on the same file system (DATA_DIR's staging folder is): atomic, no copy. */
  async adopt(key: string, file: string, limitBytes: number): Promise<number> {
    const target = await this.fileOf(key);
    const { size } = await stat(file);
    if (size > limitBytes) throw new BlobTooLargeError();
    await mkdir(path.dirname(target), { recursive: true });
    try {
      await rename(file, target);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
      // Another file system: copied under a temporary name, then renamed.
      const written = await this.write(key, createReadStream(file), limitBytes);
      await rm(file, { force: true });
      return written;
    }
    return size;
  }

  async read(key: string): Promise<Readable> {
    const file = await this.fileOf(key);
    const stream = createReadStream(file);
    await new Promise<void>((resolve, reject) => {
      stream.once('open', () => resolve());
      stream.once('error', reject);
    });
    return stream;
  }

  async exists(key: string): Promise<boolean> {
    const info = await lstat(await this.fileOf(key)).catch(() => null);
    return info?.isFile() ?? false;
  }

  async copy(fromKey: string, toKey: string): Promise<void> {
    const from = await this.fileOf(fromKey);
    const to = await this.fileOf(toKey);
    await mkdir(path.dirname(to), { recursive: true });
    const partial = `${to}.${randomUUID()}${PARTIAL}`;
    try {
      await copyFile(from, partial);
      await rename(partial, to);
    } finally {
      await rm(partial, { force: true });
    }
  }

  async remove(key: string): Promise<void> {
    await rm(await this.fileOf(key), { force: true });
  }

  removeStalePartials(now: Date, idleMs: number): Promise<number> {
    return removeStalePartialFiles(this.dir, now, idleMs);
  }
}
