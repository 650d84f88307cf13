import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BlobTooLargeError, type BlobStore } from './blobStore';

/** A store under test, and everything it holds (finished and temporary), to see what a failure left. */
export interface BlobStoreUnderTest {
  store: BlobStore;
  /** Every stored object or file, partial ones included, sorted. */
  everything(): Promise<string[]>;
  stop(): Promise<void>;
}

const bytesOf = (length: number, seed = 7) => {
  const content = Buffer.alloc(length);
  for (let index = 0; index < length; index++) content[index] = (index * 31 + seed) % 251;
  return content;
};

/** A stream of `content` in chunks of `chunk` bytes, as an upload arrives. */
const chunked = (content: Buffer, chunk = 64 * 1024) =>
  Readable.from(
    (function* () {
      for (let at = 0; at < content.length; at += chunk) yield content.subarray(at, at + chunk);
    })(),
  );

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

const sha = (content: Buffer) => createHash('sha256').update(content).digest('hex');

let counter = 0;
/** A fresh key in the api's shape. */
const newKey = () => `blob-${process.pid}-${++counter}-${Math.random().toString(36).slice(2, 10)}`;

/**
 * What every BlobStore must do, run against each implementation (localDiskBlobStore.test.ts,
 * s3BlobStore.test.ts) so the api behaves the same whichever one is configured.
 */
export function describeBlobStore(name: string, setUp: () => Promise<BlobStoreUnderTest>) {
  describe(`${name} (the BlobStore contract)`, () => {
    let subject: BlobStoreUnderTest;
    let store: BlobStore;
    beforeAll(async () => {
      subject = await setUp();
      store = subject.store;
    });
    afterAll(() => subject?.stop());

    it('stores a streamed write and reads the same bytes back, resolving to the size', async () => {
      const key = newKey();
      const content = bytesOf(700_000);
      expect(await store.write(key, chunked(content), 1_000_000)).toBe(content.length);
      expect(await store.exists(key)).toBe(true);
      expect(sha(await readAll(await store.read(key)))).toBe(sha(content));
    });

    it('stores an empty file', async () => {
      const key = newKey();
      expect(await store.write(key, Readable.from([]), 10)).toBe(0);
      expect(await store.exists(key)).toBe(true);
      expect((await readAll(await store.read(key))).length).toBe(0);
    });

    it('says a missing key is missing: exists is false and read rejects', async () => {
      const key = newKey();
      expect(await store.exists(key)).toBe(false);
      await expect(store.read(key)).rejects.toThrow();
    });

    it('stops past the limit with BlobTooLargeError and leaves nothing behind', async () => {
      const before = await subject.everything();
      const key = newKey();
      await expect(store.write(key, chunked(bytesOf(300_000)), 200_000)).rejects.toBeInstanceOf(
        BlobTooLargeError,
      );
      expect(await store.exists(key)).toBe(false);
      expect(await subject.everything()).toEqual(before);
    });

    it('leaves nothing behind when the content breaks off', async () => {
      const before = await subject.everything();
      const key = newKey();
      const broken = Readable.from(
        (async function* () {
          yield bytesOf(100_000);
          throw new Error('connection reset');
        })(),
      );
      await expect(store.write(key, broken, 1_000_000)).rejects.toThrow('connection reset');
      expect(await store.exists(key)).toBe(false);
      expect(await subject.everything()).toEqual(before);
    });

    it('shows a key only once its write is complete', async () => {
      const key = newKey();
      let finish!: () => void;
      const held = new Promise<void>((resolve) => (finish = resolve));
      let halfway!: () => void;
      const reachedHalfway = new Promise<void>((resolve) => (halfway = resolve));
      const writing = store.write(
        key,
        Readable.from(
          (async function* () {
            yield bytesOf(50_000, 1);
            halfway();
            await held;
            yield bytesOf(50_000, 2);
          })(),
        ),
        1_000_000,
      );
      await reachedHalfway;
      expect(await store.exists(key)).toBe(false);
      await expect(store.read(key)).rejects.toThrow();
      finish();
      expect(await writing).toBe(100_000);
      expect(await store.exists(key)).toBe(true);
    });

    it('copies into an independent key', async () => {
      const from = newKey();
      const to = newKey();
      const content = bytesOf(120_000, 3);
      await store.write(from, chunked(content), 1_000_000);
      await store.copy(from, to);
      await store.remove(from);
      expect(await store.exists(from)).toBe(false);
      expect(sha(await readAll(await store.read(to)))).toBe(sha(content));
    });

    it('removes a key, and a missing key is fine', async () => {
      const key = newKey();
      await store.write(key, Readable.from([Buffer.from('bye')]), 100);
      await store.remove(key);
      expect(await store.exists(key)).toBe(false);
      await expect(store.remove(key)).resolves.toBeUndefined();
    });

    it('keeps concurrent writes apart', async () => {
      const keys = [newKey(), newKey(), newKey(), newKey()];
      const contents = keys.map((_, index) => bytesOf(90_000 + index * 1000, index));
      await Promise.all(keys.map((key, index) => store.write(key, chunked(contents[index], 10_000), 1e6)));
      for (const [index, key] of keys.entries())
        expect(sha(await readAll(await store.read(key)))).toBe(sha(contents[index]));
    });

    it('refuses keys that are not the api’s own ids', async () => {
      for (const bad of ['', '../escape', 'a/b', 'a\\b', '.hidden', 'x'.repeat(200), 'nul\0byte'])
        await expect(
          store.write(bad, Readable.from([Buffer.from('x')]), 10),
          JSON.stringify(bad),
        ).rejects.toThrow(/Not a blob key/);
    });
  });
}
