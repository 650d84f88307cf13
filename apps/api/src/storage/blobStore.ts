import type { Readable } from 'node:stream';

/**
 * Where the bytes of cloud files live. Names, folders and sizes are rows of the `files` table; a store
 * only keeps opaque keys (random ids the api chose), so no path a client sends ever reaches the disk or
 * the bucket. Two implementations, chosen by configuration in blobStoreOf.ts: LocalDiskBlobStore (under
 * DATA_DIR/cloud, the default) and S3BlobStore (an S3-compatible bucket, when S3_BUCKET is set). Both pass
 * the same behavioural suite (blobStoreContract.ts).
 */
export interface BlobStore {
  /**
   * Stores `content` under `key`, complete or not at all: the key appears only once every byte is written.
   * Past `limitBytes` it stops, removes what it wrote and throws BlobTooLargeError. Resolves to the size.
   */
  write(key: string, content: Readable, limitBytes: number): Promise<number>;
  /** The bytes of `key`, streamed; rejects when there is no such key. */
  read(key: string): Promise<Readable>;
  /** Whether `key` holds bytes (a write under way does not count until it completes). */
  exists(key: string): Promise<boolean>;
  copy(fromKey: string, toKey: string): Promise<void>;
  /**
   * Stores the complete local file `file` (a finished resumable upload) under `key`, on the same terms as
   * `write`; on success the file is gone. Optional: a store on the same disk renames it (no copy), others
   * leave it out and the file is streamed through `write`. Past `limitBytes`: BlobTooLargeError, file kept.
   */
  adopt?(key: string, file: string, limitBytes: number): Promise<number>;
  /** Removes a key; a missing key is fine. */
  remove(key: string): Promise<void>;
  /**
   * Deletes the temporary files of writes that died with their process (idle `idleMs` before `now`), which a
   * crash between writing and renaming leaves on disk; resolves with how many.
   */
  removeStalePartials(now: Date, idleMs: number): Promise<number>;
  /** Frees what the store holds open (the S3 client's sockets); called when the app closes. */
  close?(): Promise<void>;
}

/** Thrown by BlobStore.write when the content passes its limit (the quota). */
export class BlobTooLargeError extends Error {
  constructor() {
    super('The content is larger than the space left');
  }
}

/**
 * Refuses anything but the api's own key shape (letters, digits, `_` and `-`), whatever the store: a key
 * never carries a separator or a dot, so it cannot name another place on disk or in the bucket.
 */
export function requireBlobKey(key: string): string {
  if (!/^[\w-]{1,128}$/.test(key)) throw new Error(`Not a blob key: ${key}`);
  return key;
}

/** Counts bytes through an async iterable and stops past `limit`. */
export async function* limited(content: AsyncIterable<Buffer>, limit: number, counted: { bytes: number }) {
  for await (const chunk of content) {
    counted.bytes += chunk.length;
    if (counted.bytes > limit) throw new BlobTooLargeError();
    yield chunk;
  }
}
