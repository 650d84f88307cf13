import type { DataVersions } from './dataVersions';
import { LruCache } from './lruCache';

interface Entry<V> {
  value: V;
  stamp: number;
}

/**
 * Values computed from one device's data, kept until that data changes (DataVersions.devicesChanged, or
 * filesChanged for values read from its cloud files), with a size bound and a TTL as a safety net. Callers asking for a key being computed share that
 * computation, unless the device changed since it started. Values are shared: never mutate them.
 */
export class DeviceDataCache<V> {
  private readonly entries: LruCache<string, Entry<V>>;
  private readonly computing = new Map<string, Entry<Promise<V>>>();
  private readonly changedSince: (deviceId: string, stamp: number) => boolean;

  constructor(
    private readonly versions: DataVersions,
    options: { maxEntries: number; ttlMs: number; follows?: 'device data' | 'cloud files' },
  ) {
    this.entries = new LruCache(options.maxEntries, options.ttlMs);
    this.changedSince =
      options.follows === 'cloud files'
        ? (deviceId, stamp) => versions.filesChangedSince(deviceId, stamp)
        : (deviceId, stamp) => versions.deviceChangedSince(deviceId, stamp);
  }

  /** `keep` may refuse a value (too large to hold, say): it is answered but not kept. */
  async get(
    deviceId: string,
    key: string,
    compute: () => Promise<V>,
    keep: (value: V) => boolean = () => true,
  ): Promise<V> {
    const fullKey = `${deviceId} ${key}`;
    const cached = this.entries.get(fullKey);
    if (cached && !this.changedSince(deviceId, cached.stamp)) return cached.value;
    const running = this.computing.get(fullKey);
    if (running && !this.changedSince(deviceId, running.stamp)) return running.value;

    const stamp = this.versions.stamp();
    const value = compute();
    this.computing.set(fullKey, { value, stamp });
    try {
      const result = await value;
      if (!this.changedSince(deviceId, stamp) && keep(result))
        this.entries.set(fullKey, { value: result, stamp });
      return result;
    } finally {
      if (this.computing.get(fullKey)?.value === value) this.computing.delete(fullKey);
    }
  }
}
