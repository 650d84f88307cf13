import { describe, expect, it } from 'vitest';
import { sameSecret } from './sameSecret';

describe('sameSecret', () => {
  it('is true only for the very same text', () => {
    expect(sameSecret('broker-shared-secret', 'broker-shared-secret')).toBe(true);
    expect(sameSecret('broker-shared-secreT', 'broker-shared-secret')).toBe(false);
    expect(sameSecret('broker-shared-secret!', 'broker-shared-secret')).toBe(false);
    expect(sameSecret('', 'broker-shared-secret')).toBe(false);
    expect(sameSecret('é', 'e\u0301')).toBe(false);
  });
});
