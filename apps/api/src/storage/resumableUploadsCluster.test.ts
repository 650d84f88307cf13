import { createHash, randomBytes } from 'node:crypto';
import { access, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { API_BASE_PATH, RESUMABLE_UPLOAD } from '@drisk/contract';
import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devices } from '../db/schema';
import { redisAnswers } from '../test/redisProbe';
import { withFailingAdoption, withSlowCommit } from '../test/adoptionFaults';
import { getTestServer, type TestServer } from '../test/testServer';
import { tusClient } from '../test/tusClient';
import { STAGING_FOLDER } from './resumableUploads';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisUp = await redisAnswers(REDIS_URL);
if (!redisUp) console.warn(`resumableUploadsCluster.test.ts skipped: no Redis answers at ${REDIS_URL}`);

const DEVICE = 'DRA-100001';
const root = `/dRisk/${DEVICE}`;
const KEYS = RESUMABLE_UPLOAD.metadata;
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

async function downloaded(node: TestServer, token: string, name: string) {
  const reply = await fetch(
    `${node.url}${API_BASE_PATH}/fileSharing/downloadFiles/${encodeURIComponent(JSON.stringify([`${root}/${name}`]))}?device_id=${DEVICE}`,
    { headers: { Auth: token } },
  );
  expect(reply.status).toBe(200);
  return Buffer.from(await reply.arrayBuffer());
}

/**
 * Two api nodes as the README's production recipe runs them: one database (the test's), one data folder
 * and one Redis, each node with its own upload locks in it.
 */
describe.skipIf(!redisUp)('resumable uploads on two api nodes', () => {
  const uploadRedisKey = `drisk-uploads-test-${randomBytes(6).toString('hex')}`;
  let dataDir = '';
  let nodeA: TestServer;
  let nodeB: TestServer;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'drisk-shared-data-'));
    const cluster = {
      dataDir,
      redisUrl: REDIS_URL,
      chatRedisKey: `drisk-chat-test-${randomBytes(6).toString('hex')}`,
      uploadRedisKey,
    };
    nodeA = await getTestServer(cluster);
    nodeB = await getTestServer(cluster);
    await nodeA.db.update(devices).set({ storageQuotaBytes: 5_000_000 }).where(eq(devices.deviceId, DEVICE));
  }, 180_000);
  afterAll(async () => {
    await nodeA?.close();
    await nodeB?.close();
    await rm(dataDir, { recursive: true, force: true });
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${uploadRedisKey}/*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });

  /** The owner's upload of `size` random bytes, created on node A, and its address on each node. */
  async function uploadCreatedOnA(name: string, size: number) {
    const owner = await nodeA.login('owner@example.com', 'Owner#12345');
    const [atA, atB] = [tusClient(nodeA.url, owner), tusClient(nodeB.url, owner)];
    const content = randomBytes(size);
    const fields = {
      [KEYS.deviceId]: DEVICE,
      [KEYS.folder]: root,
      [KEYS.fileName]: name,
      [KEYS.fileType]: 'application/octet-stream',
    };
    const create = await atA.create(fields, size);
    expect(create.status).toBe(201);
    const onA = create.location!;
    return { owner, atA, atB, content, onA, onB: onA.replace(nodeA.url, nodeB.url) };
  }

  it('continues on node B while node A still holds the old request: A is asked to let go, nothing is lost', async () => {
    const { owner, atA, atB, onA, onB, content } = await uploadCreatedOnA('moved-network.bin', 1_000_000);

    // The phone changed networks: its request on node A is stalled, not closed.
    const stalled = await atA.patchAndStall(onA, 0, content, 400_000);
    try {
      // Node A has taken the upload's lock (its request passed the checks and reached tus).
      const redis = new Redis(REDIS_URL);
      const lockKey = `${uploadRedisKey}/lock/${onA.split('/').pop()}`;
      await expect.poll(() => redis.exists(lockKey), { timeout: 10_000 }).toBe(1);
      redis.disconnect();
      // Answered once node A let go: tus gives a request asked to stop 3 s to drain (lockDrainTimeout).
      const { status, offset } = await atB.head(onB);
      expect(status).toBe(200);
      // Node A ended the stalled request for node B's HEAD (its lock asked back over Redis), having kept
      // what arrived.
      await Promise.race([
        stalled.ended,
        new Promise((_, reject) =>
          setTimeout(() => reject(new Error('Node A did not end the stalled request')), 10_000),
        ),
      ]);
      expect(offset).toBeGreaterThan(0);
      expect(offset).toBeLessThanOrEqual(400_000);
      expect((await atB.patch(onB, offset!, content.subarray(offset!))).status).toBe(204);
    } finally {
      stalled.drop();
    }
    expect(sha256(await downloaded(nodeB, owner, 'moved-network.bin'))).toBe(sha256(content));
  });

  it('stores an upload once when both nodes are asked to store it at the same time', async () => {
    const { owner, atA, atB, onA, onB, content } = await uploadCreatedOnA('asked-twice.bin', 200_000);
    // Every byte arrives on node A, which cannot store the file then (as when it stopped at that moment)...
    expect((await withFailingAdoption(nodeA, () => atA.patch(onA, 0, content))).status).toBe(500);
    // ...then the client's retries reach both nodes at once: each HEAD stores the file before it answers.
    const heads = await Promise.all([atA.head(onA), atB.head(onB)]);
    expect(heads).toMatchObject([
      { status: 200, offset: content.length },
      { status: 200, offset: content.length },
    ]);
    const listing = await nodeB.call<{ name: string }[]>('fileSharing/fileStructure', {
      body: { device_id: DEVICE, path: root },
      token: owner,
    });
    expect(listing.body.result.filter((entry) => entry.name === 'asked-twice.bin')).toHaveLength(1);
    expect(sha256(await downloaded(nodeA, owner, 'asked-twice.bin'))).toBe(sha256(content));
  });

  it('answers a HEAD on node B while node A stores the file, once it is stored', async () => {
    const { atA, atB, onA, onB, content } = await uploadCreatedOnA('stored-meanwhile.bin', 40_000);
    await withSlowCommit(nodeA, 1_000, async () => {
      const last = atA.patch(onA, 0, content);
      const bytes = path.join(dataDir, STAGING_FOLDER, onA.split('/').pop()!);
      await expect
        .poll(
          () =>
            access(bytes).then(
              () => true,
              () => false,
            ),
          { timeout: 5_000 },
        )
        .toBe(false);
      expect(await atB.head(onB)).toMatchObject({ status: 200, offset: content.length });
      expect((await last).status).toBe(204);
    });
  });
});
