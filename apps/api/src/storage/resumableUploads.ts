import { randomUUID } from 'node:crypto';
import { readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { FileStore } from '@tus/file-store';
import { ERRORS, Server, type Upload } from '@tus/server';
import { API_BASE_PATH, RESUMABLE_UPLOAD, SERVER, STORAGE_MESSAGES, type ApiReply } from '@drisk/contract';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { NodeRequest } from 'srvx/node';
import { HttpError } from '../http/HttpError';
import type { CloudFiles } from './cloudFiles';
import { createMemoryUploadLocker, type UploadLocker } from './uploadLocker';

/** The folder under DATA_DIR where partial uploads live: `<id>` holds the bytes so far, `<id>.json` what it is. */
export const STAGING_FOLDER = 'tus-staging';

/** Upload ids are tus's default: 16 random bytes in hex. Anything else is not an upload of ours. */
const UPLOAD_ID = /^[0-9a-f]{32}$/;
const KEYS = RESUMABLE_UPLOAD.metadata;
/** Kept in an upload's metadata beside the client's keys, set by the api only: who created it. */
const OWNER_KEY = 'user_id';
/** How long a commit waits for another request's hold on its upload (another node's commit, say). */
const COMMIT_LOCK_WAIT_MS = 30_000;
/** Beside an upload's id, the record that a commit stored it. */
export const STORED_SUFFIX = '.stored';

/** What an upload is to become, decided by the api from the checked creation request. */
export interface NewUpload {
  userId: number;
  deviceId: string;
  /** The destination folder, as the path rule returned it. */
  folder: string;
  fileName: string;
  fileType: string | null;
}

/** A partial (or complete, not yet committed) upload in the staging folder. */
export interface StagedUpload extends NewUpload {
  id: string;
  size: number;
  /** Bytes received so far. */
  offset: number;
  /** Already stored as a cloud file (the record a commit leaves): only a HEAD may still ask for it. */
  stored?: boolean;
}

/** FileStore's answer for an upload whose description is there but not its bytes. */
const isNoLongerThere = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  (error as { body?: unknown }).body === ERRORS.FILE_NO_LONGER_EXISTS.body;

/** A refusal as tus passes it on: the status and, as the body, the 3.0 envelope. */
interface TusRefusal {
  status_code: number;
  body: string;
}

const refusal = (statusCode: number, message: string, result: unknown = null): TusRefusal => ({
  status_code: statusCode,
  body: JSON.stringify({ statusCode, message, result } satisfies ApiReply<unknown>),
});

const nodeRequestOf = (request: Request) =>
  (request as Request & { runtime?: { node?: { req?: IncomingMessage } } }).runtime?.node?.req;

function toStaged(id: string, upload: Upload): StagedUpload | null {
  const meta = upload.metadata ?? {};
  const userId = Number(meta[OWNER_KEY]);
  const deviceId = meta[KEYS.deviceId];
  const folder = meta[KEYS.folder];
  const fileName = meta[KEYS.fileName];
  if (!Number.isSafeInteger(userId) || !deviceId || !folder || !fileName || upload.size === undefined)
    return null;
  return {
    id,
    userId,
    deviceId,
    folder,
    fileName,
    fileType: meta[KEYS.fileType] ?? null,
    size: upload.size,
    offset: upload.offset,
  };
}

/**
 * Resumable uploads into the cloud storage (tus, `@tus/server` over `@tus/file-store`). Partial uploads live
 * in DATA_DIR/tus-staging, which nothing lists; the request that brings the last byte commits the file
 * through CloudFiles.adoptUpload, the same checks and the same row as a multipart upload, the bytes renamed
 * into the BlobStore. Who may send what is checked before a request reaches tus
 * (routes/storage/resumableUploadRoute.ts); this class keeps the uploads and answers the protocol. Api nodes
 * sharing DATA_DIR share the staged uploads, and with REDIS_URL their locks, so an upload continues on any
 * node, one request at a time.
 */
export class ResumableUploads {
  readonly stagingDir: string;
  private readonly store: FileStore;
  private readonly tus: Server;
  /** The checked creation of each POST under way, for tus's onUploadCreate. */
  private readonly creations = new WeakMap<IncomingMessage, NewUpload>();
  /** The Fastify request of each request under way, for logging. */
  private readonly requests = new WeakMap<IncomingMessage, FastifyRequest>();
  /** Commits under way, so a HEAD arriving during the last PATCH's commit waits for that one. */
  private readonly commits = new Map<string, Promise<void>>();

  constructor(
    dataDir: string,
    private readonly cloud: CloudFiles,
    private readonly log: FastifyBaseLogger,
    /** Which request may write an upload: in memory for one node, in Redis for several (uploadLocker.ts). */
    private readonly locker: UploadLocker = createMemoryUploadLocker(),
  ) {
    this.stagingDir = path.join(dataDir, STAGING_FOLDER);
    this.store = new FileStore({ directory: this.stagingDir });
    this.tus = new Server({
      path: `${API_BASE_PATH}/${RESUMABLE_UPLOAD.path}`,
      datastore: this.store,
      locker: this.locker,
      relativeLocation: true,
      maxSize: RESUMABLE_UPLOAD.maxBytes,
      // Same origin only: no Access-Control-Allow-Origin.
      allowedOrigins: [],
      getFileIdFromRequest: (request) => {
        const id = new URL(request.url).pathname.split('/').pop();
        return id && UPLOAD_ID.test(id) ? id : undefined;
      },
      onUploadCreate: async (request) => {
        const creation = this.creationOf(request);
        return {
          metadata: {
            [KEYS.deviceId]: creation.deviceId,
            [KEYS.folder]: creation.folder,
            [KEYS.fileName]: creation.fileName,
            [KEYS.fileType]: creation.fileType,
            [OWNER_KEY]: String(creation.userId),
          },
        };
      },
      onUploadFinish: async (_request, upload) => {
        try {
          await this.commit(upload.id);
        } catch (error) {
          if (error instanceof HttpError) throw refusal(error.statusCode, error.message, error.result);
          throw error;
        }
        return {};
      },
      onResponseError: (request, error) => {
        if ('status_code' in error) return undefined;
        const node = nodeRequestOf(request);
        const fastifyRequest = node ? this.requests.get(node) : undefined;
        (fastifyRequest?.log ?? this.log).error({ err: error }, 'Unexpected error in a resumable upload');
        return refusal(500, SERVER.internalError, { request_id: fastifyRequest?.id ?? null });
      },
    });
  }

  private creationOf(request: Request): NewUpload {
    const node = nodeRequestOf(request);
    const creation = node ? this.creations.get(node) : undefined;
    // Every POST is checked before it reaches tus; one without a checked creation is a bug of ours.
    if (!creation) throw new Error('A resumable upload reached tus without a checked creation');
    return creation;
  }

  /** Passes a checked request to tus (a POST with what it creates); resolves with tus's reply, not yet sent. */
  async handle(request: FastifyRequest, response: ServerResponse, creation?: NewUpload): Promise<Response> {
    this.requests.set(request.raw, request);
    if (creation) this.creations.set(request.raw, creation);
    return this.tus.handleWeb(new NodeRequest({ req: request.raw, res: response }));
  }

  /** The staged upload `id`, or null when there is none (unknown, finished, abandoned, or not an id). */
  async find(id: string): Promise<StagedUpload | null> {
    if (!UPLOAD_ID.test(id)) return null;
    try {
      return toStaged(id, await this.store.getUpload(id));
    } catch (error) {
      // Described, its bytes gone: a commit (here or on another node) has moved them into the store and is
      // finishing; its record comes when it ends.
      if (isNoLongerThere(error)) await this.commitEnded(id);
      return this.storedRecord(id);
    }
  }

  /** The staged upload as it is now, or its record: what a commit (which holds the lock) reads. */
  private async findNow(id: string): Promise<StagedUpload | null> {
    try {
      return toStaged(id, await this.store.getUpload(id));
    } catch {
      return this.storedRecord(id);
    }
  }

  /** Resolves once no commit of `id` runs: this node's ends, another node's lets go of the lock. */
  private async commitEnded(id: string): Promise<void> {
    const running = this.commits.get(id);
    if (running)
      return running.then(
        () => {},
        () => {},
      );
    const lock = this.locker.newLock(id);
    try {
      await lock.lock(AbortSignal.timeout(COMMIT_LOCK_WAIT_MS), () => {});
    } catch {
      return; // still held after the wait: answered as things are
    }
    await lock.unlock();
  }

  /** What a commit stored under `id`, while its record lasts (the cleanup job deletes it with the idle ones). */
  private async storedRecord(id: string): Promise<StagedUpload | null> {
    try {
      const record = JSON.parse(await readFile(this.recordPath(id), 'utf8')) as StagedUpload;
      return { ...record, id, offset: record.size, stored: true };
    } catch {
      return null;
    }
  }

  private recordPath(id: string) {
    return path.join(this.stagingDir, `${id}${STORED_SUFFIX}`);
  }

  /**
   * Stores a complete upload as a cloud file and forgets it; once per upload however many requests ask. A
   * refusal (the name was taken, the quota shrank, the folder went) deletes the staged bytes too; an
   * unexpected failure keeps them, so the client's retry (a HEAD) commits again.
   */
  commit(id: string): Promise<void> {
    let running = this.commits.get(id);
    if (!running) {
      running = this.lockedCommit(id).finally(() => this.commits.delete(id));
      this.commits.set(id, running);
    }
    return running;
  }

  /**
   * The commit under the upload's lock: with several nodes, the last PATCH on one and the client's HEAD on
   * another may both commit: the second finds the first one's record. A commit is short and finishes even
   * when asked to let go.
   */
  private async lockedCommit(id: string) {
    const lock = this.locker.newLock(id);
    await lock.lock(AbortSignal.timeout(COMMIT_LOCK_WAIT_MS), () => {});
    try {
      await this.runCommit(id);
    } finally {
      await lock.unlock();
    }
  }

  private async runCommit(id: string) {
    const upload = await this.findNow(id);
    if (upload?.stored || (await this.storedRecord(id))) {
      // Stored before (its staged files may have outlived the commit that stored it).
      await this.discard(id);
      return;
    }
    if (!upload || upload.offset !== upload.size) throw new HttpError(404, STORAGE_MESSAGES.uploadGone);
    try {
      await this.cloud.adoptUpload(
        upload.deviceId,
        upload.folder,
        upload.fileName,
        path.join(this.stagingDir, id),
        upload.fileType,
        upload.userId,
      );
    } catch (error) {
      if (error instanceof HttpError) await this.discard(id);
      throw error;
    }
    // The record first: a HEAD for this upload, here or on another node, finds it stored, never missing.
    // Written whole or not at all: to a temporary name, then renamed.
    const { stored: _, ...record } = upload;
    const temporary = `${this.recordPath(id)}.${randomUUID()}`;
    await writeFile(temporary, JSON.stringify(record))
      .then(() => rename(temporary, this.recordPath(id)))
      .catch(async (error: unknown) => {
        this.log.warn({ err: error }, `Could not record that upload ${id} was stored`);
        await rm(temporary, { force: true });
      });
    await this.discard(id);
  }

  /** Deletes an upload's staged bytes and its description (not the record of a stored one). */
  async discard(id: string): Promise<void> {
    await rm(path.join(this.stagingDir, id), { force: true });
    await rm(path.join(this.stagingDir, `${id}.json`), { force: true });
  }

  /**
   * Deletes the uploads that received nothing for `idleMs` before `now` (the bytes file's modification time;
   * a description whose bytes are missing, bytes without a description, or a stored upload's record, by
   * their own), skipping any a request or a commit holds. Resolves with the ids deleted.
   */
  async removeAbandoned(now: Date, idleMs: number): Promise<string[]> {
    const names = await readdir(this.stagingDir).catch(() => [] as string[]);
    const suffixes = ['.json', STORED_SUFFIX];
    const withoutSuffix = (name: string) => {
      const suffix = suffixes.find((end) => name.endsWith(end));
      return suffix ? name.slice(0, -suffix.length) : name;
    };
    const ids = new Set(names.map(withoutSuffix).filter((id) => UPLOAD_ID.test(id)));
    const removed: string[] = [];
    for (const id of ids) {
      const touched = await Promise.all(
        [id, `${id}.json`, `${id}${STORED_SUFFIX}`].map((name) =>
          stat(path.join(this.stagingDir, name)).then(
            (stats) => stats.mtimeMs,
            () => null,
          ),
        ),
      );
      const lastActivity = touched.find((time) => time !== null) ?? null;
      if (lastActivity === null || now.getTime() - lastActivity <= idleMs) continue;
      // Busy uploads are skipped; a free one is locked, so no request can start on it while it is deleted,
      // and none under way is ever asked to let go.
      if (this.commits.has(id)) continue;
      const lock = await this.locker.tryLock(id);
      if (!lock) continue;
      try {
        await this.discard(id);
        await rm(this.recordPath(id), { force: true });
      } finally {
        await lock.unlock();
      }
      removed.push(id);
    }
    return removed;
  }
}
