import dayjs, { type Dayjs } from 'dayjs';
import { minutesToWireTime, wireTimeToMinutes } from '@drisk/contract/client';

/*
 * The pickers work in Dayjs; the contract reads and writes wire times ('hh:mm AM/PM') as minutes of the day.
 * These two only convert between them, so the wire rule stays in the contract.
 */

/**
 * Reads a wire time such as '09:30 PM' as that time of day on the date of `base` (today by default).
 * Returns null for an empty or unreadable text; '9:30 pm' and '07:15AM' are read too.
 */
export function parseWireTime(text: string | null | undefined, base: Dayjs = dayjs()): Dayjs | null {
  const minutes = wireTimeToMinutes(text);
  if (minutes === null) return null;
  return base
    .startOf('day')
    .hour(Math.floor(minutes / 60))
    .minute(minutes % 60);
}

/** Writes a time of day as the wire wants it, e.g. '09:30 PM'. Returns null for a missing or invalid time. */
export function formatWireTime(value: Dayjs | null | undefined): string | null {
  if (!value || !value.isValid()) return null;
  return minutesToWireTime(value.hour() * 60 + value.minute());
}
