import type { PeriodId } from '@drisk/contract';
import { WIRE_DATE_PATTERN } from '@drisk/contract/client';

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

function parseWireDate(anchor: string): Date | null {
  if (!WIRE_DATE_PATTERN.test(anchor)) return null;
  const [month, day, year] = anchor.split('/').map(Number) as [number, number, number];
  const date = new Date(year, month - 1, day);
  // 02/31/2026 passes the pattern but rolls over into March: not a real date.
  return date.getDate() === day ? date : null;
}

const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const monthFormat = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' });

/**
 * What the period selector shows for the anchor date (MM/DD/YYYY): 'Nov 20, 2026' for a day,
 * 'November 2026' for a month and the ISO week (Monday to Sunday) around it, 'Nov 16 – 22, 2026', for a week.
 * An anchor that is not a date is shown as it came.
 */
export function formatPeriodAnchor(period: PeriodId, anchor: string): string {
  const date = parseWireDate(anchor);
  if (!date) return anchor;
  if (period === 'weekly') {
    const monday = new Date(date.getFullYear(), date.getMonth(), date.getDate() - ((date.getDay() + 6) % 7));
    const sunday = new Date(monday.getFullYear(), monday.getMonth(), monday.getDate() + 6);
    return dayFormat.formatRange(monday, sunday);
  }
  return periodStepUnit(period) === 'month' ? monthFormat.format(date) : dayFormat.format(date);
}
