import type { PeriodId } from '@drisk/contract';
import { parseWireDate } from '@drisk/contract/client';
import { englishMonthAbbreviation, englishMonthName } from '../language/englishMonths';

/** Which unit the previous/next buttons step by: only the day and month views step (spec 1 §2.5). */
export type PeriodStepUnit = 'day' | 'month';

const STEP_UNITS: Record<PeriodId, PeriodStepUnit | null> = {
  day: 'day',
  yesterday: 'day',
  weekly: null,
  monthly: 'month',
  lastmonth: 'month',
};

/** The unit a period steps by, or null for the week view, which has no steps. */
export function periodStepUnit(period: PeriodId): PeriodStepUnit | null {
  return STEP_UNITS[period];
}

/** The anchor's day at local midnight (the selector shows it in the browser's time zone), or null. */
function localDateOf(anchor: string): Date | null {
  const day = parseWireDate(anchor);
  return day && new Date(day.year, day.month - 1, day.day);
}

// Each format is made on first use: making an Intl.DateTimeFormat costs milliseconds on a phone, and a
// screen showing a day never needs the month's.
const formats = new Map<string, Intl.DateTimeFormat>();
function formatOf(locale: string, unit: PeriodStepUnit): Intl.DateTimeFormat {
  const key = `${unit} ${locale}`;
  let made = formats.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(
      locale,
      unit === 'day'
        ? { month: 'short', day: 'numeric', year: 'numeric' }
        : { month: 'long', year: 'numeric' },
    );
    formats.set(key, made);
  }
  return made;
}

/**
 * What the period selector shows for the anchor date (MM/DD/YYYY): 'Nov 20, 2026' for a day,
 * 'November 2026' for a month and the ISO week (Monday to Sunday) around it, 'Nov 16 – 22, 2026', for a week.
 * An anchor that is not an accepted wire date (see the contract's wireDate.ts) is shown as it came. `locale`
 * is the Intl locale of the language (German: '20. Nov. 2026', 'November 2026', '16.–22. Nov. 2026').
 */
export function formatPeriodAnchor(period: PeriodId, anchor: string, locale = 'en-US'): string {
  const date = localDateOf(anchor);
  if (!date) return anchor;
  const unit = periodStepUnit(period);
  // English days and months as Intl writes them, without making a format when Home opens (see formatOf).
  if (locale === 'en-US' && unit === 'day') {
    return `${englishMonthAbbreviation(date.getMonth() + 1)} ${date.getDate()}, ${date.getFullYear()}`;
  }
  if (locale === 'en-US' && unit === 'month') {
    return `${englishMonthName(date.getMonth() + 1)} ${date.getFullYear()}`;
  }
  if (period === 'weekly') {
    const monday = new Date(date.getFullYear(), date.getMonth(), date.getDate() - ((date.getDay() + 6) % 7));
    const sunday = new Date(monday.getFullYear(), monday.getMonth(), monday.getDate() + 6);
    return formatOf(locale, 'day').formatRange(monday, sunday);
  }
  return formatOf(locale, unit ?? 'day').format(date);
}
