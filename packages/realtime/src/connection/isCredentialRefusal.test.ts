import { describe, expect, it } from 'vitest';
import { isCredentialRefusal } from './isCredentialRefusal';

describe('isCredentialRefusal', () => {
  it('recognises bad credentials and not-authorized in MQTT 3.1.1 and MQTT 5', () => {
    expect([4, 5, 0x86, 0x87].map(isCredentialRefusal)).toEqual([true, true, true, true]);
  });

  it('leaves refusals that a retry can cure (server unavailable, busy) and non-numbers to the backoff', () => {
    expect([1, 3, 0x88, 0x89, 0x9f, undefined, 'ECONNREFUSED'].map(isCredentialRefusal)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});
