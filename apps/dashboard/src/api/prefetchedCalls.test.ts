import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '@drisk/data-provider';
import { PREFETCH_FRESH_MS, createPrefetchedCalls } from './prefetchedCalls';

const reply = (result: unknown) => ({ statusCode: 200, message: 'ok', result });

describe('createPrefetchedCalls', () => {
  it('hands a prefetched reply to the first taker only, keyed by call and input', async () => {
    const call = vi.fn((name: string) => Promise.resolve(reply(name))) as unknown as ApiClient['call'];
    const calls = createPrefetchedCalls(call, () => 0);
    calls.prefetch('getDeviceGPS');
    calls.prefetch('getDeviceGPS');
    expect(call).toHaveBeenCalledTimes(1);
    expect(calls.take('getNotification', 'null')).toBeUndefined();
    await expect(calls.take('getDeviceGPS', 'null')).resolves.toEqual(reply('getDeviceGPS'));
    expect(calls.take('getDeviceGPS', 'null')).toBeUndefined();
  });

  it('drops a prefetch the screen did not take in time', () => {
    let now = 0;
    const call = vi.fn(() => Promise.resolve(reply(null))) as unknown as ApiClient['call'];
    const calls = createPrefetchedCalls(call, () => now);
    calls.prefetch('getDeviceGPS');
    now = PREFETCH_FRESH_MS;
    expect(calls.take('getDeviceGPS', 'null')).toBeUndefined();
  });

  it('does not leave a failed prefetch unhandled; the taker sees the failure', async () => {
    const call = vi.fn(() => Promise.reject(new Error('offline'))) as unknown as ApiClient['call'];
    const calls = createPrefetchedCalls(call, () => 0);
    calls.prefetch('getDeviceGPS');
    await expect(calls.take('getDeviceGPS', 'null')).rejects.toThrow('offline');
  });
});
