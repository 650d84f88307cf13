// Database timestamps sometimes arrive as 'YYYY-MM-DD HH:mm:ss'; Date parses them reliably only with a 'T'.
const SQL_TIMESTAMP = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2})/;

/**
 * Formats a notification's created_date for display, like 'Nov 20, 2026 14:05' (local time, 24-hour clock).
 * A value that is not a date is returned as it came, so the user still sees what the server sent.
 */
export function formatNotificationDate(createdDate: string, locale = 'en-US'): string {
  const date = new Date(createdDate.replace(SQL_TIMESTAMP, '$1T$2'));
  if (Number.isNaN(date.getTime())) return createdDate;
  const day = new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', year: 'numeric' }).format(
    date,
  );
  const time = new Intl.DateTimeFormat(locale, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(date);
  return `${day} ${time}`;
}
