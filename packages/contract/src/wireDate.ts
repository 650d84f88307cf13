/**
 * Dates on the wire: MM/DD/YYYY, a calendar day without a time zone. This module is the one place that reads,
 * checks and writes them; the api, the simulator and the widgets all use it, and the `wireDate` schema checks
 * with `wireDateError`. No zod, no Date quirks: days are read and checked by arithmetic.
 *
 * The product accepts the days from 01/01/1900 to 12/31/9998:
 * - 1900 is before the birth of anyone alive, and the first day the dashboard's date pickers offer;
 * - 9998 leaves room for every period the server computes from an accepted day (its calendar month, its ISO
 *   week, an export or a day view that ends the next day): the end still falls in year 9999, so it can be
 *   written as MM/DD/YYYY and PostgreSQL stores and compares it.
 * Outside it, JavaScript's `Date.UTC(y, ...)` reads years 0 to 99 as 1900 to 1999 and PostgreSQL has no year
 * 0: such dates used to pass, then fail or mislead further on.
 *
 * Server-side calendar days are UTC days: usage hours, issue-log days and export ranges are all cut at UTC
 * midnight, so the chart, the issue list and the CSV agree.
 */

export const WIRE_DATE_FORMAT = 'MM/DD/YYYY';
/** The shape of a wire date; `parseWireDate` also checks that the day exists and is in range. */
export const WIRE_DATE_PATTERN = /^(0[1-9]|1[0-2])\/(0[1-9]|[12]\d|3[01])\/\d{4}$/;

export const WIRE_DATE_MIN_YEAR = 1900;
export const WIRE_DATE_MAX_YEAR = 9998;
export const WIRE_DATE_FIRST = `01/01/${WIRE_DATE_MIN_YEAR}`;
export const WIRE_DATE_LAST = `12/31/${WIRE_DATE_MAX_YEAR}`;

/** Why a text is not a wire date, as the server's `field: message` replies say it. */
export const WIRE_DATE_ERRORS = {
  format: 'must be a date as MM/DD/YYYY',
  calendar: 'must be a real calendar date',
  range: `must be a date from ${WIRE_DATE_FIRST} to ${WIRE_DATE_LAST}`,
} as const;

export const DAY_MS = 24 * 60 * 60 * 1000;

/** A day of the calendar; `month` is 1 (January) to 12. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** The day a wire date names, or which of WIRE_DATE_ERRORS says why there is none. */
function readWireDate(text: string): CalendarDate | keyof typeof WIRE_DATE_ERRORS {
  if (!WIRE_DATE_PATTERN.test(text)) return 'format';
  const [month, day, year] = text.split('/').map(Number) as [number, number, number];
  if (day > daysInMonth(year, month)) return 'calendar';
  if (year < WIRE_DATE_MIN_YEAR || year > WIRE_DATE_MAX_YEAR) return 'range';
  return { year, month, day };
}

/** Why `text` is not an accepted wire date (one of WIRE_DATE_ERRORS), or null when it is one. */
export function wireDateError(text: string): string | null {
  const read = readWireDate(text);
  return typeof read === 'string' ? WIRE_DATE_ERRORS[read] : null;
}

/** The day of an accepted wire date, or null for anything else (see wireDateError for why). */
export function parseWireDate(text: string): CalendarDate | null {
  const read = readWireDate(text);
  return typeof read === 'string' ? null : read;
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** MM/DD/YYYY of a day. */
export function formatWireDate(date: CalendarDate): string {
  return `${pad(date.month)}/${pad(date.day)}/${pad(date.year, 4)}`;
}

/** The day of an accepted wire date; throws for anything else (callers have validated it already). */
function requireWireDate(text: string): CalendarDate {
  const date = parseWireDate(text);
  if (!date) throw new RangeError(`${JSON.stringify(text)} ${wireDateError(text)}`);
  return date;
}

/**
 * Midnight UTC at the start of a day, as epoch milliseconds. A month of 13 or a day of 0 roll over as
 * `Date.UTC` does, so the first of next month is `{ year, month: month + 1, day: 1 }`; unlike `Date.UTC`,
 * years below 100 are taken as written.
 */
export function utcDayStartOf(date: CalendarDate): number {
  return new Date(0).setUTCFullYear(date.year, date.month - 1, date.day);
}

/** The UTC day of a moment. */
export function utcCalendarDateOf(moment: Date | number): CalendarDate {
  const date = new Date(moment);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** Midnight UTC at the start of an accepted wire date, as epoch milliseconds. */
export function utcDayStart(wireDate: string): number {
  return utcDayStartOf(requireWireDate(wireDate));
}

/** MM/DD/YYYY of the UTC day of a moment. */
export function wireDateOf(moment: Date | number): string {
  return formatWireDate(utcCalendarDateOf(moment));
}

/** HH:mm:ss of a moment in UTC (the time column of exports). */
export function utcTimeOf(moment: Date | number): string {
  const date = new Date(moment);
  return `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`;
}

/** The first moment of the range and the first moment after it, as epoch milliseconds (moments on the wire stay inside). */
export const WIRE_DATE_RANGE_MS = {
  start: utcDayStartOf({ year: WIRE_DATE_MIN_YEAR, month: 1, day: 1 }),
  end: utcDayStartOf({ year: WIRE_DATE_MAX_YEAR + 1, month: 1, day: 1 }),
} as const;

/** YYYY-MM-DD (ISO 8601, a SQL date) of an accepted wire date. */
export function wireDateToIsoDate(wireDate: string): string {
  const { year, month, day } = requireWireDate(wireDate);
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** MM/DD/YYYY of a YYYY-MM-DD date (a SQL date); empty when there is no date. */
export function isoDateToWireDate(isoDate: string | null): string {
  if (!isoDate) return '';
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return formatWireDate({ year, month, day });
}
