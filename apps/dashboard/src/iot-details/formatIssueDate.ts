import dayjs from 'dayjs';
import { DISPLAY_DATE_TIME_FORMAT } from '@drisk/contract/client';

/** An issue's date-time as the product shows times ('Nov, 18 2026 14:05'); text that is not a date stays as sent. */
export function formatIssueDate(date: string): string {
  const parsed = dayjs(date);
  return parsed.isValid() ? parsed.format(DISPLAY_DATE_TIME_FORMAT) : date;
}
