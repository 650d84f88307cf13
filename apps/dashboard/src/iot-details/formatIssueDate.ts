import dayjs from 'dayjs';
import { DISPLAY_DATE_TIME_FORMAT, WIRE_DATE_FORMAT } from '@drisk/contract/client';
import { useLanguage, type Formatters } from '@drisk/ui';

/** How German types and reads a date in the pickers; English keeps the wire's MM/DD/YYYY. */
const GERMAN_PICKER_FORMAT = 'DD.MM.YYYY';

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

/** The date pickers' format in the active language. */
export function usePickerDateFormat(): string {
  return useLanguage().language === 'de' ? GERMAN_PICKER_FORMAT : WIRE_DATE_FORMAT;
}
