import { WIRE_DATE_FORMAT } from '@drisk/contract/client';
import { useLanguage } from '@drisk/ui';

/** How German types and reads a date in a picker; English keeps the wire's MM/DD/YYYY. */
const GERMAN_PICKER_FORMAT = 'DD.MM.YYYY';

/** The date pickers' format in the active language (what is sent stays the wire's MM/DD/YYYY either way). */
export function usePickerDateFormat(): string {
  return useLanguage().language === 'de' ? GERMAN_PICKER_FORMAT : WIRE_DATE_FORMAT;
}
