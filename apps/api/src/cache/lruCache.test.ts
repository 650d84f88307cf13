import { describe, expect, it } from 'vitest';
import { LruCache } from './lruCache';

describe('LruCache', () => {
  it('forgets the least recently used entry when full, and entries past their TTL', () => {
    const cache = new LruCache<string, number>(2, 1_000);
    cache.set('a', 1, 0);
    cache.set('b', 2, 0);
    expect(cache.get('a', 10)).toBe(1); // a is now the most recently used
    cache.set('c', 3, 20);
    expect(cache.get('b', 30)).toBeUndefined();
    expect(cache.get('a', 30)).toBe(1);
    expect(cache.get('c', 999)).toBe(3);
    expect(cache.get('c', 1_020)).toBeUndefined();
    expect(cache.size).toBe(1);
  });
});
