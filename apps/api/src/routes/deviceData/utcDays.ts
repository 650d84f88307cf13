/**
 * Wire dates (MM/DD/YYYY) are calendar days in UTC on this server: usage hours, issue-log days and export
 * ranges are all cut at UTC midnight. The wire carries no time zone, and one rule for every call keeps the
 * chart, the issue list and the CSV in agreement.
 */
export const DAY_MS = 24 * 60 * 60 * 1000;

/** Midnight UTC at the start of a validated MM/DD/YYYY date, as epoch milliseconds. */
export function utcDayStart(wireDate: string): number {
  const [month, day, year] = wireDate.split('/').map(Number);
  return Date.UTC(year, month - 1, day);
}

const two = (value: number) => String(value).padStart(2, '0');

/** MM/DD/YYYY of the UTC day of a moment. */
export function wireDateOf(moment: Date | number): string {
  const date = new Date(moment);
  return `${two(date.getUTCMonth() + 1)}/${two(date.getUTCDate())}/${date.getUTCFullYear()}`;
}

/** HH:mm:ss of a moment in UTC. */
export function utcTimeOf(moment: Date | number): string {
  const date = new Date(moment);
  return `${two(date.getUTCHours())}:${two(date.getUTCMinutes())}:${two(date.getUTCSeconds())}`;
}
