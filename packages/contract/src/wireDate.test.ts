import { describe, expect, it } from 'vitest';
import {
  DAY_MS,
  WIRE_DATE_ERRORS,
  WIRE_DATE_FIRST,
  WIRE_DATE_LAST,
  WIRE_DATE_PATTERN,
  WIRE_DATE_RANGE_MS,
  formatWireDate,
  isoDateToWireDate,
  parseWireDate,
  utcCalendarDateOf,
  utcDayStart,
  utcDayStartOf,
  utcTimeOf,
  wireDateError,
  wireDateOf,
  wireDateToIsoDate,
} from './wireDate';

describe('the wire-date range', () => {
  it('runs from 01/01/1900 to 12/31/9998 and says so', () => {
    expect([WIRE_DATE_FIRST, WIRE_DATE_LAST]).toEqual(['01/01/1900', '12/31/9998']);
    expect(WIRE_DATE_ERRORS.range).toBe('must be a date from 01/01/1900 to 12/31/9998');
  });

  it.each([
    ['01/01/1900', { year: 1900, month: 1, day: 1 }],
    ['12/31/9998', { year: 9998, month: 12, day: 31 }],
    ['02/29/2000', { year: 2000, month: 2, day: 29 }],
    ['02/29/2024', { year: 2024, month: 2, day: 29 }],
  ])('accepts %s', (text, day) => {
    expect(wireDateError(text)).toBeNull();
    expect(parseWireDate(text)).toEqual(day);
  });

  it.each(['12/31/1899', '01/01/0000', '01/01/0001', '06/15/0099', '01/01/0100', '01/01/9999', '12/31/9999'])(
    'refuses %s, outside the range, instead of reading years below 100 as 19xx',
    (text) => {
      expect(wireDateError(text)).toBe(WIRE_DATE_ERRORS.range);
      expect(parseWireDate(text)).toBeNull();
    },
  );

  it.each(['02/29/1900', '02/29/2023', '02/30/2024', '04/31/2024', '06/31/9998'])(
    'refuses %s, a day the calendar does not have',
    (text) => {
      expect(wireDateError(text)).toBe(WIRE_DATE_ERRORS.calendar);
      expect(parseWireDate(text)).toBeNull();
    },
  );

  it.each([
    '',
    '2024-02-01',
    '1/5/2024',
    '13/01/2024',
    '00/10/2024',
    '01/32/2024',
    '01/01/20245',
    ' 01/01/2024',
  ])('refuses the form of %j', (text) => {
    expect(wireDateError(text)).toBe(WIRE_DATE_ERRORS.format);
    expect(parseWireDate(text)).toBeNull();
  });
});

describe('UTC days', () => {
  it('starts an accepted date at midnight UTC, the first and last day of the range included', () => {
    expect(utcDayStart('03/10/2026')).toBe(Date.parse('2026-03-10T00:00:00Z'));
    expect(utcDayStart(WIRE_DATE_FIRST)).toBe(Date.parse('1900-01-01T00:00:00Z'));
    expect(utcDayStart(WIRE_DATE_LAST)).toBe(Date.parse('9998-12-31T00:00:00Z'));
    expect(WIRE_DATE_RANGE_MS).toEqual({
      start: Date.parse('1900-01-01T00:00:00Z'),
      end: Date.parse('9999-01-01T00:00:00Z'),
    });
  });

  it('throws for a text that is not an accepted date, rather than guess', () => {
    expect(() => utcDayStart('01/01/0000')).toThrow(RangeError);
    expect(() => utcDayStart('02/30/2024')).toThrow(/real calendar date/);
  });

  it('takes years below 100 as written and rolls months and days over', () => {
    expect(new Date(utcDayStartOf({ year: 99, month: 6, day: 15 })).getUTCFullYear()).toBe(99);
    expect(utcDayStartOf({ year: 9998, month: 13, day: 1 })).toBe(Date.parse('9999-01-01T00:00:00Z'));
    expect(utcDayStartOf({ year: 2024, month: 3, day: 0 })).toBe(Date.parse('2024-02-29T00:00:00Z'));
  });

  it('writes the UTC day and time of a moment', () => {
    const moment = Date.parse('2026-03-10T23:59:58Z');
    expect(wireDateOf(moment)).toBe('03/10/2026');
    expect(wireDateOf(new Date(moment + 2000))).toBe('03/11/2026');
    expect(utcTimeOf(moment)).toBe('23:59:58');
    expect(utcCalendarDateOf(moment)).toEqual({ year: 2026, month: 3, day: 10 });
    expect(wireDateOf(WIRE_DATE_RANGE_MS.end - 1)).toBe(WIRE_DATE_LAST);
  });

  it('reads back every day it writes, across the range', () => {
    for (let day = WIRE_DATE_RANGE_MS.start; day < WIRE_DATE_RANGE_MS.end; day += 997 * DAY_MS) {
      const text = wireDateOf(day);
      expect(text).toMatch(WIRE_DATE_PATTERN);
      expect(utcDayStart(text)).toBe(day);
    }
  });

  it('writes four-digit years', () => {
    expect(formatWireDate({ year: 99, month: 1, day: 2 })).toBe('01/02/0099');
  });
});

describe('ISO dates (SQL date columns)', () => {
  it('turns an accepted wire date into YYYY-MM-DD and back', () => {
    expect(wireDateToIsoDate('04/12/1985')).toBe('1985-04-12');
    expect(wireDateToIsoDate(WIRE_DATE_FIRST)).toBe('1900-01-01');
    expect(isoDateToWireDate('9998-12-31')).toBe(WIRE_DATE_LAST);
    expect(isoDateToWireDate(null)).toBe('');
    expect(isoDateToWireDate('')).toBe('');
  });

  it('refuses to turn a date outside the range into a SQL date', () => {
    expect(() => wireDateToIsoDate('01/01/0000')).toThrow(RangeError);
  });
});
