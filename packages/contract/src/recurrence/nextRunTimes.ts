import { MONTHS, RECURRENCE_DAYS, type RECURRENCE_TYPES } from '../constants';
import { fromWallTime, toWallTime } from './zonedTime';

/**
 * When a scan runs: the next run times of a schedule (spec 2 §3 Schedule, §4 recurrence, §9). Pure and
 * zod-free: the browser previews runs in the user's zone, the api computes `upcoming_scan` and the
 * scheduler's next due time in the zone the schedule names (UTC when none), with the same code.
 *
 * Rules, all on the calendar of the zone, at the wall-clock time of day of run_from:
 * - once: run_from itself.
 * - daily: every `interval` days counted from run_from's day.
 * - weekly: the named days of every `interval`-th week (weeks start on Monday, counted from run_from's week).
 *   every_weekday is weekly with Monday to Friday.
 * - monthly: every `interval`-th month from run_from's month, on each day of days_of_month ('on day'), or
 *   on each {day, occurrence} of days_of_week ('on the': 1 to 4 = First to Fourth, -1 = Last).
 * - yearly: every `interval`-th year from run_from's year, in the months of months_of_year, days as monthly.
 * - A day of the month the month does not have (31 in April, 29 February in 2027) runs on its last day.
 * - Runs before run_from or after run_until (inclusive, epoch ms) do not happen.
 * - Empty lists fall back to run_from's own weekday, day of month or month.
 */

export type RecurrenceType = (typeof RECURRENCE_TYPES)[number];
export type RecurrenceWeekDay = (typeof RECURRENCE_DAYS)[number];
export type RecurrenceMonth = (typeof MONTHS)[number];

/** The schedule as the wire carries it (structurally the contract's ScanSchedule). */
export interface RecurrenceSchedule {
  run_from: number;
  run_until: number;
  /** IANA zone the calendar is counted in; UTC when absent. */
  time_zone?: string;
  recurrence: {
    pattern: {
      type: RecurrenceType;
      interval: number;
      days_of_week?: readonly { day: RecurrenceWeekDay; occurrence?: number }[];
      days_of_month?: readonly number[];
      months_of_year?: readonly RecurrenceMonth[];
    };
  };
}

export interface NextRunOptions {
  /** Earliest instant to return (inclusive), epoch ms; default run_from. */
  from?: number;
  /** How many runs at most; default 1. */
  count?: number;
  /** Overrides the schedule's time_zone (e.g. the browser previewing in the user's zone). */
  timeZone?: string;
}

/** A calendar day, month 1 to 12; `serial` counts days since 1970-01-01. */
interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

const DAY_MS = 86_400_000;
/** Periods without a run before giving up (a year-long interval with no reachable day cannot loop forever). */
const MAX_EMPTY_PERIODS = 10_000;

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function serialOf(d: CalendarDay): number {
  return Math.floor(Date.UTC(d.year, d.month - 1, d.day) / DAY_MS);
}

