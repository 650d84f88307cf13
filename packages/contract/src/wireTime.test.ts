import { describe, expect, it } from 'vitest';
import { MINUTES_PER_DAY, WIRE_TIME_PATTERN, minutesToWireTime, wireTimeToMinutes } from './wireTime';

describe('wireTimeToMinutes', () => {
  it.each([
    ['12:00 AM', 0],
    ['12:59 AM', 59],
    ['01:00 AM', 60],
    ['11:59 AM', 11 * 60 + 59],
    ['12:00 PM', 12 * 60],
    ['12:30 PM', 12 * 60 + 30],
    ['09:15 PM', 21 * 60 + 15],
    ['11:59 PM', MINUTES_PER_DAY - 1],
  ])('reads %s as minute %i', (text, minutes) => {
    expect(wireTimeToMinutes(text)).toBe(minutes);
  });

  it('forgives what people type: a one-digit hour, lower case, missing or extra spaces', () => {
    expect(wireTimeToMinutes('9:30 pm')).toBe(21 * 60 + 30);
    expect(wireTimeToMinutes('07:15AM')).toBe(7 * 60 + 15);
    expect(wireTimeToMinutes('  10:05   Pm ')).toBe(22 * 60 + 5);
  });

  it.each(['', '   ', '13:00 PM', '00:30 AM', '10:60 AM', '10:5 AM', '10:30', '10:30 XM', '21:30'])(
    'refuses %j',
    (text) => {
      expect(wireTimeToMinutes(text)).toBeNull();
    },
  );

  it('reads nothing from null and undefined', () => {
    expect(wireTimeToMinutes(null)).toBeNull();
    expect(wireTimeToMinutes(undefined)).toBeNull();
  });
});

describe('minutesToWireTime', () => {
  it('writes every minute of the day as the server accepts it, and reads it back', () => {
    for (let minute = 0; minute < MINUTES_PER_DAY; minute += 1) {
      const text = minutesToWireTime(minute);
      expect(text).toMatch(WIRE_TIME_PATTERN);
      expect(wireTimeToMinutes(text)).toBe(minute);
    }
  });

  it('writes midnight and noon as 12', () => {
    expect(minutesToWireTime(0)).toBe('12:00 AM');
    expect(minutesToWireTime(12 * 60)).toBe('12:00 PM');
  });

  it('wraps minutes past the day', () => {
    expect(minutesToWireTime(MINUTES_PER_DAY + 61)).toBe('01:01 AM');
    expect(minutesToWireTime(-1)).toBe('11:59 PM');
  });
});
