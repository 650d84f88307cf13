import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { API_BASE_PATH, RESUMABLE_UPLOAD } from '@drisk/contract';
import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devices } from '../db/schema';
import { redisAnswers } from '../test/redisProbe';
import { getTestServer, type TestServer } from '../test/testServer';
import { tusClient } from '../test/tusClient';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisUp = await redisAnswers(REDIS_URL);
if (!redisUp) console.warn(`resumableUploadsCluster.test.ts skipped: no Redis answers at ${REDIS_URL}`);

const DEVICE = 'DRA-100001';
const root = `/dRisk/${DEVICE}`;
const KEYS = RESUMABLE_UPLOAD.metadata;
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

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

  it('continues on node B while node A still holds the old request: A is asked to let go, nothing is lost', async () => {
    const owner = await nodeA.login('owner@example.com', 'Owner#12345');
    const [atA, atB] = [tusClient(nodeA.url, owner), tusClient(nodeB.url, owner)];
    const content = randomBytes(1_000_000);
    const create = await atA.create(
      {
        [KEYS.deviceId]: DEVICE,
        [KEYS.folder]: root,
        [KEYS.fileName]: 'moved-network.bin',
        [KEYS.fileType]: 'application/octet-stream',
      },
      content.length,
    );
    expect(create.status).toBe(201);
    const onA = create.location!;
    const onB = onA.replace(nodeA.url, nodeB.url);

    // The phone changed networks: its request on node A is stalled, not closed.
    const stalled = await atA.patchAndStall(onA, 0, content, 400_000);
    try {
      await new Promise((resolve) => setTimeout(resolve, 300));
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
    const file = await fetch(
      `${nodeB.url}${API_BASE_PATH}/fileSharing/downloadFiles/${encodeURIComponent(JSON.stringify([`${root}/moved-network.bin`]))}?device_id=${DEVICE}`,
      { headers: { Auth: owner } },
    );
    expect(file.status).toBe(200);
    expect(sha256(Buffer.from(await file.arrayBuffer()))).toBe(sha256(content));
  });
});
