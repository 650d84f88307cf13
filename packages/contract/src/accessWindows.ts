/**
 * Access windows: the times of the week when a device's access-control rules hold (or, in 'inactive at the
 * schedule time' mode, do not hold). A rule has any number of windows; each has days, a start and an end as
 * 'HH:mm' in the gateway's time zone. An end before the start crosses midnight into the next day: Monday
 * 22:00-02:00 covers Tuesday 01:00, not Monday 01:00. An end equal to the start is a whole day from the start.
 *
 * The wire (settings/getParentalSettings, updateParentalSettings, the gateway's parental_settings) keeps the
 * spec's single-window fields for the first window (day_rule, start_time, end_time as 'hh:mm AM/PM') and
 * carries the others in `extra_windows`, a field of ours that spec-only clients ignore. A rule without times
 * has no windows: its rules hold on the day_rule days, all day (spec 1 §3, as before windows).
 *
 * normaliseAccessWindows is the one rule that checks and merges windows; the dashboard runs it on save, the
 * api on every update, and the gateway reads what it produced. Zod-free, for `@drisk/contract/client`.
 */
import { ACCESS_WINDOWS_MAX, WEEK_DAYS } from './constants';
import { ACCESS_WINDOWS_TEXT } from './messages';
import { MINUTES_PER_DAY, minutesToWireTime, wireTimeToMinutes } from './wireTime';

export type WeekDay = (typeof WEEK_DAYS)[number];

/** One window: days it starts on (WEEK_DAYS spelling, week order) and 'HH:mm' start and end. */
export interface AccessWindow {
  days: WeekDay[];
  start: string;
  end: string;
}

/** A window as a client may send it: day names in any case or order. */
export interface AccessWindowInput {
  days: readonly string[];
  start: string;
  end: string;
}

/** Wire name of the windows after the first one (our own field beside the spec's). */
export const EXTRA_WINDOWS_FIELD = 'extra_windows';
/** 'HH:mm', 00:00 to 23:59. */
export const ACCESS_WINDOW_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

const MINUTES_PER_WEEK = 7 * MINUTES_PER_DAY;
const pad = (value: number) => String(value).padStart(2, '0');

/** Minutes after midnight of 'HH:mm', or null when it is not one. */
export function clockToMinutes(text: string): number | null {
  if (!ACCESS_WINDOW_TIME_PATTERN.test(text)) return null;
  return Number(text.slice(0, 2)) * 60 + Number(text.slice(3, 5));
}

