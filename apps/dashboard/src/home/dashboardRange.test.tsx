// A pure module's tests; the .tsx name puts them in the dom project, which runs the dashboard's tests.
import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { PERIODS, WIRE_DATE_PATTERN, type PeriodId } from '@drisk/contract';
import { anchorText, canStepForward, dashboardRange, nameView, openView, stepView } from './dashboardRange';

/** Local midnight of a YYYY-MM-DD date. */
const day = (text: string) => dayjs(text);
/** A Wednesday in mid-November; no month or year boundary nearby. */
const WEDNESDAY = day('2026-11-18');

describe('opening a period', () => {
  it.each([
    ['day', { startDate: '11/18/2026', endDate: '11/19/2026', type: 'day' }],
    ['yesterday', { startDate: '11/17/2026', endDate: '11/18/2026', type: 'yesterday' }],
    ['weekly', { startDate: '11/16/2026', endDate: '11/22/2026', type: 'weekly' }],
    ['monthly', { startDate: '11/01/2026', endDate: '12/01/2026', type: 'monthly' }],
    ['lastmonth', { startDate: '10/01/2026', endDate: '11/01/2026', type: 'monthly' }],
  ] as const)('%s asks for %o', (period, expected) => {
    expect(dashboardRange(openView(period, WEDNESDAY))).toEqual(expected);
  });

  it('ignores the time of day of "today"', () => {
    const lateEvening = dayjs('2026-11-18T23:59:30');
    expect(dashboardRange(openView('day', lateEvening))).toEqual(dashboardRange(openView('day', WEDNESDAY)));
  });

  it('sends every period as one of the types PERIODS names, dates as MM/DD/YYYY', () => {
    for (const { id, type } of PERIODS) {
      const range = dashboardRange(openView(id, WEDNESDAY));
      expect(range.type).toBe(type);
      expect(range.startDate).toMatch(WIRE_DATE_PATTERN);
      expect(range.endDate).toMatch(WIRE_DATE_PATTERN);
    }
  });
});

describe('yesterday', () => {
  it('crosses the month boundary on the first of a month', () => {
    expect(dashboardRange(openView('yesterday', day('2026-03-01')))).toEqual({
      startDate: '02/28/2026',
      endDate: '03/01/2026',
      type: 'yesterday',
    });
  });

  it('crosses the year boundary on New Year’s Day', () => {
    expect(dashboardRange(openView('yesterday', day('2027-01-01')))).toEqual({
      startDate: '12/31/2026',
      endDate: '01/01/2027',
      type: 'yesterday',
    });
  });
});

describe('the ISO week', () => {
  it('runs Monday to Sunday when today is a Sunday (not Sunday to Saturday)', () => {
    expect(dashboardRange(openView('weekly', day('2026-11-22')))).toMatchObject({
      startDate: '11/16/2026',
      endDate: '11/22/2026',
    });
  });

  it('starts on today when today is a Monday', () => {
    expect(dashboardRange(openView('weekly', day('2026-11-16')))).toMatchObject({
      startDate: '11/16/2026',
      endDate: '11/22/2026',
    });
  });

  it('spans the year boundary: Friday 1 January 2027 is in the week from Monday 28 December 2026', () => {
    expect(dashboardRange(openView('weekly', day('2027-01-01')))).toEqual({
      startDate: '12/28/2026',
      endDate: '01/03/2027',
      type: 'weekly',
    });
  });

  it('spans the year boundary the other way: Wednesday 31 December 2025 is in the week to Sunday 4 January 2026', () => {
    expect(dashboardRange(openView('weekly', day('2025-12-31')))).toMatchObject({
      startDate: '12/29/2025',
      endDate: '01/04/2026',
    });
  });

  it('does not step', () => {
    const week = openView('weekly', WEDNESDAY);
    expect(stepView(week, -1)).toEqual(week);
    expect(canStepForward(week, WEDNESDAY)).toBe(false);
  });
});

