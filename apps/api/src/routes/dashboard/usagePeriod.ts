import {
  DAY_MS,
  VALIDATION,
  utcCalendarDateOf,
  utcDayStart,
  utcDayStartOf,
  utcTimeOf,
  wireDateOf,
  type DashboardRequest,
} from '@drisk/contract';
import { fieldError } from '../deviceData/fieldError';

/** The longest span a day view answers hour by hour. */
export const MAX_DAY_VIEW_DAYS = 7;

const WEEKDAY_LABELS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

/** The label of one bar: `time` for day and week views, `date` for month views (spec 1 §3). */
export type BucketLabel = { time: string } | { date: string };

/** What a dashboard request covers: [start, end) cut into hourly or daily buckets. */
export interface UsagePeriod {
  start: Date;
  end: Date;
  step: 'hour' | 'day';
  label(bucketStart: Date, index: number): BucketLabel;
}

/** The ISO week (Monday to Sunday) holding a day. */
function isoWeekStart(day: number): number {
  const weekday = (new Date(day).getUTCDay() + 6) % 7; // Monday 0 ... Sunday 6
  return day - weekday * DAY_MS;
}

/**
 * Reads the period of user/getDashboardGraph and user/getDashboardData (spec 1 §4):
 * - day and yesterday: hour by hour over [startDate, endDate); the day view sends the shown day and the
 *   next, and an endDate equal to startDate means that one day;
 * - weekly: the ISO week (Monday to Sunday) holding startDate, day by day, labelled Mon ... Sun, whatever
 *   endDate says (the dashboard sends the Sunday);
 * - monthly and lastmonth (Last Month is sent as monthly): the calendar month holding startDate, day by
 *   day, labelled MM/DD/YYYY.
 */
export function resolveUsagePeriod(
  request: Pick<DashboardRequest, 'startDate' | 'endDate' | 'type'>,
): UsagePeriod {
  const first = utcDayStart(request.startDate);
  switch (request.type) {
    case 'day':
    case 'yesterday': {
      const last = utcDayStart(request.endDate);
      if (last < first) throw fieldError('endDate', VALIDATION.endBeforeStart);
      const end = last === first ? first + DAY_MS : last;
      if (end - first > MAX_DAY_VIEW_DAYS * DAY_MS) {
        throw fieldError('endDate', `a day view covers at most ${MAX_DAY_VIEW_DAYS} days`);
      }
      const oneDay = end - first === DAY_MS;
      return {
        start: new Date(first),
        end: new Date(end),
        step: 'hour',
        // Buckets start on the hour: 'HH:00', or 'MM/DD HH:00' when the view spans several days.
        label: (bucket) => {
          const hour = utcTimeOf(bucket).slice(0, 'HH:mm'.length);
          return { time: oneDay ? hour : `${wireDateOf(bucket).slice(0, 'MM/DD'.length)} ${hour}` };
        },
      };
    }
    case 'weekly': {
      const monday = isoWeekStart(first);
      return {
        start: new Date(monday),
        end: new Date(monday + 7 * DAY_MS),
        step: 'day',
        label: (_bucket, index) => ({ time: WEEKDAY_LABELS[index] }),
      };
    }
    case 'monthly':
    case 'lastmonth': {
      const { year, month } = utcCalendarDateOf(first);
      const start = utcDayStartOf({ year, month, day: 1 });
      const end = utcDayStartOf({ year, month: month + 1, day: 1 }); // December rolls into January
      return {
        start: new Date(start),
        end: new Date(end),
        step: 'day',
        label: (bucket) => ({ date: wireDateOf(bucket) }),
      };
    }
  }
}
