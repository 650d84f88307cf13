import dayjs, { type Dayjs } from 'dayjs';
import isoWeek from 'dayjs/plugin/isoWeek';
import type { GraphType, PeriodId } from '@drisk/contract';
import { PERIODS, WIRE_DATE_FORMAT } from '@drisk/contract/client';

dayjs.extend(isoWeek);

/** What Home shows: a period and the day (day views) or the first day of the month (month views) it shows. */
export interface DashboardView {
  period: PeriodId;
  /** Start of the shown day or month, in local time. The week view always shows the current ISO week. */
  anchor: Dayjs;
}

/** The period part of a user/getDashboardGraph and user/getDashboardData request. */
export interface DashboardRange {
  /** MM/DD/YYYY. */
  startDate: string;
  /** MM/DD/YYYY. */
  endDate: string;
  type: GraphType;
}

/** Which unit previous/next step by: the day views by day, the month views by month, the week view not at all. */
export type StepUnit = 'day' | 'month';

const STEP_UNITS: Record<PeriodId, StepUnit | null> = {
  day: 'day',
  yesterday: 'day',
  weekly: null,
  monthly: 'month',
  lastmonth: 'month',
};

export const stepUnitOf = (period: PeriodId): StepUnit | null => STEP_UNITS[period];

const wire = (date: Dayjs) => date.format(WIRE_DATE_FORMAT);

/** The type a period is sent as (PERIODS): Last Month goes as 'monthly'. */
const wireTypeOf = (period: PeriodId): GraphType =>
  PERIODS.find((entry) => entry.id === period)?.type ?? period;

/**
 * The view a period opens with, seen from `today`: Today and Week show today, Yesterday the day before,
 * Current Month this month and Last Month the month before.
 */
export function openView(period: PeriodId, today: Dayjs): DashboardView {
  const day = today.startOf('day');
  switch (period) {
    case 'day':
    case 'weekly':
      return { period, anchor: day };
    case 'yesterday':
      return { period, anchor: day.subtract(1, 'day') };
    case 'monthly':
      return { period, anchor: day.startOf('month') };
    case 'lastmonth':
      return { period, anchor: day.startOf('month').subtract(1, 'month') };
  }
}

/**
 * The dates and type to ask for (spec 1 §4): a day view sends the shown day and the next day; the week view
 * the ISO week (Monday to Sunday) of the current date; a month view the first day of the shown month and the
 * first day of the next one. Last Month is sent as 'monthly'.
 */
export function dashboardRange(view: DashboardView): DashboardRange {
  const type = wireTypeOf(view.period);
  if (view.period === 'weekly') {
    const monday = view.anchor.startOf('isoWeek');
    return { startDate: wire(monday), endDate: wire(monday.add(6, 'day')), type };
  }
  const unit = stepUnitOf(view.period) ?? 'day';
  const start = view.anchor.startOf(unit);
  return { startDate: wire(start), endDate: wire(start.add(1, unit)), type };
}

/** The view one step before (-1) or after (1); the week view does not step. */
export function stepView(view: DashboardView, delta: -1 | 1): DashboardView {
  const unit = stepUnitOf(view.period);
  if (!unit) return view;
  return { period: view.period, anchor: view.anchor.startOf(unit).add(delta, unit) };
}

/**
 * The view named for what it shows once stepped: a day view of today is 'Today' and of the day before
 * 'Yesterday'; a month view of this month is 'Current Month' and of the month before 'Last Month'. Other
 * days and months keep the name they were reached from (the shown date tells which one it is).
 */
export function nameView(view: DashboardView, today: Dayjs): DashboardView {
  const unit = stepUnitOf(view.period);
  if (!unit) return view;
  const current = today.startOf(unit);
  const [now, previous]: [PeriodId, PeriodId] =
    unit === 'day' ? ['day', 'yesterday'] : ['monthly', 'lastmonth'];
  if (view.anchor.isSame(current, unit)) return { ...view, period: now };
  if (view.anchor.isSame(current.subtract(1, unit), unit)) return { ...view, period: previous };
  return view;
}

/** Whether Next is possible: never past today (day views) or the current month (month views). */
export function canStepForward(view: DashboardView, today: Dayjs): boolean {
  const unit = stepUnitOf(view.period);
  return unit !== null && view.anchor.isBefore(today, unit);
}

/** The anchor as the period selector takes it (MM/DD/YYYY). */
export const anchorText = (view: DashboardView): string => wire(view.anchor);
