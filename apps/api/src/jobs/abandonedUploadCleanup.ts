import type { FastifyBaseLogger } from 'fastify';
import { RESUMABLE_UPLOAD } from '@drisk/contract';
import type { BlobStore } from '../storage/blobStore';
import type { ResumableUploads } from '../storage/resumableUploads';
import { STALE_PARTIAL_IDLE_MS } from '../storage/stalePartialFiles';
import { startPeriodicJob } from './periodicJob';

/** How often the job looks for abandoned partial uploads. */
export const ABANDONED_UPLOAD_SWEEP_MS = 60 * 60_000;
/** An upload that received nothing for this long is abandoned (the contract's RESUMABLE_UPLOAD). */
export const ABANDONED_UPLOAD_IDLE_MS = RESUMABLE_UPLOAD.abandonedAfterHours * 60 * 60_000;

export interface AbandonedUploadCleanup {
  /** Deletes the partial uploads idle for longer than the expiry before `now`; resolves with their ids. */
  runOnce(now?: Date): Promise<string[]>;
  /** Stops the timer and waits for a run under way. */
  stop(): Promise<void>;
}

/**
 * A scheduled job, started with the app and stopped on close: partial resumable uploads that received no
 * byte for RESUMABLE_UPLOAD.abandonedAfterHours are deleted from DATA_DIR/tus-staging (a client resuming
 * one later gets 404 and starts again). Uploads a request or a commit holds are left alone. The same run
 * deletes the blob store's temporary files that a crash left behind (idle for STALE_PARTIAL_IDLE_MS).
 */
export function startAbandonedUploadCleanup(
  deps: { uploads: ResumableUploads; blobs: BlobStore; log: FastifyBaseLogger },
  intervalMs = ABANDONED_UPLOAD_SWEEP_MS,
): AbandonedUploadCleanup {
  return startPeriodicJob(
    async (now: Date = new Date()) => {
      const removed = await deps.uploads.removeAbandoned(now, ABANDONED_UPLOAD_IDLE_MS);
      if (removed.length > 0) deps.log.info(`Deleted ${removed.length} abandoned partial uploads`);
      const leftovers = await deps.blobs.removeStalePartials(now, STALE_PARTIAL_IDLE_MS);
      if (leftovers > 0) deps.log.info(`Deleted ${leftovers} temporary files of interrupted writes`);
      return removed;
    },
    { intervalMs, log: deps.log, failure: 'Could not delete abandoned uploads' },
  );
}
