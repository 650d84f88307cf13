import { toWallTime } from '@drisk/contract/client';
import { englishMonthAbbreviation } from '../language/englishMonths';

const pad = (n: number) => String(n).padStart(2, '0');

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * An instant in `timeZone` as the spec displays times ('MMM, DD YYYY HH:mm', DISPLAY_DATE_TIME_FORMAT) in
 * English, the default; in another locale as that language writes a date and time ('03.01.2030, 02:00').
 */
export function formatRunTime(epochMs: number, timeZone: string, locale = 'en-US'): string {
  if (locale !== 'en-US') {
    const key = `${locale} ${timeZone}`;
    let format = formats.get(key);
    if (!format) {
      format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone });
      formats.set(key, format);
    }
    return format.format(epochMs);
  }
  const wall = toWallTime(epochMs, timeZone);
  return `${englishMonthAbbreviation(wall.month)}, ${pad(wall.day)} ${wall.year} ${pad(wall.hour)}:${pad(wall.minute)}`;
}
