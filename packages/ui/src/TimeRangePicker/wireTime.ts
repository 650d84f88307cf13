import dayjs, { type Dayjs } from 'dayjs';
import { WIRE_TIME_FORMAT } from '@drisk/contract/client';

// 'hh:mm AM/PM' as the wire sends it; a one-digit hour, lower case and missing spaces are forgiven when reading.
const LENIENT_WIRE_TIME = /^\s*(\d{1,2}):([0-5]\d)\s*([AaPp])[Mm]\s*$/;

/**
 * Reads a wire time such as '09:30 PM' as that time of day on the date of `base` (today by default).
 * Returns null for an empty or unreadable text.
 */
export function parseWireTime(text: string | null | undefined, base: Dayjs = dayjs()): Dayjs | null {
  const match = LENIENT_WIRE_TIME.exec(text ?? '');
  if (!match) return null;
  const hour12 = Number(match[1]);
  if (hour12 < 1 || hour12 > 12) return null;
  const isPm = match[3].toUpperCase() === 'P';
  const hour24 = (hour12 % 12) + (isPm ? 12 : 0);
  return base.startOf('day').hour(hour24).minute(Number(match[2]));
}

/** Writes a time of day as the wire wants it, e.g. '09:30 PM'. Returns null for a missing or invalid time. */
export function formatWireTime(value: Dayjs | null | undefined): string | null {
  if (!value || !value.isValid()) return null;
  return value.format(WIRE_TIME_FORMAT);
}
