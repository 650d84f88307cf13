import '../test/storybookPreview';
import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { UI_TEXT_DE, VALIDATION_DE, WIDGET_TEXT_DE } from '@drisk/contract/i18n/de';
import { loadLanguage } from '../language';
import { formatRunTime } from './formatRunTime';
import { UI_TEXT, VALIDATION } from '@drisk/contract';
import {
  defaultRecurrence,
  fromSchedule,
  toSchedule,
  upcomingRuns,
  withScanType,
  type RecurrenceValue,
} from './recurrenceValue';
import * as stories from './RecurrenceEditor.stories';

const {
  QuickScan,
  Daily,
  EveryWeekday,
  WeeklyWithoutDays,
  MonthlyOnDay,
  MonthlyOnThe,
  YearlyOnDay,
  UntilBeforeFrom,
  NoRunLeft,
  Disabled,
  Interactive,
} = composeStories(stories);

const NOW = Date.UTC(2026, 10, 23, 8, 0);
const nextRuns = () =>
  within(screen.getByRole('list', { name: UI_TEXT.nextRunsLabel }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('RecurrenceEditor', () => {
  it('offers a quick scan with nothing else to choose', () => {
    render(<QuickScan />);
    expect(screen.getByRole('radio', { name: 'Quick Scan' })).toBeChecked();
    expect(screen.queryByLabelText(UI_TEXT.recurrenceLabel)).toBeNull();
    expect(screen.queryByLabelText(UI_TEXT.runFromLabel)).toBeNull();
  });

  it('turns into a daily schedule with its next runs when Schedule Scan is chosen', async () => {
    const onChange = vi.fn();
    render(<Interactive onChange={onChange} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Schedule Scan' }));
    expect(screen.getByRole('combobox', { name: UI_TEXT.recurrenceLabel })).toHaveTextContent('Daily');
    expect(screen.getByRole('spinbutton', { name: UI_TEXT.repeatEveryLabel })).toHaveValue(1);
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ scanType: 'schedule_scan' }));
    // A daily scan from 09:00 Berlin until the same minute runs once.
    expect(nextRuns()).toEqual(['Nov, 23 2026 09:00']);
  });

  it('previews every second day in the user zone', () => {
    render(<Daily />);
    expect(nextRuns()).toEqual(['Nov, 23 2026 09:00', 'Nov, 25 2026 09:00', 'Nov, 27 2026 09:00']);
  });

  it("runs 'on day 31' on the last day of shorter months", () => {
    render(<MonthlyOnDay />);
    expect(nextRuns()).toEqual(['Nov, 30 2026 09:00', 'Dec, 31 2026 09:00', 'Jan, 31 2027 09:00']);
  });

  it("runs 'on the Last Friday' of each month", () => {
    render(<MonthlyOnThe />);
    expect(screen.getByRole('radio', { name: 'On the' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Occurrence' })).toHaveTextContent('Last');
    expect(nextRuns()).toEqual(['Nov, 27 2026 09:00', 'Dec, 25 2026 09:00', 'Jan, 29 2027 09:00']);
  });

  it('runs a 29 February schedule on the last day of February in common years', () => {
    render(<YearlyOnDay />);
    expect(nextRuns()).toEqual(['Feb, 28 2027 09:00', 'Feb, 29 2028 09:00', 'Feb, 28 2029 09:00']);
  });

  it('blocks past dates in the every_weekday From picker and sets the To minimum to From', () => {
    render(<EveryWeekday />);
    expect(screen.getByLabelText(UI_TEXT.runFromLabel)).toHaveAttribute('min', '2026-11-23T09:00');
    expect(screen.getByLabelText(UI_TEXT.runUntilLabel)).toHaveAttribute('min', '2026-11-23T09:00');
  });

  it('says what is wrong with a schedule that cannot be saved', () => {
    const { unmount } = render(<UntilBeforeFrom />);
    expect(screen.getByText(VALIDATION.endBeforeStart)).toBeVisible();
    expect(screen.queryByRole('list', { name: UI_TEXT.nextRunsLabel })).toBeNull();
    unmount();
    render(<NoRunLeft />);
    expect(screen.getByText(UI_TEXT.noRunLeft)).toBeVisible();
  });

  it('asks for a day of a weekly schedule', () => {
    render(<WeeklyWithoutDays />);
    expect(screen.getByText(UI_TEXT.chooseWeekDay)).toBeVisible();
  });

  it('moves To with From for a daily schedule', () => {
    const onChange = vi.fn();
    render(<Daily onChange={onChange} />);
    fireEvent.change(screen.getByLabelText(UI_TEXT.runFromLabel), { target: { value: '2026-12-01T10:30' } });
    const at = Date.UTC(2026, 11, 1, 9, 30); // 10:30 in Berlin
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ runFrom: at, runUntil: at }));
  });

  it('locks every field when disabled', () => {
    render(<Disabled />);
    expect(screen.getByRole('radio', { name: 'Schedule Scan' })).toBeDisabled();
    expect(screen.getByLabelText(UI_TEXT.runFromLabel)).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Monday' })).toBeDisabled();
  });
});

