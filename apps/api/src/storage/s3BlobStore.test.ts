import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startS3rver } from '../test/startS3rver';
import { describeBlobStore } from './blobStoreContract';
import { S3BlobStore } from './s3BlobStore';

describeBlobStore('S3BlobStore against s3rver', async () => {
  const s3 = await startS3rver();
  const spoolDir = await mkdtemp(path.join(tmpdir(), 'drisk-spool-'));
  const store = new S3BlobStore(s3.config, spoolDir);
  return {
    store,
    // The bucket's objects and anything left in the spool folder.
    async everything() {
      const spooled = await readdir(spoolDir).catch(() => []);
      return [...(await s3.keys()), ...spooled.map((name) => `spool/${name}`)].sort();
    },
    async stop() {
      await store.close();
      await s3.stop();
      await rm(spoolDir, { recursive: true, force: true });
    },
  };
});

describe('S3BlobStore set-up errors', () => {
  it('names the bucket and what to set when the bucket does not exist', async () => {
    const s3 = await startS3rver();
    const spoolDir = await mkdtemp(path.join(tmpdir(), 'drisk-spool-'));
    const store = new S3BlobStore({ ...s3.config, bucket: 'no-such-bucket' }, spoolDir);
    try {
      await expect(store.read('some-key')).rejects.toThrow(
        /S3 bucket "no-such-bucket" does not exist at http:\/\/127\.0\.0\.1:\d+: create it, or set S3_BUCKET/,
      );
    } finally {
      await store.close();
      await s3.stop();
      await rm(spoolDir, { recursive: true, force: true });
    }
  });
});
