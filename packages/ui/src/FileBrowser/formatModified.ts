const OPTIONS: Intl.DateTimeFormatOptions = {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
};
const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * The long-format date of a row (spec 3 §3) in a locale (en-US unless given: 'November 26, 2026 at 2:05 PM',
 * in German '26. November 2026 um 14:05'); the text as sent when it is not a date.
 */
export function formatModified(lastmod: string, locale = 'en-US'): string {
  const date = new Date(lastmod);
  if (Number.isNaN(date.getTime())) return lastmod;
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, OPTIONS);
    formats.set(locale, format);
  }
  return format.format(date);
}
