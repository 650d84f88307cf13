import { describe, expect, it } from 'vitest';
import { SHELL_TEXT, deviceStatusText } from './shell';

describe('deviceStatusText', () => {
  it('says a known status in words and any other as it came, never a property of every object', () => {
    const words = { Active: 'Aktiv', Inactive: 'Inaktiv' };
    expect(deviceStatusText(words, 'Active')).toBe('Aktiv');
    expect(deviceStatusText(SHELL_TEXT.deviceStatus, 'Inactive')).toBe('Inactive');
    expect(deviceStatusText(words, 'Rebooting')).toBe('Rebooting');
    expect(deviceStatusText(words, 'toString')).toBe('toString');
    expect(deviceStatusText(words, '__proto__')).toBe('__proto__');
  });
});
