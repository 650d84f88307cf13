import {
  MONTHS,
  RECURRENCE_DAYS,
  SCAN_SCHEDULE_DEFAULT_SPAN_DAYS,
  fromWallTime,
  nextRunTimes,
  toWallTime,
  type RecurrenceMonth,
  type RecurrenceSchedule,
  type RecurrenceWeekDay,
  type RepeatOption,
  type SCAN_TYPES,
  type WEEK_OCCURRENCES,
} from '@drisk/contract/client';
import type { ScanSchedule } from '@drisk/contract';

export type ScanType = (typeof SCAN_TYPES)[number];
export type MonthDayMode = 'on_day' | 'on_the';
/** 1 to 4 (First to Fourth) or -1 (Last). */
export type WeekOccurrence = (typeof WEEK_OCCURRENCES)[number]['value'];

/** What the Create Schedule card holds while the user edits it; `toSchedule` turns it into the wire's schedule. */
export interface RecurrenceValue {
  scanType: ScanType;
  repeat: RepeatOption;
  /** Repeat every, as typed ('' while the field is empty). */
  interval: string;
  /** Days of a weekly scan, Monday first. */
  weekDays: RecurrenceWeekDay[];
  /** Monthly and yearly: a day number ('on day') or an occurrence of a weekday ('on the'). */
  monthDayMode: MonthDayMode;
  dayOfMonth: number;
  occurrence: WeekOccurrence;
  occurrenceDay: RecurrenceWeekDay;
  month: RecurrenceMonth;
  /** Epoch ms. */
  runFrom: number;
  runUntil: number;
}

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** The form's starting point (spec 2 §4 and §5: quick_scan, daily, repeat 1, Monday, day 1, First, January). */
export function defaultRecurrence(now: number): RecurrenceValue {
  const start = Math.ceil(now / MINUTE_MS) * MINUTE_MS;
  return {
    scanType: 'quick_scan',
    repeat: 'daily',
    interval: '1',
    weekDays: ['monday'],
    monthDayMode: 'on_day',
    dayOfMonth: 1,
    occurrence: 1,
    occurrenceDay: 'monday',
    month: 'january',
    runFrom: start,
    runUntil: start,
  };
}

