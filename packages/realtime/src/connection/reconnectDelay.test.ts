import { describe, expect, it } from 'vitest';
import { reconnectDelay } from './reconnectDelay';

describe('reconnectDelay', () => {
  it('waits 1 s before the first retry and never more than 30 s', () => {
    expect(reconnectDelay(0, {}, () => 0)).toBe(1_000);
    expect(reconnectDelay(0, {}, () => 1)).toBe(1_000);
    expect(reconnectDelay(50, {}, () => 1)).toBe(30_000);
    expect(reconnectDelay(50, {}, () => 0)).toBe(1_000);
  });

  it('doubles the ceiling with each failure and spreads the wait below it', () => {
    expect([1, 2, 3, 4].map((attempt) => reconnectDelay(attempt, {}, () => 1))).toEqual([
      2_000, 4_000, 8_000, 16_000,
    ]);
    expect(reconnectDelay(3, {}, () => 0.5)).toBe(4_500);
  });

  it('follows the given bounds', () => {
    expect(reconnectDelay(10, { minMs: 20, maxMs: 200 }, () => 1)).toBe(200);
    expect(reconnectDelay(0, { minMs: 20, maxMs: 200 }, () => 1)).toBe(20);
  });
});
