import { describe, expect, it } from 'vitest';
import { formatStorageSize } from './formatStorageSize';

describe('formatStorageSize', () => {
  it.each([
    [0, '0 B'],
    [999, '999 B'],
    [1000, '1 kB'],
    [15_360, '15.36 kB'],
    [1_000_000, '1 MB'],
    [250_000_000, '250 MB'],
    [1_000_000_000, '1 GB'],
    [5_368_709_120, '5.37 GB'],
    [-5, '0 B'],
  ])('shows %d bytes as %s', (bytes, text) => {
    expect(formatStorageSize(bytes)).toBe(text);
  });
});
