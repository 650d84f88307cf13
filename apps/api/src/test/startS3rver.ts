import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { S3Config } from '../config';

/** s3rver's built-in account. */
const S3RVER_KEY = 'S3RVER';

export interface TestS3 {
  /** What S3BlobStore and getTestServer({ s3 }) take, pointing at this server and its bucket. */
  config: S3Config;
  /** Every key in the bucket, sorted: what a test checks to see that nothing was left behind. */
  keys(): Promise<string[]>;
  stop(): Promise<void>;
}

/**
 * A real S3-compatible server (s3rver) on a free port of 127.0.0.1, its data in a new temporary folder,
 * with one empty bucket. The store talks to it exactly as to S3 or MinIO: signed requests, path style.
 */
export async function startS3rver(bucket = 'drisk-test'): Promise<TestS3> {
  const directory = await mkdtemp(path.join(tmpdir(), 'drisk-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const config: S3Config = {
    bucket,
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    credentials: { accessKeyId: S3RVER_KEY, secretAccessKey: S3RVER_KEY },
    forcePathStyle: true,
  };
  const client = new S3Client({
    endpoint: config.endpoint!,
    region: config.region,
    forcePathStyle: true,
    credentials: config.credentials!,
  });
  return {
    config,
    async keys() {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }),
        );
        keys.push(...(page.Contents ?? []).map((object) => object.Key!));
        token = page.NextContinuationToken;
      } while (token);
      return keys.sort();
    },
    async stop() {
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
