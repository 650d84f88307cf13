import { PROFILE_DAYS, PROFILE_MONTHS } from '@drisk/contract';
import type { AccessRestrictions } from '../db/schema';

/** Minutes after midnight of a wire time such as '09:30 PM'. */
export function minutesOf(wireTime: string): number {
  const match = /^(\d{2}):(\d{2}) (AM|PM)$/.exec(wireTime);
  if (!match) throw new Error(`Not a wire time: ${wireTime}`);
  const hours = (Number(match[1]) % 12) + (match[3] === 'PM' ? 12 : 0);
  return hours * 60 + Number(match[2]);
}

/**
 * One formatter per time zone, made once: every request of a restricted profile is checked, and making an
 * Intl.DateTimeFormat costs about fifteen times as much as using one.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      month: 'numeric',
      weekday: 'short',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The month, weekday and minute of the day of `at` in `timeZone`. */
function localParts(at: Date, timeZone: string) {
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return {
    month: PROFILE_MONTHS[Number(parts.month) - 1],
    day: PROFILE_DAYS.find((day) => day === parts.weekday),
    minute: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

/**
 * Whether a user profile's restrictions let it in at `at`: its month and weekday listed, and the time of
 * day in [start, end) (a window whose end is before its start runs over midnight; equal ends mean all
 * day). No restrictions: always.
 */
export function accessAllowedAt(
  restrictions: AccessRestrictions | null | undefined,
  at: Date,
  timeZone: string,
): boolean {
  if (!restrictions) return true;
  const { month, day, minute } = localParts(at, timeZone);
  if (!month || !restrictions.months.includes(month)) return false;
  if (!day || !restrictions.days.includes(day)) return false;
  const start = minutesOf(restrictions.start_time);
  const end = minutesOf(restrictions.end_time);
  if (start === end) return true;
  return start < end ? minute >= start && minute < end : minute >= start || minute < end;
}