describe('RecurrenceEditor in German', () => {
  const German = composeStories(stories, { initialGlobals: { language: 'de' } });
  const text = WIDGET_TEXT_DE.recurrence;
  const germanRuns = () =>
    within(screen.getByRole('list', { name: UI_TEXT_DE.nextRunsLabel }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
  beforeAll(() => loadLanguage('de'));

  it('offers the scan types and a daily schedule in German, its next runs written the German way', async () => {
    render(<German.Interactive />);
    expect(screen.getByRole('radiogroup', { name: UI_TEXT_DE.scanTypeLabel })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: text.scanTypes.quick_scan })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: text.scanTypes.schedule_scan }));
    expect(screen.getByRole('combobox', { name: UI_TEXT_DE.recurrenceLabel })).toHaveTextContent(
      text.repeatOptions.daily,
    );
    expect(screen.getByRole('spinbutton', { name: UI_TEXT_DE.repeatEveryLabel })).toBeInTheDocument();
    expect(screen.getByText(text.units.daily)).toBeInTheDocument();
    expect(screen.getByLabelText(UI_TEXT_DE.runFromLabel)).toBeInTheDocument();
    expect(screen.getByLabelText(UI_TEXT_DE.runUntilLabel)).toBeInTheDocument();
    expect(germanRuns()).toEqual([formatRunTime(NOW, 'Europe/Berlin', 'de-DE')]);
    expect(germanRuns()).toEqual(['23.11.2026, 09:00']);
  });

  it("names the 'On the' controls of a yearly schedule in German", () => {
    render(<German.YearlyOnThe />);
    expect(screen.getByRole('radiogroup', { name: text.dayOfMonth })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: text.monthDayModes.on_the })).toBeChecked();
    expect(screen.getByRole('radio', { name: text.monthDayModes.on_day })).not.toBeChecked();
    expect(screen.getByRole('combobox', { name: text.occurrence })).toHaveTextContent(text.occurrences['2']);
    expect(screen.getByRole('combobox', { name: text.weekday })).toHaveTextContent(
      WIDGET_TEXT_DE.weekDays.Tuesday,
    );
    expect(screen.getByText(text.of)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: text.month })).toHaveTextContent(text.months.march);
  });

  it("names a monthly 'On day' in German", () => {
    render(<German.MonthlyOnDay />);
    expect(screen.getByRole('radio', { name: text.monthDayModes.on_day })).toBeChecked();
    expect(screen.getByRole('spinbutton', { name: text.day })).toHaveValue(31);
    expect(screen.getByText(text.units.monthly)).toBeInTheDocument();
  });

  it('says in German what is wrong with a schedule, and names the weekly days', () => {
    const { unmount } = render(<German.UntilBeforeFrom />);
    expect(screen.getByText(VALIDATION_DE.endBeforeStart)).toBeVisible();
    unmount();
    const noRun = render(<German.NoRunLeft />);
    expect(screen.getByText(UI_TEXT_DE.noRunLeft)).toBeVisible();
    noRun.unmount();
    render(<German.WeeklyWithoutDays />);
    expect(screen.getByText(UI_TEXT_DE.chooseWeekDay)).toBeVisible();
    expect(screen.getByRole('group', { name: WIDGET_TEXT_DE.days })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: WIDGET_TEXT_DE.weekDays.Monday })).toBeInTheDocument();
  });
});

