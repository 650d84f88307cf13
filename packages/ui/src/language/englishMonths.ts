import { MONTHS, WIDGET_TEXT } from '@drisk/contract/client';

/**
 * The months as Intl's en-US writes them ('November', 'Nov'), so that English dates are written without an
 * Intl.DateTimeFormat: making the first one loads the locale's date patterns, tens of milliseconds of a
 * phone's main thread. They are the contract's English month names (the recurrence editor's, by the wire's
 * month, January first); englishMonths.test.ts holds them to what Intl writes.
 */
const ENGLISH_MONTHS = MONTHS.map((month) => WIDGET_TEXT.recurrence.months[month]);

/** The month's name, for its number (1 to 12). */
export function englishMonthName(month: number): string {
  return ENGLISH_MONTHS[month - 1];
}

/** The month's abbreviation in en-US ('Sep', not 'Sept'), for its number (1 to 12). */
export function englishMonthAbbreviation(month: number): string {
  return englishMonthName(month).slice(0, 3);
}
