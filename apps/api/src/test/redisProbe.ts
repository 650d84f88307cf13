import { Redis } from 'ioredis';

/**
 * Whether a Redis answers PING at `url` within about a second: what a test that needs a real Redis
 * asks first, so it can skip (with a warning) on a machine that has none.
 */
export async function redisAnswers(url: string): Promise<boolean> {
  const probe = new Redis(url, { lazyConnect: true, connectTimeout: 1_000, maxRetriesPerRequest: 0 });
  probe.on('error', () => {});
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}