describe('withScanType', () => {
  it('starts a schedule at the next minute when the form was opened minutes ago, so it still runs', () => {
    const opened = Date.UTC(2026, 10, 24, 1, 0, 30);
    const later = opened + 5 * 60_000;
    const value = withScanType(defaultRecurrence(opened), 'schedule_scan', later);
    expect(value.runFrom).toBe(Date.UTC(2026, 10, 24, 1, 6));
    expect(value.runUntil).toBe(value.runFrom);
    expect(upcomingRuns(value, 'UTC', later, 3)).toEqual([value.runFrom]);
    // Without the move the daily schedule had no run left.
    expect(
      upcomingRuns({ ...defaultRecurrence(opened), scanType: 'schedule_scan' }, 'UTC', later, 3),
    ).toEqual([]);
  });
});

describe('toSchedule and fromSchedule', () => {
  const value = (patch: Partial<RecurrenceValue>): RecurrenceValue => ({
    ...defaultRecurrence(NOW),
    scanType: 'schedule_scan',
    runUntil: NOW + 1e10,
    ...patch,
  });

  it('sends a quick scan as a run once, now', () => {
    expect(toSchedule(defaultRecurrence(NOW), 'UTC', NOW + 5)).toMatchObject({
      run_from: NOW + 5,
      run_until: NOW + 5,
      recurrence: { pattern: { type: 'once', interval: 1 } },
    });
  });

  it('sends every_weekday as weekly, Monday to Friday', () => {
    const schedule = toSchedule(value({ repeat: 'every_weekday', interval: '3' }), 'Europe/Berlin', NOW);
    expect(schedule.time_zone).toBe('Europe/Berlin');
    expect(schedule.recurrence.pattern).toMatchObject({
      type: 'weekly',
      interval: 1,
      days_of_week: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'].map((day) => ({ day })),
    });
  });

  it("sends 'on the' as a day with its occurrence and 'on day' as a day of the month", () => {
    expect(
      toSchedule(
        value({
          repeat: 'yearly',
          monthDayMode: 'on_the',
          occurrence: -1,
          occurrenceDay: 'sunday',
          month: 'march',
        }),
        'UTC',
        NOW,
      ).recurrence.pattern,
    ).toMatchObject({
      type: 'yearly',
      days_of_week: [{ day: 'sunday', occurrence: -1 }],
      days_of_month: [],
      months_of_year: ['march'],
    });
    expect(
      toSchedule(value({ repeat: 'monthly', dayOfMonth: 15 }), 'UTC', NOW).recurrence.pattern,
    ).toMatchObject({
      type: 'monthly',
      days_of_week: [],
      days_of_month: [15],
    });
  });

  it('loads a saved schedule back into the same choices', () => {
    for (const original of [
      value({ repeat: 'every_weekday', weekDays: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] }),
      value({ repeat: 'weekly', interval: '2', weekDays: ['tuesday', 'saturday'] }),
      value({ repeat: 'monthly', monthDayMode: 'on_the', occurrence: 3, occurrenceDay: 'wednesday' }),
      value({ repeat: 'yearly', dayOfMonth: 29, month: 'february', interval: '4' }),
      value({ repeat: 'daily', interval: '7' }),
    ])
      expect(fromSchedule(toSchedule(original, 'UTC', NOW), NOW)).toEqual(original);
    const quick = fromSchedule(toSchedule(defaultRecurrence(NOW), 'UTC', NOW), NOW);
    expect(quick.scanType).toBe('quick_scan');
  });
});
