/**
 * The months as Intl's en-US writes them ('November', 'Nov'), so that English dates are written without an
 * Intl.DateTimeFormat: making the first one loads the locale's date patterns, tens of milliseconds of a
 * phone's main thread. englishMonths.test.ts holds them to what Intl writes.
 */
const ENGLISH_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** The month's name, for its number (1 to 12). */
export function englishMonthName(month: number): string {
  return ENGLISH_MONTHS[month - 1];
}

/** The month's abbreviation in en-US ('Sep', not 'Sept'), for its number (1 to 12). */
export function englishMonthAbbreviation(month: number): string {
  return englishMonthName(month).slice(0, 3);
}
