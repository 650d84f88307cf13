/**
 * Times of day on the wire: 'hh:mm AM' or 'hh:mm PM' (access-control schedules, user-profile hours), a local
 * time of the gateway without a date. This module is the one place that reads and writes them; the api's
 * schemas, the simulator and the widgets all use it. No zod.
 */

/** What the server accepts and stores: two-digit hour 01 to 12, minutes, one space, AM or PM. */
export const WIRE_TIME_PATTERN = /^(0[1-9]|1[0-2]):[0-5]\d (AM|PM)$/;
/** dayjs format of a wire time such as '09:30 PM' (matches WIRE_TIME_PATTERN), for time pickers. */
export const WIRE_TIME_FORMAT = 'hh:mm A';
/** Why a text is not a wire time, as the server's `field: message` replies say it. */
export const WIRE_TIME_ERROR = 'must be a time as hh:mm AM/PM';

export const MINUTES_PER_DAY = 24 * 60;

// What people type as well: a one-digit hour, lower case, missing or extra spaces.
const LENIENT_WIRE_TIME = /^\s*(\d{1,2}):([0-5]\d)\s*([AaPp])[Mm]\s*$/;

/**
 * Minutes after midnight of a wire time (12:00 AM is 0, 12:30 PM is 750), or null for an empty or unreadable
 * text. Anything WIRE_TIME_PATTERN accepts is read, and also '9:30 pm' or '07:15AM'.
 */
export function wireTimeToMinutes(text: string | null | undefined): number | null {
  const match = LENIENT_WIRE_TIME.exec(text ?? '');
  if (!match) return null;
  const hour12 = Number(match[1]);
  if (hour12 < 1 || hour12 > 12) return null;
  const isPm = match[3].toUpperCase() === 'P';
  return ((hour12 % 12) + (isPm ? 12 : 0)) * 60 + Number(match[2]);
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The wire time of a minute of the day, e.g. 1290 is '09:30 PM'; minutes past a day wrap around. */
export function minutesToWireTime(minuteOfDay: number): string {
  const minutes = ((Math.floor(minuteOfDay) % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  const hour24 = Math.floor(minutes / 60);
  const hour12 = hour24 % 12 === 0 ? 12 : hour24 % 12;
  return `${pad(hour12)}:${pad(minutes % 60)} ${hour24 < 12 ? 'AM' : 'PM'}`;
}