function daySerial(serial: number): CalendarDay {
  const date = new Date(serial * DAY_MS);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** 0 = Monday ... 6 = Sunday, the order of RECURRENCE_DAYS. */
export function weekdayIndex(d: CalendarDay): number {
  return (new Date(Date.UTC(d.year, d.month - 1, d.day)).getUTCDay() + 6) % 7;
}

/** The day of a month given by an occurrence of a weekday: 1 to 4 from the start, -1 the last. */
export function nthWeekdayOfMonth(year: number, month: number, weekday: number, occurrence: number): number {
  const length = daysInMonth(year, month);
  if (occurrence < 0) {
    const lastWeekday = weekdayIndex({ year, month, day: length });
    return length - ((lastWeekday - weekday + 7) % 7);
  }
  const firstWeekday = weekdayIndex({ year, month, day: 1 });
  return 1 + ((weekday - firstWeekday + 7) % 7) + (occurrence - 1) * 7;
}

/** The days a month-based pattern picks in one month, ascending and without repeats. */
function daysInMonthPicked(
  pattern: RecurrenceSchedule['recurrence']['pattern'],
  start: CalendarDay,
  year: number,
  month: number,
): number[] {
  const onThe = (pattern.days_of_week ?? []).filter((d) => d.occurrence !== undefined);
  const length = daysInMonth(year, month);
  const days = onThe.length
    ? onThe.map((d) => nthWeekdayOfMonth(year, month, RECURRENCE_DAYS.indexOf(d.day), d.occurrence!))
    : (pattern.days_of_month?.length ? pattern.days_of_month : [start.day]).map((d) => Math.min(d, length));
  return [...new Set(days)].sort((a, b) => a - b);
}

/** The calendar days of one period (index counted in the pattern's unit from run_from's period). */
function daysOfPeriod(
  pattern: RecurrenceSchedule['recurrence']['pattern'],
  start: CalendarDay,
  period: number,
): CalendarDay[] {
  switch (pattern.type) {
    case 'once':
      return period === 0 ? [start] : [];
    case 'daily':
      return [daySerial(serialOf(start) + period)];
    case 'weekly': {
      const monday = serialOf(start) - weekdayIndex(start) + period * 7;
      const named = (pattern.days_of_week ?? []).map((d) => RECURRENCE_DAYS.indexOf(d.day));
      const weekdays = [...new Set(named.length ? named : [weekdayIndex(start)])].sort((a, b) => a - b);
      return weekdays.map((w) => daySerial(monday + w));
    }
    case 'monthly': {
      const months = start.year * 12 + (start.month - 1) + period;
      const year = Math.floor(months / 12);
      const month = (months % 12) + 1;
      return daysInMonthPicked(pattern, start, year, month).map((day) => ({ year, month, day }));
    }
    case 'yearly': {
      const year = start.year + period;
      const named = (pattern.months_of_year ?? []).map((m) => MONTHS.indexOf(m) + 1);
      const months = [...new Set(named.length ? named : [start.month])].sort((a, b) => a - b);
      return months.flatMap((month) =>
        daysInMonthPicked(pattern, start, year, month).map((day) => ({ year, month, day })),
      );
    }
  }
}

/** How many periods lie between run_from's day and another day (floor), in the pattern's unit. */
function periodsBetween(type: RecurrenceType, start: CalendarDay, day: CalendarDay): number {
  switch (type) {
    case 'once':
      return 0;
    case 'daily':
      return serialOf(day) - serialOf(start);
    case 'weekly':
      return Math.floor((serialOf(day) - weekdayIndex(day) - (serialOf(start) - weekdayIndex(start))) / 7);
    case 'monthly':
      return (day.year - start.year) * 12 + (day.month - start.month);
    case 'yearly':
      return day.year - start.year;
  }
}

/**
 * The next run times of a schedule, ascending, at or after `from` (default run_from), at most `count`.
 * An empty list means no run is left (run_until passed, or a once schedule already ran).
 */
export function nextRunTimes(schedule: RecurrenceSchedule, options: NextRunOptions = {}): number[] {
  const count = options.count ?? 1;
  const timeZone = options.timeZone ?? schedule.time_zone ?? 'UTC';
  const pattern = schedule.recurrence.pattern;
  const interval = Math.max(1, Math.floor(pattern.interval || 1));
  const from = Math.max(options.from ?? schedule.run_from, schedule.run_from);
  const runs: number[] = [];
  if (count <= 0 || from > schedule.run_until) return runs;

  const startWall = toWallTime(schedule.run_from, timeZone);
  const start: CalendarDay = { year: startWall.year, month: startWall.month, day: startWall.day };
  const fromWall = toWallTime(from, timeZone);
  // Begin a period early: a run on `from`'s day may still be ahead, and DST may shift the day by one.
  const skipped = Math.max(0, periodsBetween(pattern.type, start, fromWall) - 1);
  let period = skipped - (skipped % interval);
  let emptyPeriods = 0;

  while (runs.length < count && emptyPeriods < MAX_EMPTY_PERIODS) {
    const days = daysOfPeriod(pattern, start, period);
    if (pattern.type === 'once' && period > 0) break;
    let found = false;
    for (const day of days) {
      const at = fromWallTime({ ...startWall, ...day }, timeZone);
      if (at > schedule.run_until) return runs;
      if (at < from) continue;
      runs.push(at);
      found = true;
      if (runs.length >= count) break;
    }
    emptyPeriods = found ? 0 : emptyPeriods + 1;
    period += interval;
  }
  return runs;
}

/** The next run at or after an instant, or null when none is left. */
export function nextRunAt(schedule: RecurrenceSchedule, from: number, timeZone?: string): number | null {
  return nextRunTimes(schedule, { from, count: 1, timeZone })[0] ?? null;
}
