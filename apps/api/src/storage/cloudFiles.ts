import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { and, asc, eq, or, sql } from 'drizzle-orm';
import {
  checkDevicePath,
  checkEntryName,
  CLOUD_LISTING_PAGE_SIZE,
  STORAGE_MESSAGES,
  STORAGE_ROOT,
  type FileEntry,
} from '@drisk/contract';
import type { DataVersions } from '../cache/dataVersions';
import { DeviceDataCache } from '../cache/deviceDataCache';
import type { Database, Queryable } from '../db/client';
import { devices, files } from '../db/schema';
import { isUniqueViolation } from '../db/isUniqueViolation';
import { HttpError } from '../http/HttpError';
import { BlobTooLargeError, type BlobStore } from './blobStore';

type FileRow = typeof files.$inferSelect;
/** At most `limit` entries after the entry `after`, in listing order. */
type ListingPage = { limit?: number; after?: Pick<FileEntry, 'type' | 'name'> };

/**
 * First pages of folders kept in memory: the last 200 folders opened, each page at most
 * CLOUD_LISTING_PAGE_SIZE entries and KEPT_PAGE_MAX_CHARS characters of names and paths (so at most some
 * 30 MB in all, however long the names). The TTL is a safety net only: every write reports
 * DataVersions.filesChanged.
 */
const LISTING_CACHE_LIMITS = { maxEntries: 200, ttlMs: 60_000, follows: 'cloud files' } as const;
const KEPT_PAGE_MAX_CHARS = 64_000;
const pageChars = (entries: FileEntry[]) =>
  entries.reduce((sum, entry) => sum + entry.filename.length + entry.name.length, 0);
/** The bytes used of the devices shown on Data Sharing lately, kept the same way. */
const USAGE_CACHE_LIMITS = { maxEntries: 2_000, ttlMs: 60_000, follows: 'cloud files' } as const;

const parentOf = (path: string) => path.slice(0, path.lastIndexOf('/'));
const nameOf = (path: string) => path.slice(path.lastIndexOf('/') + 1);

/** A row or one of its descendants (`starts_with`, so `%` and `_` in names are plain characters). */
const atOrBelow = (path: string) => or(eq(files.path, path), sql`starts_with(${files.path}, ${`${path}/`})`);

/**
 * A device's cloud storage under /dRisk/{device_id}/: the tree is rows of `files` (so a listing is one
 * indexed query and a rename or move never touches the bytes), the bytes are in a BlobStore under keys the
 * api chose. A file row is inserted only after its bytes are complete, so a half-finished upload is never
 * listed. Every path goes through the contract's rule and must lie in the device's root.
 */
/**
 * Runs a write that claims paths. The checks before it read a path as free, but on PostgreSQL a request
 * running at the same time (a double click on Copy) may claim it first: its unique index then refuses the
 * second write, which is the same answer the check would have given, not a server error.
 */
async function refuseTakenPath<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(400, STORAGE_MESSAGES.alreadyExists);
    throw error;
  }
}

export class CloudFiles {
  private readonly pages: DeviceDataCache<FileEntry[]>;
  private readonly usage: DeviceDataCache<number>;

  constructor(
    private readonly db: Database,
    private readonly store: BlobStore,
    private readonly versions: DataVersions,
  ) {
    this.pages = new DeviceDataCache(versions, LISTING_CACHE_LIMITS);
    this.usage = new DeviceDataCache(versions, USAGE_CACHE_LIMITS);
  }

