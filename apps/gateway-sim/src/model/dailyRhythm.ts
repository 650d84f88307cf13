/**
 * How busy a home network is over the day: a trough in the small hours, a morning bump, a quieter day and
 * a peak in the evening. 1 is the evening peak.
 */

const HOUR_MS = 3_600_000;

/** Hour of day (0 to 24, fractional) at a time, in the gateway's time zone. */
export function localHour(epochMs: number, utcOffsetMinutes: number): number {
  const shifted = epochMs + utcOffsetMinutes * 60_000;
  return (((shifted % (24 * HOUR_MS)) + 24 * HOUR_MS) % (24 * HOUR_MS)) / HOUR_MS;
}

/** A bump centred on `centre` hours, `width` hours wide, wrapping round midnight. */
function bump(hour: number, centre: number, width: number): number {
  const distance = Math.min(Math.abs(hour - centre), 24 - Math.abs(hour - centre));
  return Math.exp(-(distance * distance) / (2 * width * width));
}

/** Activity factor at an hour of the day, from about 0.06 at 4 am to 1 at 9 pm. */
export function dailyRhythm(hour: number): number {
  const value = 0.05 + 0.35 * bump(hour, 8, 1.5) + 0.3 * bump(hour, 13, 2.5) + 0.95 * bump(hour, 20.75, 2.2);
  return Math.min(1, value);
}
