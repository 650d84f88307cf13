import dayjs from 'dayjs';
import { DISPLAY_DATE_TIME_FORMAT } from '@drisk/contract/client';
import type { Formatters } from '@drisk/ui';

/**
 * An issue's date-time as the product shows times ('Nov, 18 2026 14:05' in English, '18.11.2026, 14:05' in
 * German); text that is not a date stays as sent.
 */
export function formatIssueDate(date: string, formatters?: Formatters): string {
  const parsed = dayjs(date);
  if (!parsed.isValid()) return date;
  return formatters && formatters.locale !== 'en-US'
    ? formatters.dateTime(parsed.toDate())
    : parsed.format(DISPLAY_DATE_TIME_FORMAT);
}
