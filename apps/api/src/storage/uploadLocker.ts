import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { ERRORS, MemoryLocker, type Lock, type Locker, type RequestRelease } from '@tus/server';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/**
 * tus's Locker (one request at a time per upload; a newcomer asks the holder to let go, as a client
 * resuming after a dropped connection does), plus what the abandoned-upload cleanup needs: a lock taken
 * only if it is free, so an upload in use is skipped rather than interrupted.
 */
export interface UploadLocker extends Locker {
  /** The upload's lock if no request holds it, taken; null when one does. */
  tryLock(id: string): Promise<Lock | null>;
  close(): Promise<void>;
}

/** One api node: the locks live in its memory (tus's MemoryLocker). */
export function createMemoryUploadLocker(): UploadLocker {
  const locker = new MemoryLocker();
  return {
    newLock: (id) => locker.newLock(id),
    async tryLock(id) {
      // No await between the check and the lock: no request can take it in between.
      if (locker.locks.has(id)) return null;
      const lock = locker.newLock(id);
      await lock.lock(AbortSignal.timeout(1000), () => {});
      return lock;
    },
    close: async () => {},
  };
}

/** How long a lock lasts unless its node renews it: a node that dies holding one frees it after this. */
export const UPLOAD_LOCK_TTL_MS = 15_000;
/** How long a request waits for a lock before tus answers that it could not get it. */
const ACQUIRE_TIMEOUT_MS = 30_000;
/** Between two tries for a held lock, and between two requests to its holder to let go. */
const RETRY_MS = 25;
const ASK_AGAIN_MS = 1_000;

/** Deletes or extends the lock only while it is still this holder's (its token), in one step. */
const UNLOCK = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;
const RENEW = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end`;

/** A lock this node holds: its token in Redis, and the renewal that keeps it. */
interface Holding {
  id: string;
  token: string;
  requestRelease: RequestRelease;
  renewal: NodeJS.Timeout;
  /** When Redis last confirmed the lock (taken or renewed). */
  renewedAt: number;
}

/**
 * Several api nodes over one data folder: an upload's lock is a Redis key (`<key>/lock/<id>`, set only if
 * absent, with a TTL its holder renews), so a request on one node waits for one on another. A node that
 * wants a held lock publishes the upload's id on `<key>/release`; the node holding it asks its request
 * to stop (tus saves what arrived and unlocks), as MemoryLocker does within one process. Each lock acts
 * with its own token only, so a lock that expired meanwhile can never delete its successor's key.
 */
export async function createRedisUploadLocker(deps: {
  redisUrl: string;
  /** The deployment's key: nodes of one deployment share it, tests give each cluster its own. */
  key: string;
  log: Pick<FastifyBaseLogger, 'warn'>;
  ttlMs?: number;
}): Promise<UploadLocker> {
  const { log } = deps;
  const ttlMs = deps.ttlMs ?? UPLOAD_LOCK_TTL_MS;
  const lockKey = (id: string) => `${deps.key}/lock/${id}`;
  const channel = `${deps.key}/release`;
  const client = new Redis(deps.redisUrl);
  const subscriber = new Redis(deps.redisUrl);
  for (const connection of [client, subscriber])
    connection.on('error', (error: unknown) =>
      log.warn({ err: error }, 'Upload lock Redis connection error'),
    );
  /** The lock this node holds on each upload. */
  const held = new Map<string, Holding>();
  subscriber.on('message', (from: string, id: string) => {
    if (from === channel) void held.get(id)?.requestRelease();
  });
  await subscriber.subscribe(channel);

  const forget = (holding: Holding) => {
    clearInterval(holding.renewal);
    if (held.get(holding.id) === holding) held.delete(holding.id);
  };

  /** The lock may be someone else's now: its request is asked to stop before it writes any more. */
  const lost = (holding: Holding) => {
    log.warn(`The lock of upload ${holding.id} was lost; its request is asked to stop`);
    forget(holding);
    void holding.requestRelease();
  };

  const renew = (holding: Holding) => {
    // Two renewals unconfirmed (Redis slow, unreachable, or this process stalled): the key may expire before
    // the next tick, and another request take the upload, so the request stops now, a third of a TTL early.
    if (Date.now() - holding.renewedAt >= ttlMs - ttlMs / 3) return lost(holding);
    const sentAt = Date.now();
    client.eval(RENEW, 1, lockKey(holding.id), holding.token, ttlMs).then(
      (renewed) => {
        // The TTL runs from when Redis ran the command, which is after it was sent.
        if (renewed === 1) holding.renewedAt = Math.max(holding.renewedAt, sentAt);
        else if (held.get(holding.id) === holding) lost(holding);
      },
      (error: unknown) => log.warn({ err: error }, `Could not renew the lock of upload ${holding.id}`),
    );
  };

  /** One try: the lock if free, with its renewal started. */
  const take = async (id: string, requestRelease: RequestRelease): Promise<Holding | null> => {
    const token = randomUUID();
    const sentAt = Date.now();
    if ((await client.set(lockKey(id), token, 'PX', ttlMs, 'NX')) !== 'OK') return null;
    const holding: Holding = { id, token, requestRelease, renewedAt: sentAt, renewal: undefined! };
    holding.renewal = setInterval(() => renew(holding), ttlMs / 3);
    holding.renewal.unref();
    const previous = held.get(id);
    if (previous) lost(previous); // an earlier lock of this node that expired: its request must stop
    held.set(id, holding);
    return holding;
  };

  /** Deletes the key if it is still this lock's. A failure is only logged: the TTL frees the key then. */
  const release = async (holding: Holding) => {
    forget(holding);
    await client
      .eval(UNLOCK, 1, lockKey(holding.id), holding.token)
      .catch((error: unknown) => log.warn({ err: error }, `Could not unlock upload ${holding.id}`));
  };

  const lockOf = (id: string, taken: Holding | null = null): Lock => {
    let mine = taken;
    return {
      async lock(signal, requestRelease) {
        const deadline = Date.now() + ACQUIRE_TIMEOUT_MS;
        let askedAt = 0;
        for (;;) {
          if (signal.aborted || Date.now() > deadline) throw ERRORS.ERR_LOCK_TIMEOUT;
          mine = await take(id, requestRelease);
          if (mine) return;
          if (Date.now() - askedAt >= ASK_AGAIN_MS) {
            askedAt = Date.now();
            await client.publish(channel, id);
          }
          await sleep(RETRY_MS, undefined, { signal }).catch(() => {});
        }
      },
      async unlock() {
        if (!mine) throw new Error('Releasing an unlocked lock!');
        const holding = mine;
        mine = null;
        await release(holding);
      },
    };
  };

  return {
    newLock: (id) => lockOf(id),
    async tryLock(id) {
      const holding = await take(id, () => {});
      return holding ? lockOf(id, holding) : null;
    },
    /** Lets go of the locks still held (a node stopping), so other nodes need not wait for their TTL. */
    async close() {
      await Promise.all([...held.values()].map(release));
      await Promise.allSettled([subscriber.quit(), client.quit()]);
    },
  };
}
