import type { Dayjs } from 'dayjs';
import { VALIDATION } from '@drisk/contract/client';

/** Why an export range cannot be sent, or null: both dates are needed and the end may not precede the start. */
export function exportDateError(start: Dayjs | null, end: Dayjs | null): string | null {
  if (!start?.isValid() || !end?.isValid()) return null;
  return end.isBefore(start, 'day') ? VALIDATION.endBeforeStart : null;
}
