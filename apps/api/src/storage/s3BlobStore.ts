import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { S3Client } from '@aws-sdk/client-s3';
import type { S3Config } from '../config';
import { limited, requireBlobKey, type BlobStore } from './blobStore';
import { PARTIAL_SUFFIX, removeStalePartialFiles } from './stalePartialFiles';

type Sdk = typeof import('@aws-sdk/client-s3');

/** What S3 and compatible servers answer for a missing object (GetObject, HeadObject) or bucket. */
const isMissing = (error: unknown) =>
  ['NoSuchKey', 'NotFound'].includes((error as { name?: string }).name ?? '') ||
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

/**
 * Cloud file bytes in an S3-compatible bucket (AWS S3, MinIO; s3rver in tests), one object per key.
 *
 * - Writes: the content is counted against the limit while it is spooled to a local file, then sent with
 *   one PutObject of known length (the SDK's multipart helper, @aws-sdk/lib-storage, is not a dependency).
 *   PutObject is atomic: the object is listed complete or not at all, and a refused or broken write
 *   leaves nothing in the bucket. Memory stays flat; the spool takes the file's size on disk for a moment.
 * - Reads stream the object's body; copies are server-side (CopyObject), so no byte passes through here.
 * - The SDK (about 25 MB and a third of a second to load) is imported on first use, so a server that
 *   keeps its files on local disk never loads it.
 */
export class S3BlobStore implements BlobStore {
  private sdk: Promise<{ sdk: Sdk; client: S3Client }> | null = null;

  constructor(
    readonly config: S3Config,
    /** Where writes are spooled before their upload (a folder of DATA_DIR). */
    readonly spoolDir: string,
  ) {}

  private connect() {
    this.sdk ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: this.config.region,
        ...(this.config.endpoint ? { endpoint: this.config.endpoint } : {}),
        forcePathStyle: this.config.forcePathStyle,
        ...(this.config.credentials ? { credentials: this.config.credentials } : {}),
        // Checksums only where S3 requires them: many compatible servers do not take the SDK's default
        // CRC32 trailers on streamed bodies.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
    }));
    return this.sdk;
  }

  /** Runs a call with the client; a missing bucket becomes an error that says what to set. */
  private async run<T>(action: (s3: { sdk: Sdk; client: S3Client }) => Promise<T>): Promise<T> {
    const connected = await this.connect();
    try {
      return await action(connected);
    } catch (error) {
      if ((error as { name?: string }).name === 'NoSuchBucket')
        throw new Error(
          `S3 bucket "${this.config.bucket}" does not exist at ${this.config.endpoint ?? 'AWS S3'}: ` +
            'create it, or set S3_BUCKET to an existing bucket',
          { cause: error },
        );
      throw error;
    }
  }

  async write(key: string, content: Readable, limitBytes: number): Promise<number> {
    requireBlobKey(key);
    await mkdir(this.spoolDir, { recursive: true });
    const spool = path.join(this.spoolDir, `${randomUUID()}${PARTIAL_SUFFIX}`);
    const counted = { bytes: 0 };
    try {
      await pipeline(
        content,
        (source: AsyncIterable<Buffer>) => limited(source, limitBytes, counted),
        createWriteStream(spool, { flags: 'wx' }),
      );
      await this.run(({ sdk, client }) =>
        client.send(
          new sdk.PutObjectCommand({
            Bucket: this.config.bucket,
            Key: key,
            Body: createReadStream(spool),
            ContentLength: counted.bytes,
          }),
        ),
      );
      return counted.bytes;
    } finally {
      await rm(spool, { force: true });
    }
  }

  async read(key: string): Promise<Readable> {
    requireBlobKey(key);
    const reply = await this.run(({ sdk, client }) =>
      client.send(new sdk.GetObjectCommand({ Bucket: this.config.bucket, Key: key })),
    );
    // In Node the body is the response stream itself (an http.IncomingMessage).
    return reply.Body as Readable;
  }

  async exists(key: string): Promise<boolean> {
    requireBlobKey(key);
    try {
      await this.run(({ sdk, client }) =>
        client.send(new sdk.HeadObjectCommand({ Bucket: this.config.bucket, Key: key })),
      );
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async copy(fromKey: string, toKey: string): Promise<void> {
    requireBlobKey(fromKey);
    requireBlobKey(toKey);
    await this.run(({ sdk, client }) =>
      client.send(
        new sdk.CopyObjectCommand({
          Bucket: this.config.bucket,
          Key: toKey,
          CopySource: `${this.config.bucket}/${fromKey}`,
        }),
      ),
    );
  }

  async remove(key: string): Promise<void> {
    requireBlobKey(key);
    // S3 answers a delete of a missing key with success, as the interface wants.
    await this.run(({ sdk, client }) =>
      client.send(new sdk.DeleteObjectCommand({ Bucket: this.config.bucket, Key: key })),
    );
  }

  /** Only the local spool can hold leftovers: S3 keeps an object only once its PUT completed. */
  removeStalePartials(now: Date, idleMs: number): Promise<number> {
    return removeStalePartialFiles(this.spoolDir, now, idleMs);
  }

  async close(): Promise<void> {
    if (!this.sdk) return;
    const { client } = await this.sdk;
    client.destroy();
  }
}
