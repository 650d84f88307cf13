import { afterEach, describe, expect, it, vi } from 'vitest';
import { decodeMessage, UNDECODABLE } from './decodeMessage';

afterEach(() => vi.restoreAllMocks());

describe('decodeMessage', () => {
  it('decodes a UTF-8 JSON payload', () => {
    expect(decodeMessage('t', new TextEncoder().encode('{"value":"charging","name":"Café"}'))).toEqual({
      value: 'charging',
      name: 'Café',
    });
  });

  it('drops a payload that is not JSON with a warning naming the topic', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(decodeMessage('DRA-100001/device/app', new TextEncoder().encode('battery=40'))).toBe(UNDECODABLE);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"DRA-100001/device/app"'));
  });

  it('drops an empty payload (a cleared retained message) without a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(decodeMessage('t', new Uint8Array())).toBe(UNDECODABLE);
    expect(warn).not.toHaveBeenCalled();
  });
});
