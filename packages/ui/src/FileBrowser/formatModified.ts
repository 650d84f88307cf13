const LONG_DATE = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** The long-format date of a row (spec 3 §3); the text as sent when it is not a date. */
export function formatModified(lastmod: string): string {
  const date = new Date(lastmod);
  return Number.isNaN(date.getTime()) ? lastmod : LONG_DATE.format(date);
}