const WORK_WEEK: RecurrenceWeekDay[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'];

/** The value after the user picked another recurrence: each choice comes with its pre-checked days (spec 2 §4). */
export function withRepeat(value: RecurrenceValue, repeat: RepeatOption): RecurrenceValue {
  const weekDays =
    repeat === 'every_weekday' ? WORK_WEEK : repeat === 'weekly' ? ['monday' as const] : value.weekDays;
  // A repeating schedule whose Until has not moved past its From would never run: give it a span to run in.
  const runUntil =
    repeat !== 'daily' && value.runUntil <= value.runFrom
      ? value.runFrom + SCAN_SCHEDULE_DEFAULT_SPAN_DAYS * DAY_MS
      : value.runUntil;
  return {
    ...value,
    repeat,
    weekDays,
    runUntil,
    monthDayMode: repeat === value.repeat ? value.monthDayMode : 'on_day',
  };
}

/** The value after From changed: a daily scan's To follows its From (spec 2 §4). */
export function withRunFrom(value: RecurrenceValue, runFrom: number): RecurrenceValue {
  return { ...value, runFrom, runUntil: value.repeat === 'daily' ? runFrom : value.runUntil };
}

/**
 * The value after the user picked Quick or Schedule Scan. A From left in the past while the form stayed
 * open would give a daily schedule no run at all, so a schedule starts at the next minute at the earliest.
 */
export function withScanType(value: RecurrenceValue, scanType: ScanType, now: number): RecurrenceValue {
  const next = { ...value, scanType };
  if (scanType !== 'schedule_scan' || value.runFrom >= now) return next;
  const from = Math.ceil(now / MINUTE_MS) * MINUTE_MS;
  return { ...withRunFrom(next, from), runUntil: Math.max(value.runUntil, from) };
}

/** Repeat every as a number: an empty or unreadable field counts as 1. */
export function intervalOf(value: RecurrenceValue): number {
  const n = Number.parseInt(value.interval, 10);
  return Number.isFinite(n) && n >= 1 ? n : 1;
}

/** The schedule the api receives: epoch ms, the zone the calendar follows, the recurrence pattern. */
export function toSchedule(value: RecurrenceValue, timeZone: string, now: number): ScanSchedule {
  if (value.scanType === 'quick_scan')
    return {
      run_from: now,
      run_until: now,
      time_zone: timeZone,
      recurrence: {
        pattern: { type: 'once', interval: 1, days_of_week: [], days_of_month: [], months_of_year: [] },
      },
    };
  const interval = intervalOf(value);
  const base = { run_from: value.runFrom, run_until: value.runUntil, time_zone: timeZone };
  const monthDays =
    value.monthDayMode === 'on_day'
      ? { days_of_week: [], days_of_month: [value.dayOfMonth] }
      : { days_of_week: [{ day: value.occurrenceDay, occurrence: value.occurrence }], days_of_month: [] };
  switch (value.repeat) {
    case 'every_weekday':
    case 'weekly':
      return {
        ...base,
        recurrence: {
          pattern: {
            type: 'weekly',
            interval: value.repeat === 'every_weekday' ? 1 : interval,
            days_of_week: (value.repeat === 'every_weekday' ? WORK_WEEK : value.weekDays).map((day) => ({
              day,
            })),
            days_of_month: [],
            months_of_year: [],
          },
        },
      };
    case 'daily':
      return {
        ...base,
        recurrence: {
          pattern: { type: 'daily', interval, days_of_week: [], days_of_month: [], months_of_year: [] },
        },
      };
    case 'monthly':
      return {
        ...base,
        recurrence: { pattern: { type: 'monthly', interval, ...monthDays, months_of_year: [] } },
      };
    case 'yearly':
      return {
        ...base,
        recurrence: { pattern: { type: 'yearly', interval, ...monthDays, months_of_year: [value.month] } },
      };
  }
}

const sameDays = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((day, index) => day === b[index]);

/** A saved schedule back in the form (spec 2 §4: a loaded scan shows quick_scan when its type is once). */
export function fromSchedule(schedule: RecurrenceSchedule, now: number): RecurrenceValue {
  const pattern = schedule.recurrence.pattern;
  const start = defaultRecurrence(now);
  if (pattern.type === 'once') return { ...start, runFrom: schedule.run_from, runUntil: schedule.run_until };
  const days = (pattern.days_of_week ?? []).map((d) => d.day);
  const onThe = (pattern.days_of_week ?? []).find((d) => d.occurrence !== undefined);
  const ordered = RECURRENCE_DAYS.filter((day) => days.includes(day));
  const repeat: RepeatOption =
    pattern.type === 'weekly'
      ? pattern.interval === 1 && sameDays(ordered, WORK_WEEK)
        ? 'every_weekday'
        : 'weekly'
      : pattern.type;
  return {
    ...start,
    scanType: 'schedule_scan',
    repeat,
    interval: String(pattern.interval),
    weekDays: pattern.type === 'weekly' && ordered.length ? ordered : start.weekDays,
    monthDayMode: onThe ? 'on_the' : 'on_day',
    dayOfMonth: pattern.days_of_month?.[0] ?? 1,
    occurrence: (onThe?.occurrence ?? 1) as WeekOccurrence,
    occurrenceDay: onThe?.day ?? 'monday',
    month: pattern.months_of_year?.[0] ?? MONTHS[0],
    runFrom: schedule.run_from,
    runUntil: schedule.run_until,
  };
}

/** The next runs of the value, in epoch ms, counted in `timeZone` from `now`. */
export function upcomingRuns(value: RecurrenceValue, timeZone: string, now: number, count: number): number[] {
  if (value.scanType === 'quick_scan') return [];
  return nextRunTimes(toSchedule(value, timeZone, now), {
    from: Math.max(now, value.runFrom),
    count,
    timeZone,
  });
}

/** 'YYYY-MM-DDTHH:mm' of an instant in `timeZone`, the value of a datetime-local input. */
export function toLocalInput(epochMs: number, timeZone: string): string {
  const wall = toWallTime(epochMs, timeZone);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(wall.year, 4)}-${pad(wall.month)}-${pad(wall.day)}T${pad(wall.hour)}:${pad(wall.minute)}`;
}

/** The instant a datetime-local text names in `timeZone`, or null for an incomplete text. */
export function fromLocalInput(text: string, timeZone: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(text);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number);
  return fromWallTime({ year, month, day, hour, minute, second: 0, millisecond: 0 }, timeZone);
}
