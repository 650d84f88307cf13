import {
  ACCESS_WINDOW_STEP_MINUTES,
  ACCESS_WINDOWS_TEXT,
  WIDGET_TEXT,
  MINUTES_PER_DAY,
  WEEK_DAYS,
  clockToMinutes,
  minutesToClock,
  weekDayNumber,
  windowLength,
  type AccessWindow,
  type AccessWindowInput,
} from '@drisk/contract/client';

/** One window on one day, as the timeline and the list edit it: day 1 (Monday) to 7, minutes. */
export interface WindowEntry {
  day: number;
  start: number;
  /** 1 to 1440 minutes; past midnight the window runs into the next day. */
  length: number;
}

const STEP = ACCESS_WINDOW_STEP_MINUTES;

/** Every day of every window as its own entry; unreadable windows are left out. */
export function entriesOf(windows: readonly AccessWindowInput[]): WindowEntry[] {
  return windows.flatMap((window) => {
    const start = clockToMinutes(window.start);
    const end = clockToMinutes(window.end);
    if (start === null || end === null) return [];
    const length = windowLength(start, end);
    return window.days
      .map(weekDayNumber)
      .filter((day) => day > 0)
      .map((day) => ({ day, start, length }));
  });
}

/** The entries as windows of one day each (saving merges and groups them). */
export const windowsOf = (entries: readonly WindowEntry[]): AccessWindow[] =>
  entries.map((entry) => ({
    days: [WEEK_DAYS[entry.day - 1]],
    start: minutesToClock(entry.start),
    end: minutesToClock(entry.start + entry.length),
  }));

export const snap = (minutes: number) => Math.round(minutes / STEP) * STEP;
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The entry moved by some minutes; past the end or the start of its day it moves to the next or last day. */
export function moved(entry: WindowEntry, minutes: number): WindowEntry {
  const at = (entry.day - 1) * MINUTES_PER_DAY + entry.start + minutes;
  const week = 7 * MINUTES_PER_DAY;
  const wrapped = ((at % week) + week) % week;
  return { ...entry, day: Math.floor(wrapped / MINUTES_PER_DAY) + 1, start: wrapped % MINUTES_PER_DAY };
}

/** The entry with a new length, one step to a whole day. */
export const resized = (entry: WindowEntry, length: number): WindowEntry => ({
  ...entry,
  length: clamp(length, STEP, MINUTES_PER_DAY),
});

/** The entry with a new start and the same end, at least one step long. */
export function withStart(entry: WindowEntry, start: number): WindowEntry {
  const end = entry.start + entry.length;
  const next = clamp(start, end - MINUTES_PER_DAY, end - STEP);
  return { ...entry, start: next, length: end - next };
}

/** A one-hour window on the first day from Monday with an hour free from 08:00 on. */
export function freeEntry(entries: readonly WindowEntry[]): WindowEntry {
  const busy = (day: number, start: number) =>
    entries.some((entry) => {
      const from = (entry.day - 1) * MINUTES_PER_DAY + entry.start;
      const at = (day - 1) * MINUTES_PER_DAY + start;
      return at < from + entry.length && from < at + 60;
    });
  for (let day = 1; day <= 7; day++)
    for (let start = 8 * 60; start + 60 <= MINUTES_PER_DAY; start += 60)
      if (!busy(day, start)) return { day, start, length: 60 };
  return { day: 1, start: 8 * 60, length: 60 };
}

export const crossesMidnight = (entry: WindowEntry) => entry.start + entry.length > MINUTES_PER_DAY;

/** The accessible name of an entry, e.g. 'Monday 22:00 to 02:00 the next day'. */
export const entryName = (
  entry: WindowEntry,
  text: typeof ACCESS_WINDOWS_TEXT = ACCESS_WINDOWS_TEXT,
  days: Record<(typeof WEEK_DAYS)[number], string> = WIDGET_TEXT.weekDays,
) =>
  text.windowName(
    days[WEEK_DAYS[entry.day - 1]],
    minutesToClock(entry.start),
    minutesToClock(entry.start + entry.length),
    crossesMidnight(entry),
  );
