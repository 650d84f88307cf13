import type { PeriodId } from '@drisk/contract';
import { parseWireDate } from '@drisk/contract/client';

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

const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const monthFormat = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' });

/**
 * What the period selector shows for the anchor date (MM/DD/YYYY): 'Nov 20, 2026' for a day,
 * 'November 2026' for a month and the ISO week (Monday to Sunday) around it, 'Nov 16 – 22, 2026', for a week.
 * An anchor that is not an accepted wire date (see the contract's wireDate.ts) is shown as it came.
 */
export function formatPeriodAnchor(period: PeriodId, anchor: string): string {
  const date = localDateOf(anchor);
  if (!date) return anchor;
  if (period === 'weekly') {
    const monday = new Date(date.getFullYear(), date.getMonth(), date.getDate() - ((date.getDay() + 6) % 7));
    const sunday = new Date(monday.getFullYear(), monday.getMonth(), monday.getDate() + 6);
    return dayFormat.formatRange(monday, sunday);
  }
  return periodStepUnit(period) === 'month' ? monthFormat.format(date) : dayFormat.format(date);
}