describe('stepping a day view', () => {
  it('goes back a day at a time across a month boundary, and forward again', () => {
    let view = openView('day', day('2026-03-02'));
    view = stepView(view, -1);
    expect(dashboardRange(view)).toMatchObject({ startDate: '03/01/2026', endDate: '03/02/2026' });
    view = stepView(view, -1);
    expect(dashboardRange(view)).toMatchObject({ startDate: '02/28/2026', endDate: '03/01/2026' });
    view = stepView(view, 1);
    expect(anchorText(view)).toBe('03/01/2026');
  });

  it('never goes past today', () => {
    const today = openView('day', WEDNESDAY);
    expect(canStepForward(today, WEDNESDAY)).toBe(false);
    expect(canStepForward(stepView(today, -1), WEDNESDAY)).toBe(true);
    // Yesterday can step forward to today, and no further.
    const yesterday = openView('yesterday', WEDNESDAY);
    expect(canStepForward(yesterday, WEDNESDAY)).toBe(true);
    expect(canStepForward(stepView(yesterday, 1), WEDNESDAY)).toBe(false);
  });
});

describe('stepping a month view', () => {
  it('goes back across the year boundary and keeps the first day of each month', () => {
    let view = openView('monthly', day('2026-02-15'));
    view = stepView(view, -1);
    expect(dashboardRange(view)).toEqual({ startDate: '01/01/2026', endDate: '02/01/2026', type: 'monthly' });
    view = stepView(view, -1);
    expect(dashboardRange(view)).toEqual({ startDate: '12/01/2025', endDate: '01/01/2026', type: 'monthly' });
  });

  it('steps from the 31st into short months without skipping one', () => {
    const view = openView('monthly', day('2026-03-31'));
    expect(anchorText(stepView(view, -1))).toBe('02/01/2026');
    expect(anchorText(stepView(stepView(view, -1), -1))).toBe('01/01/2026');
  });

  it('covers a leap February to the first of March', () => {
    const february = stepView(openView('monthly', day('2028-03-10')), -1);
    expect(dashboardRange(february)).toMatchObject({ startDate: '02/01/2028', endDate: '03/01/2028' });
  });

  it('keeps Last Month sent as monthly while stepping', () => {
    const view = stepView(openView('lastmonth', WEDNESDAY), -1);
    expect(dashboardRange(view)).toEqual({ startDate: '09/01/2026', endDate: '10/01/2026', type: 'monthly' });
  });

  it('never goes past the current month', () => {
    const current = openView('monthly', WEDNESDAY);
    expect(canStepForward(current, WEDNESDAY)).toBe(false);
    const last = openView('lastmonth', WEDNESDAY);
    expect(canStepForward(last, WEDNESDAY)).toBe(true);
    expect(canStepForward(stepView(last, 1), WEDNESDAY)).toBe(false);
    // The last day of the month still counts as the current month.
    expect(canStepForward(current, day('2026-11-30'))).toBe(false);
  });
});

it.each(PERIODS.map((period) => period.id))('%s opens on an anchor the period selector reads', (id) => {
  expect(anchorText(openView(id as PeriodId, WEDNESDAY))).toMatch(WIRE_DATE_PATTERN);
});

describe('naming a stepped view for what it shows', () => {
  const named = (period: PeriodId, delta: -1 | 1) =>
    nameView(stepView(openView(period, WEDNESDAY), delta), WEDNESDAY).period;

  it('calls the day before today Yesterday, and today Today', () => {
    expect(named('day', -1)).toBe('yesterday');
    expect(named('yesterday', 1)).toBe('day');
  });

  it('calls this month Current Month, and the month before Last Month', () => {
    expect(named('lastmonth', 1)).toBe('monthly');
    expect(named('monthly', -1)).toBe('lastmonth');
  });

  it('keeps the name of older days and months, whose date is shown beside it', () => {
    expect(named('yesterday', -1)).toBe('yesterday');
    expect(named('lastmonth', -1)).toBe('lastmonth');
    expect(nameView(openView('weekly', WEDNESDAY), WEDNESDAY).period).toBe('weekly');
  });
});