  /**
   * Runs a write to a device's rows and reports it once it ends, whichever way (a failed transaction
   * changed nothing, but a report too many only costs a cached page, and one too few serves a stale one).
   */
  private async changing<T>(deviceId: string, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } finally {
      this.versions.filesChanged(deviceId);
    }
  }

  /** A transaction that writes a device's rows, reported after it commits or rolls back. */
  private writeTransaction<T>(deviceId: string, work: (tx: Queryable) => Promise<T>): Promise<T> {
    return this.changing(deviceId, () => this.db.transaction(work));
  }

  /** Checks a client path for `deviceId`; a 400 naming the field otherwise. */
  check(deviceId: string, value: unknown, field = 'path'): string {
    const checked = checkDevicePath(value, deviceId);
    if (!checked.ok) throw new HttpError(400, `${field}: ${checked.message}`);
    return checked.path;
  }

  private async row(db: Queryable, deviceId: string, path: string): Promise<FileRow | undefined> {
    const [row] = await db
      .select()
      .from(files)
      .where(and(eq(files.deviceId, deviceId), eq(files.path, path)));
    return row;
  }

  /** The folder at `path` exists (the root always does). */
  private async requireFolder(db: Queryable, deviceId: string, path: string) {
    if (path === STORAGE_ROOT(deviceId)) return;
    const row = await this.row(db, deviceId, path);
    if (!row) throw new HttpError(404, STORAGE_MESSAGES.notFound);
    if (row.type !== 'directory') throw new HttpError(400, STORAGE_MESSAGES.notAFolder);
  }

  private async requireFree(db: Queryable, deviceId: string, path: string) {
    if (path === STORAGE_ROOT(deviceId) || (await this.row(db, deviceId, path)))
      throw new HttpError(400, STORAGE_MESSAGES.alreadyExists);
  }

  private async requireEntry(db: Queryable, deviceId: string, path: string): Promise<FileRow> {
    if (path === STORAGE_ROOT(deviceId)) throw new HttpError(400, STORAGE_MESSAGES.rootUntouchable);
    const row = await this.row(db, deviceId, path);
    if (!row) throw new HttpError(404, STORAGE_MESSAGES.notFound);
    return row;
  }

  /**
   * A folder's entries, folders first, then files, each by name; with `page`, at most `limit` of them after
   * the entry `after` (keyset paging: each page is one range of files_device_parent_type_name_idx, as quick
   * at entry 99,000 as at the first). A folder's first page is kept in memory until the device's files
   * change, so opening a folder again, or many users opening it, costs no query. The entries are shared: never mutate them.
   */
  async list(
    deviceId: string,
    value: unknown,
    options: { foldersOnly?: boolean; page?: ListingPage } = {},
  ): Promise<FileEntry[]> {
    const path = this.check(deviceId, value);
    const { foldersOnly = false, page = {} } = options;
    // Only the page a folder opens with is kept: the later pages (and whole folders, which may be large) of
    // a scrolling reader are each read once.
    const opening =
      page.after === undefined && page.limit !== undefined && page.limit <= CLOUD_LISTING_PAGE_SIZE;
    if (!opening) return this.readListing(deviceId, path, foldersOnly, page);
    return this.pages.get(
      deviceId,
      JSON.stringify([path, foldersOnly, page.limit]),
      () => this.readListing(deviceId, path, foldersOnly, page),
      (entries) => pageChars(entries) <= KEPT_PAGE_MAX_CHARS,
    );
  }

  private async readListing(
    deviceId: string,
    path: string,
    foldersOnly: boolean,
    page: ListingPage,
  ): Promise<FileEntry[]> {
    const isRoot = path === STORAGE_ROOT(deviceId);
    // One round trip: the folder's own type (to refuse a missing folder or a file) and the entries. The
    // database builds the reply's JSON (one text value): PGlite hands each column of each row to JavaScript
    // separately, which cost more than the query. lastmod in the format of Date.toUTCString.
    const reply = (await this.db.execute(sql`
      select
        ${isRoot ? sql`'directory'` : sql`(select type from ${files} where device_id = ${deviceId} and path = ${path})`} as folder_type,
        coalesce(json_agg(json_build_object(
          'type', type, 'name', name, 'filename', path,
          'lastmod', to_char(updated_at at time zone 'UTC', 'Dy, DD Mon YYYY HH24:MI:SS "GMT"'),
          'size', size_bytes, 'fileid', id
        ) order by type, name), '[]')::text as entries
      from (
        select id, type, name, path, size_bytes, updated_at from ${files}
        where device_id = ${deviceId} and parent_path = ${path}
          ${foldersOnly ? sql`and type = 'directory'` : sql``}
          ${page.after ? sql`and (type, name) > (${page.after.type}, ${page.after.name})` : sql``}
        -- 'directory' < 'file': folders first, in the order of files_device_parent_type_name_idx.
        order by type, name
        ${page.limit === undefined ? sql`` : sql`limit ${page.limit}`}
      ) listed`)) as unknown as { rows: { folder_type: string | null; entries: string }[] };
    const [{ folder_type: folderType, entries }] = reply.rows;
    if (folderType === null) throw new HttpError(404, STORAGE_MESSAGES.notFound);
    if (folderType !== 'directory') throw new HttpError(400, STORAGE_MESSAGES.notAFolder);
    return JSON.parse(entries) as FileEntry[];
  }

  async createFolder(deviceId: string, value: unknown, userId: number) {
    const path = this.check(deviceId, value);
    await this.requireFolder(this.db, deviceId, parentOf(path));
    await this.requireFree(this.db, deviceId, path);
    await this.changing(deviceId, () =>
      this.db
        .insert(files)
        .values({
          deviceId,
          path,
          parentPath: parentOf(path),
          name: nameOf(path),
          type: 'directory',
          uploadedBy: userId,
        })
        .onConflictDoNothing(),
    );
  }

  /** Moves one entry and everything below it to `target` (a rename is a move in the same folder). */
  private async relocate(db: Queryable, deviceId: string, from: string, target: string) {
    const cut = from.length + 1;
    await db
      .update(files)
      .set({
        path: sql`${target} || substr(${files.path}, ${cut})`,
        parentPath: sql`case when ${files.path} = ${from} then ${parentOf(target)} else ${target} || substr(${files.parentPath}, ${cut}) end`,
        name: sql`case when ${files.path} = ${from} then ${nameOf(target)} else ${files.name} end`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(files.deviceId, deviceId), atOrBelow(from)));
  }

  async rename(deviceId: string, source: unknown, newName: string) {
    const from = this.check(deviceId, source, 'source');
    if (checkEntryName(newName)) throw new HttpError(400, `newName: ${checkEntryName(newName)}`);
    const target = `${parentOf(from)}/${newName}`;
    await refuseTakenPath(() =>
      this.writeTransaction(deviceId, async (tx) => {
        await this.requireEntry(tx, deviceId, from);
        if (target === from) return;
        await this.requireFree(tx, deviceId, target);
        await this.relocate(tx, deviceId, from, target);
      }),
    );
  }

  async used(db: Queryable, deviceId: string): Promise<number> {
    const [row] = await db
      .select({ used: sql<string>`coalesce(sum(${files.sizeBytes}), 0)` })
      .from(files)
      .where(eq(files.deviceId, deviceId));
    return Number(row.used);
  }

  /**
   * The bytes a device's files take, to show (Data Sharing), kept in memory until they change: a sum over
   * every row of a large folder. Checks that decide a write read `used` or `available` instead, in their
   * transaction.
   */
  async usedBytes(deviceId: string): Promise<number> {
    return this.usage.get(deviceId, 'used', () => this.used(this.db, deviceId));
  }

  /** Quota left: the device's storage_quota_bytes minus what its files take. */
  async available(
    db: Queryable,
    deviceId: string,
  ): Promise<{ total: number; used: number; available: number }> {
    const [device] = await db
      .select({ quota: devices.storageQuotaBytes })
      .from(devices)
      .where(eq(devices.deviceId, deviceId));
    const used = await this.used(db, deviceId);
    const total = device?.quota ?? 0;
    return { total, used, available: Math.max(0, total - used) };
  }

  async transfer(
    deviceId: string,
    sources: readonly unknown[],
    destination: unknown,
    mode: 'move' | 'copy',
    userId: number,
  ) {
    const dest = this.check(deviceId, destination, 'dest');
    const paths = sources.map((source, index) => this.check(deviceId, source, `source.${index}`));
    const copiedBlobs: string[] = [];
    try {
      await refuseTakenPath(() =>
        this.writeTransaction(deviceId, async (tx) => {
          await this.requireFolder(tx, deviceId, dest);
          let copyBytes = 0;
          const plans: { from: string; target: string }[] = [];
          for (const from of paths) {
            await this.requireEntry(tx, deviceId, from);
            if (dest === from || dest.startsWith(`${from}/`))
              throw new HttpError(400, STORAGE_MESSAGES.intoItself);
            const target = `${dest}/${nameOf(from)}`;
            if (target === from && mode === 'move') continue;
            await this.requireFree(tx, deviceId, target);
            if (plans.some((plan) => plan.target === target))
              throw new HttpError(400, STORAGE_MESSAGES.alreadyExists);
            plans.push({ from, target });
          }
          for (const { from, target } of plans) {
            if (mode === 'move') {
              await this.relocate(tx, deviceId, from, target);
              continue;
            }
            const rows = await tx
              .select()
              .from(files)
              .where(and(eq(files.deviceId, deviceId), atOrBelow(from)));
            copyBytes += rows.reduce((sum, row) => sum + row.sizeBytes, 0);
            const copies = [];
            for (const row of rows) {
              const key = row.storageKey ? randomUUID() : null;
              if (row.storageKey && key) {
                await this.store.copy(row.storageKey, key);
                copiedBlobs.push(key);
              }
              const path = target + row.path.slice(from.length);
              copies.push({
                deviceId,
                path,
                parentPath: parentOf(path),
                name: nameOf(path),
                type: row.type,
                sizeBytes: row.sizeBytes,
                mimeType: row.mimeType,
                storageKey: key,
                uploadedBy: userId,
              });
            }
            if (copies.length > 0) await tx.insert(files).values(copies);
          }
          // Checked after the inserts, inside the transaction: the copies already count as used.
          const space = copyBytes > 0 ? await this.available(tx, deviceId) : null;
          if (space && space.used > space.total) throw new HttpError(400, STORAGE_MESSAGES.notEnoughSpace);
        }),
      );
    } catch (error) {
      await Promise.allSettled(copiedBlobs.map((key) => this.store.remove(key)));
      throw error;
    }
  }

  async remove(deviceId: string, values: readonly unknown[]) {
    const paths = values.map((value, index) => this.check(deviceId, value, `path.${index}`));
    const keys = await this.writeTransaction(deviceId, async (tx) => {
      for (const path of paths) await this.requireEntry(tx, deviceId, path);
      const removed = await tx
        .delete(files)
        .where(and(eq(files.deviceId, deviceId), or(...paths.map(atOrBelow))))
        .returning({ key: files.storageKey });
      return removed.map((row) => row.key).filter((key): key is string => key !== null);
    });
    await Promise.allSettled(keys.map((key) => this.store.remove(key)));
  }

  /** Refuses names the path rule refuses, and a total past the quota left. */
  async checkUpload(deviceId: string, desPath: unknown, names: readonly string[], totalBytes: number) {
    const dest = this.check(deviceId, desPath, 'desPath');
    for (const name of names) {
      const refusal = checkEntryName(name);
      if (refusal) throw new HttpError(400, `file_names: ${refusal}`);
    }
    await this.requireFolder(this.db, deviceId, dest);
    const space = await this.available(this.db, deviceId);
    if (totalBytes > space.available) throw new HttpError(400, STORAGE_MESSAGES.notEnoughSpace);
    return { dest, ...space };
  }

  /**
   * checkUpload for one file that arrives over time (a resumable upload): also refuses a name already taken,
   * before any byte is sent rather than at the end. The commit checks everything again.
   */
  async checkNewFile(deviceId: string, desPath: unknown, name: string, sizeBytes: number) {
    const checked = await this.checkUpload(deviceId, desPath, [name], sizeBytes);
    await this.requireFree(this.db, deviceId, `${checked.dest}/${name}`);
    return checked;
  }

  /**
   * Stores one uploaded file: the bytes first (stopped past the quota left, then nothing remains), the row
   * after, so the file appears complete or not at all.
   */
  async upload(
    deviceId: string,
    dest: string,
    name: string,
    content: Readable,
    mimeType: string | null,
    userId: number,
  ) {
    await this.commit(deviceId, dest, name, mimeType, userId, (key, limit) =>
      this.store.write(key, content, limit),
    );
  }

  /**
   * Stores a complete local file, a finished resumable upload, exactly as `upload` stores a streamed one (the
   * same checks, the same row). The file moves into the store (a rename on local disk); refused, it stays
   * where it is, for the caller to delete.
   */
  async adoptUpload(
    deviceId: string,
    dest: string,
    name: string,
    file: string,
    mimeType: string | null,
    userId: number,
  ) {
    await this.commit(deviceId, dest, name, mimeType, userId, (key, limit) =>
      this.store.adopt
        ? this.store.adopt(key, file, limit)
        : this.store.write(key, createReadStream(file), limit),
    );
  }

  private async commit(
    deviceId: string,
    dest: string,
    name: string,
    mimeType: string | null,
    userId: number,
    writeBlob: (key: string, limitBytes: number) => Promise<number>,
  ) {
    const refusal = checkEntryName(name);
    if (refusal) throw new HttpError(400, `files: ${refusal}`);
    const path = `${dest}/${name}`;
    await this.requireFolder(this.db, deviceId, dest);
    await this.requireFree(this.db, deviceId, path);
    const key = randomUUID();
    const { available } = await this.available(this.db, deviceId);
    let size: number;
    try {
      size = await writeBlob(key, available);
    } catch (error) {
      if (error instanceof BlobTooLargeError) throw new HttpError(400, STORAGE_MESSAGES.notEnoughSpace);
      throw error;
    }
    try {
      await refuseTakenPath(() =>
        this.writeTransaction(deviceId, async (tx) => {
          await this.requireFree(tx, deviceId, path);
          // Another upload may have used the space meanwhile.
          if ((await this.available(tx, deviceId)).available < size)
            throw new HttpError(400, STORAGE_MESSAGES.notEnoughSpace);
          await tx.insert(files).values({
            deviceId,
            path,
            parentPath: dest,
            name,
            type: 'file',
            sizeBytes: size,
            mimeType,
            storageKey: key,
            uploadedBy: userId,
          });
        }),
      );
    } catch (error) {
      await this.store.remove(key);
      throw error;
    }
  }

  /** The rows named and every file below them, for a download. */
  async entries(
    deviceId: string,
    values: readonly unknown[],
  ): Promise<{ named: FileRow[]; below: FileRow[] }> {
    const paths = values.map((value, index) => this.check(deviceId, value, `path.${index}`));
    const named: FileRow[] = [];
    for (const path of paths) named.push(await this.requireEntry(this.db, deviceId, path));
    const folders = named.filter((row) => row.type === 'directory').map((row) => row.path);
    const below =
      folders.length === 0
        ? []
        : await this.db
            .select()
            .from(files)
            .where(
              and(
                eq(files.deviceId, deviceId),
                eq(files.type, 'file'),
                or(...folders.map((folder) => sql`starts_with(${files.path}, ${`${folder}/`})`)),
              ),
            )
            .orderBy(asc(files.path));
    return { named, below };
  }

  read(key: string) {
    return this.store.read(key);
  }
}
