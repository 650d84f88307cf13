import { describe, expect, it } from 'vitest';
import { DataVersions } from './dataVersions';
import { DeviceDataCache } from './deviceDataCache';

const limits = { maxEntries: 10, ttlMs: 60_000 };

describe('DeviceDataCache', () => {
  it('computes once for concurrent callers and again after the device changed', async () => {
    const versions = new DataVersions();
    const cache = new DeviceDataCache<number>(versions, limits);
    let computed = 0;
    const compute = async () => ++computed;
    expect(await Promise.all([cache.get('D1', 'k', compute), cache.get('D1', 'k', compute)])).toEqual([1, 1]);
    expect(await cache.get('D1', 'k', compute)).toBe(1);
    versions.devicesChanged(['D2']);
    expect(await cache.get('D1', 'k', compute)).toBe(1);
    versions.devicesChanged(['D1']);
    expect(await cache.get('D1', 'k', compute)).toBe(2);
  });

  it('does not keep a value computed while the device changed, nor share it with later callers', async () => {
    const versions = new DataVersions();
    const cache = new DeviceDataCache<string>(versions, limits);
    let release: (value: string) => void = () => {};
    const slow = cache.get('D1', 'k', () => new Promise((resolve) => (release = resolve)));
    versions.devicesChanged(['D1']); // a write committed while the read ran
    const after = cache.get('D1', 'k', async () => 'fresh');
    release('stale');
    expect(await slow).toBe('stale');
    expect(await after).toBe('fresh');
    expect(await cache.get('D1', 'k', async () => 'recomputed')).toBe('fresh');
  });
});
