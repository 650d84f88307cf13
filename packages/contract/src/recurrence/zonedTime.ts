/**
 * Wall-clock time in an IANA time zone without a date library: Intl tells the offset of an instant, and
 * a wall time is turned back into an instant by trying the offsets in force a day before and a day after.
 * Zod-free, so browsers and the api share it through `@drisk/contract/client`.
 */

/** A wall-clock moment in some zone; month is 1 to 12. */
export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
}

const DAY_MS = 86_400_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

function isUtc(timeZone: string): boolean {
  return timeZone === 'UTC' || timeZone === 'Etc/UTC';
}

/** True when Intl knows the zone (an unknown name would throw later). */
export function isValidTimeZone(timeZone: string): boolean {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The wall-clock time of an instant in a zone. */
export function toWallTime(instant: number, timeZone: string): WallTime {
  const date = new Date(instant);
  const millisecond = ((instant % 1000) + 1000) % 1000;
  if (isUtc(timeZone))
    return {
      year: date.getUTCFullYear(),
      month: date.getUTCMonth() + 1,
      day: date.getUTCDate(),
      hour: date.getUTCHours(),
      minute: date.getUTCMinutes(),
      second: date.getUTCSeconds(),
      millisecond,
    };
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(date))
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour! % 24,
    minute: parts.minute!,
    second: parts.second!,
    millisecond,
  };
}

function wallAsUtc(wall: WallTime): number {
  const t = Date.UTC(
    wall.year,
    wall.month - 1,
    wall.day,
    wall.hour,
    wall.minute,
    wall.second,
    wall.millisecond,
  );
  return t;
}

/** Offset of the zone from UTC at an instant, in ms (positive east of Greenwich). */
export function zoneOffset(instant: number, timeZone: string): number {
  if (isUtc(timeZone)) return 0;
  return wallAsUtc(toWallTime(instant, timeZone)) - instant;
}

/**
 * The instant of a wall-clock time in a zone. A time that occurs twice (clocks turned back) gives the
 * earlier instant; a time that does not exist (clocks turned forward) is moved forward by the gap, as the
 * clock on the wall would read it.
 */
export function fromWallTime(wall: WallTime, timeZone: string): number {
  const asUtc = wallAsUtc(wall);
  if (isUtc(timeZone)) return asUtc;
  const before = asUtc - zoneOffset(asUtc - DAY_MS, timeZone);
  const after = asUtc - zoneOffset(asUtc + DAY_MS, timeZone);
  const valid = [before, after].filter((t) => wallAsUtc(toWallTime(t, timeZone)) === asUtc);
  if (valid.length) return Math.min(...valid);
  return before;
}
