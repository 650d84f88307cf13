import type { Readable } from 'node:stream';

/**
 * Where the bytes of cloud files live. Names, folders and sizes are rows of the `files` table; a store
 * only keeps opaque keys (random ids the api chose), so no path a client sends ever reaches the disk or
 * the bucket. Today's implementation is LocalDiskBlobStore (under DATA_DIR); an object store (S3-compatible)
 * is to implement the same interface.
 */
export interface BlobStore {
  /**
   * Stores `content` under `key`, complete or not at all: the key appears only once every byte is written.
   * Past `limitBytes` it stops, removes what it wrote and throws BlobTooLargeError. Resolves to the size.
   */
  write(key: string, content: Readable, limitBytes: number): Promise<number>;
  read(key: string): Promise<Readable>;
  copy(fromKey: string, toKey: string): Promise<void>;
  /**
   * Stores the complete local file `file` (a finished resumable upload) under `key`, on the same terms as
   * `write`; on success the file is gone. Optional: a store on the same disk renames it (no copy), others
   * leave it out and the file is streamed through `write`. Past `limitBytes`: BlobTooLargeError, file kept.
   */
  adopt?(key: string, file: string, limitBytes: number): Promise<number>;
  /** Removes a key; a missing key is fine. */
  remove(key: string): Promise<void>;
}

/** Thrown by BlobStore.write when the content passes its limit (the quota). */
export class BlobTooLargeError extends Error {
  constructor() {
    super('The content is larger than the space left');
  }
}

/** Counts bytes through an async iterable and stops past `limit`. */
export async function* limited(content: AsyncIterable<Buffer>, limit: number, counted: { bytes: number }) {
  for await (const chunk of content) {
    counted.bytes += chunk.length;
    if (counted.bytes > limit) throw new BlobTooLargeError();
    yield chunk;
  }
}
