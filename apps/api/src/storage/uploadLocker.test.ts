import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { redisAnswers } from '../test/redisProbe';
import { createMemoryUploadLocker, createRedisUploadLocker, type UploadLocker } from './uploadLocker';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisUp = await redisAnswers(REDIS_URL);
if (!redisUp) console.warn(`uploadLocker.test.ts skipped: no Redis answers at ${REDIS_URL}`);

const quiet = { warn: () => {} };
const uploadId = () => randomBytes(16).toString('hex');

/** What both lockers promise tus and the cleanup, for lockers `one` and `two` (two nodes, or one node twice). */
async function sharesOneLock(one: UploadLocker, two: UploadLocker) {
  const id = uploadId();
  const first = one.newLock(id);
  // The holder lets go when asked, as tus stops a request whose upload another request wants.
  let asked = 0;
  await first.lock(AbortSignal.timeout(5_000), async () => {
    asked += 1;
    await first.unlock();
  });
  expect(await two.tryLock(id)).toBeNull();
  const second = two.newLock(id);
  await second.lock(AbortSignal.timeout(5_000), () => {});
  expect(asked).toBe(1);
  expect(await one.tryLock(id)).toBeNull();

  // A holder that does not let go keeps the lock until the waiter gives up.
  await expect(one.newLock(id).lock(AbortSignal.timeout(300), () => {})).rejects.toMatchObject({
    status_code: 500,
  });
  await second.unlock();
  const cleanup = await one.tryLock(id);
  expect(cleanup).not.toBeNull();
  await cleanup!.unlock();
}

describe('the upload locker of one api node (memory)', () => {
  it('gives an upload to one request at a time and asks the holder to let go', async () => {
    const locker = createMemoryUploadLocker();
    await sharesOneLock(locker, locker);
  });
});

describe.skipIf(!redisUp)('the upload locker of several api nodes (Redis)', () => {
  const key = `drisk-uploads-test-${randomBytes(6).toString('hex')}`;
  const lockers: UploadLocker[] = [];
  const redis = new Redis(REDIS_URL);
  const node = async (ttlMs?: number) => {
    const locker = await createRedisUploadLocker({ redisUrl: REDIS_URL, key, log: quiet, ttlMs });
    lockers.push(locker);
    return locker;
  };
  afterAll(async () => {
    await Promise.all(lockers.map((locker) => locker.close()));
    const keys = await redis.keys(`${key}/*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });

  it('gives an upload to one request at a time across nodes and asks the holder on the other node to let go', async () => {
    await sharesOneLock(await node(), await node());
  });

  // A TTL of 1 s, renewed every 333 ms: only a pause of about 650 ms of this process could lose a lock.
  it('keeps a lock while its node renews it; one left by a node that died expires with its TTL', async () => {
    const [one, two] = [await node(1_000), await node(1_000)];
    const id = uploadId();
    const held = await one.tryLock(id);
    expect(held).not.toBeNull();
    // Two and a half TTLs later the lock is still held: its node renews it.
    await sleep(2_500);
    expect(await two.tryLock(id)).toBeNull();
    await held!.unlock();

    // A lock as a killed node leaves it: nobody renews it, nobody deletes it.
    const orphan = uploadId();
    await redis.set(`${key}/lock/${orphan}`, 'a node that died', 'PX', 1_000);
    expect(await two.tryLock(orphan)).toBeNull();
    await sleep(1_300);
    const taken = await two.tryLock(orphan);
    expect(taken).not.toBeNull();
    await taken!.unlock();
  });

  it.each(['another node', 'its own node'])(
    'stops a request whose lock was lost when a request on %s takes the upload; its late unlock leaves the new holder alone',
    async (where) => {
      const one = await node(1_000);
      const other = where === 'its own node' ? one : await node(1_000);
      const id = uploadId();
      let stopped = false;
      const first = one.newLock(id);
      await first.lock(AbortSignal.timeout(5_000), () => {
        stopped = true;
      });
      // The key vanishes (as after a Redis failover) and another request takes the upload.
      await redis.del(`${key}/lock/${id}`);
      const second = await other.tryLock(id);
      expect(second).not.toBeNull();
      // The first node stops its request: at once on its own node, at its next renewal otherwise.
      await expect.poll(() => stopped, { timeout: 5_000 }).toBe(true);
      await first.unlock();
      expect(await redis.exists(`${key}/lock/${id}`)).toBe(1);
      expect(await one.tryLock(id)).toBeNull();
      await second!.unlock();
      expect(await redis.exists(`${key}/lock/${id}`)).toBe(0);
    },
  );

  it('lets go of its locks when its node stops', async () => {
    const [one, two] = [await node(), await node()];
    const id = uploadId();
    expect(await one.tryLock(id)).not.toBeNull();
    await one.close();
    const taken = await two.tryLock(id);
    expect(taken).not.toBeNull();
    await taken!.unlock();
  });
});