/** 'HH:mm' of a minute of the day; minutes past a day wrap around. */
export function minutesToClock(minuteOfDay: number): string {
  const minutes = ((Math.floor(minuteOfDay) % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** How long a window lasts, 1 to 1440 minutes (an end equal to the start is a whole day). */
export function windowLength(start: number, end: number): number {
  return (end - start + MINUTES_PER_DAY) % MINUTES_PER_DAY || MINUTES_PER_DAY;
}

/** 1 (Monday) to 7 (Sunday) of a day name in any case, or 0 when it names no day. */
export function weekDayNumber(name: string): number {
  const wanted = name.trim().toLowerCase();
  return WEEK_DAYS.findIndex((day) => day.toLowerCase() === wanted) + 1;
}

export type AccessWindowsCheck =
  | { ok: true; windows: AccessWindow[]; merged: boolean }
  | { ok: false; index: number; field: 'days' | 'start' | 'end' | 'windows'; message: string };

interface Piece {
  day: number;
  start: number;
  length: number;
}
const pieceKey = (piece: Piece) => `${piece.day}/${piece.start}/${piece.length}`;

/**
 * Checks windows and merges the overlapping or touching ones, midnight and the end of the week (Sunday into
 * Monday) included. The result is the same time as a canonical list: one window per start and end time, with
 * all its days, in order of their first day and start; a stretch longer than a day is cut at midnights.
 * `merged` says whether that changed any day's windows (not only their order or grouping); running it again
 * on its result never merges.
 */
export function normaliseAccessWindows(windows: readonly AccessWindowInput[]): AccessWindowsCheck {
  if (windows.length > ACCESS_WINDOWS_MAX)
    return { ok: false, index: ACCESS_WINDOWS_MAX, field: 'windows', message: ACCESS_WINDOWS_TEXT.tooMany };
  const covered = new Uint8Array(MINUTES_PER_WEEK);
  const given: Piece[] = [];
  for (const [index, window] of windows.entries()) {
    const start = clockToMinutes(window.start);
    if (start === null) return { ok: false, index, field: 'start', message: ACCESS_WINDOWS_TEXT.badTime };
    const end = clockToMinutes(window.end);
    if (end === null) return { ok: false, index, field: 'end', message: ACCESS_WINDOWS_TEXT.badTime };
    if (window.days.length === 0)
      return { ok: false, index, field: 'days', message: ACCESS_WINDOWS_TEXT.noDays };
    const unknown = window.days.find((day) => weekDayNumber(day) === 0);
    if (unknown !== undefined)
      return { ok: false, index, field: 'days', message: ACCESS_WINDOWS_TEXT.notADay(unknown.slice(0, 20)) };
    const length = windowLength(start, end);
    for (const day of new Set(window.days.map(weekDayNumber))) {
      given.push({ day, start, length });
      const from = (day - 1) * MINUTES_PER_DAY + start;
      for (let minute = from; minute < from + length; minute++) covered[minute % MINUTES_PER_WEEK] = 1;
    }
  }
  const pieces = piecesOf(covered);
  const before = given.map(pieceKey).sort();
  const after = pieces.map(pieceKey).sort();
  const merged = before.length !== after.length || before.some((key, i) => key !== after[i]);
  return { ok: true, windows: groupPieces(pieces), merged };
}

/** The covered stretches of the week, each cut into pieces of a day at most. */
function piecesOf(covered: Uint8Array): Piece[] {
  const firstGap = covered.indexOf(0);
  if (firstGap < 0) return [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, start: 0, length: MINUTES_PER_DAY }));
  const pieces: Piece[] = [];
  let runStart = -1;
  // One lap from a minute that is not covered, so a stretch over Sunday midnight is read whole.
  for (let step = 1; step <= MINUTES_PER_WEEK; step++) {
    const minute = firstGap + step;
    const on = covered[minute % MINUTES_PER_WEEK] === 1;
    if (on && runStart < 0) runStart = minute;
    if (!on && runStart >= 0) {
      pieces.push(...cutRun(runStart, minute - runStart));
      runStart = -1;
    }
  }
  return pieces;
}

/** A stretch of a day or less is one window (crossing midnight if need be); a longer one is cut at midnights. */
function cutRun(from: number, length: number): Piece[] {
  const pieceAt = (at: number, size: number): Piece => ({
    day: Math.floor((at % MINUTES_PER_WEEK) / MINUTES_PER_DAY) + 1,
    start: at % MINUTES_PER_DAY,
    length: size,
  });
  if (length <= MINUTES_PER_DAY) return [pieceAt(from, length)];
  const pieces: Piece[] = [];
  let at = from;
  while (at < from + length) {
    const nextMidnight = (Math.floor(at / MINUTES_PER_DAY) + 1) * MINUTES_PER_DAY;
    const size = Math.min(nextMidnight, from + length) - at;
    pieces.push(pieceAt(at, size));
    at += size;
  }
  return pieces;
}

function groupPieces(pieces: Piece[]): AccessWindow[] {
  const byTimes = new Map<string, { start: number; length: number; days: Set<number> }>();
  for (const piece of pieces) {
    const key = `${piece.start}/${piece.length}`;
    const group = byTimes.get(key) ?? { start: piece.start, length: piece.length, days: new Set<number>() };
    group.days.add(piece.day);
    byTimes.set(key, group);
  }
  return [...byTimes.values()]
    .map((group) => ({ ...group, days: [...group.days].sort((a, b) => a - b) }))
    .sort((a, b) => a.days[0] - b.days[0] || a.start - b.start || a.length - b.length)
    .map((group) => ({
      days: group.days.map((day) => WEEK_DAYS[day - 1]),
      start: minutesToClock(group.start),
      end: minutesToClock(group.start + group.length),
    }));
}

/** Whether the windows cover a local weekday (1 Monday to 7 Sunday) and minute of the day. */
export function windowsCover(
  windows: readonly AccessWindowInput[],
  weekday: number,
  minuteOfDay: number,
): boolean {
  const at = (weekday - 1) * MINUTES_PER_DAY + minuteOfDay;
  return windows.some((window) => {
    const start = clockToMinutes(window.start);
    const end = clockToMinutes(window.end);
    if (start === null || end === null) return false;
    const length = windowLength(start, end);
    return window.days.some((day) => {
      const number = weekDayNumber(day);
      if (number === 0) return false;
      const from = (number - 1) * MINUTES_PER_DAY + start;
      const offset = (((at - from) % MINUTES_PER_WEEK) + MINUTES_PER_WEEK) % MINUTES_PER_WEEK;
      return offset < length;
    });
  });
}

/** The schedule fields of the parental wire that windows live in. */
export interface ParentalScheduleFields<W extends AccessWindowInput = AccessWindowInput> {
  day_rule: string;
  start_time: string;
  end_time: string;
  extra_windows: readonly W[];
}

const splitDays = (dayRule: string) =>
  dayRule
    .split(',')
    .map((day) => day.trim())
    .filter(Boolean);

/**
 * The windows of a parental record: the first from day_rule, start_time and end_time (no days: every day),
 * then extra_windows. A record without times has none.
 */
export function windowsOfParental(fields: ParentalScheduleFields): AccessWindowInput[] {
  const start = wireTimeToMinutes(fields.start_time);
  const end = wireTimeToMinutes(fields.end_time);
  if (start === null || end === null) return [];
  const days = splitDays(fields.day_rule);
  const first = {
    days: days.length > 0 ? days : [...WEEK_DAYS],
    start: minutesToClock(start),
    end: minutesToClock(end),
  };
  return [first, ...fields.extra_windows];
}

/**
 * The wire's schedule fields for windows: the first in the spec's fields, the others in extra_windows.
 * No windows keep `noWindowDays` as day_rule (days without times: the rules hold all day on them).
 */
export function parentalFieldsOfWindows(
  windows: readonly AccessWindow[],
  noWindowDays = '',
): ParentalScheduleFields<AccessWindow> & { extra_windows: AccessWindow[] } {
  const [first, ...extra] = windows;
  if (!first) return { day_rule: noWindowDays, start_time: '', end_time: '', extra_windows: [] };
  return {
    day_rule: first.days.join(','),
    start_time: minutesToWireTime(clockToMinutes(first.start) ?? 0),
    end_time: minutesToWireTime(clockToMinutes(first.end) ?? 0),
    extra_windows: extra.map((window) => ({ days: [...window.days], start: window.start, end: window.end })),
  };
}
