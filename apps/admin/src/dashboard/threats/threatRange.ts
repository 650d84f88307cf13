import dayjs, { type Dayjs } from 'dayjs';
import {
  THREAT_DEFAULT_RANGE_DAYS,
  THREAT_MAX_RANGE_DAYS,
  VALIDATION,
  WIRE_DATE_FORMAT,
} from '@drisk/contract/client';

/** The pickers' range; null while a picker is empty. */
export interface PickedRange {
  from: Dayjs | null;
  to: Dayjs | null;
}

/** The last THREAT_DEFAULT_RANGE_DAYS days, today included. */
export function defaultRange(today: Dayjs = dayjs()): { from: Dayjs; to: Dayjs } {
  const to = today.startOf('day');
  return { from: to.subtract(THREAT_DEFAULT_RANGE_DAYS - 1, 'day'), to };
}

/** The wire dates of a picked range. */
export const wireRangeOf = (range: { from: Dayjs; to: Dayjs }) => ({
  from: range.from.format(WIRE_DATE_FORMAT),
  to: range.to.format(WIRE_DATE_FORMAT),
});

/**
 * Why the picked range cannot be searched, per picker, in the server's words (the server checks the same
 * and answers 400 naming the field); nothing when it can.
 */
export function rangeErrors(range: PickedRange): { from?: string; to?: string } {
  const errors: { from?: string; to?: string } = {};
  if (!range.from?.isValid()) errors.from = 'Please enter a date';
  if (!range.to?.isValid()) errors.to = 'Please enter a date';
  if (errors.from || errors.to) return errors;
  const days = range.to!.startOf('day').diff(range.from!.startOf('day'), 'day');
  if (days < 0) errors.to = VALIDATION.endBeforeStart;
  else if (days >= THREAT_MAX_RANGE_DAYS) errors.to = `A range covers at most ${THREAT_MAX_RANGE_DAYS} days`;
  return errors;
}
