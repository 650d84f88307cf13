import '../test/storybookPreview';
import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PERIODS } from '@drisk/contract';
import { formatPeriodAnchor, periodStepUnit } from './periodAnchor';
import * as stories from './PeriodSelector.stories';

const {
  Today,
  PastDay,
  Yesterday,
  Week,
  WeekAcrossYears,
  CurrentMonth,
  LastMonth,
  OldestDay,
  Disabled,
  Interactive,
} = composeStories(stories);

describe('formatPeriodAnchor', () => {
  it('shows a day, a month or the ISO week around the anchor', () => {
    expect(formatPeriodAnchor('day', '11/20/2026')).toBe('Nov 20, 2026');
    expect(formatPeriodAnchor('yesterday', '11/19/2026')).toBe('Nov 19, 2026');
    expect(formatPeriodAnchor('monthly', '11/20/2026')).toBe('November 2026');
    expect(formatPeriodAnchor('lastmonth', '10/01/2026')).toBe('October 2026');
    // Friday 11/20/2026 lies in the week Monday 11/16 to Sunday 11/22; a Sunday belongs to the week before it.
    expect(formatPeriodAnchor('weekly', '11/20/2026')).toMatch(/^Nov 16\s*–\s*22, 2026$/);
    expect(formatPeriodAnchor('weekly', '11/22/2026')).toMatch(/^Nov 16\s*–\s*22, 2026$/);
    expect(formatPeriodAnchor('weekly', '01/01/2027')).toMatch(/^Dec 28, 2026\s*–\s*Jan 3, 2027$/);
  });

  it('writes English days and months as Intl does, for every month', () => {
    const day = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
    const month = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' });
    for (let m = 1; m <= 12; m += 1) {
      const anchor = `${String(m).padStart(2, '0')}/09/2026`;
      expect(formatPeriodAnchor('day', anchor)).toBe(day.format(new Date(2026, m - 1, 9)));
      expect(formatPeriodAnchor('monthly', anchor)).toBe(month.format(new Date(2026, m - 1, 9)));
    }
  });

  it('shows an anchor that is not a date as it came', () => {
    expect(formatPeriodAnchor('day', '2026-11-20')).toBe('2026-11-20');
    expect(formatPeriodAnchor('day', '02/31/2026')).toBe('02/31/2026');
    // Outside the contract's range: year 99 was shown as 1999 before the wire-date module.
    expect(formatPeriodAnchor('day', '01/01/0099')).toBe('01/01/0099');
  });

  it('shows the first and last day of the wire-date range', () => {
    expect(formatPeriodAnchor('day', '01/01/1900')).toBe('Jan 1, 1900');
    expect(formatPeriodAnchor('monthly', '12/31/9998')).toBe('December 9998');
  });

  it('steps days and months, not weeks', () => {
    expect(PERIODS.map((period) => periodStepUnit(period.id))).toEqual([
      'day',
      'day',
      null,
      'month',
      'month',
    ]);
  });
});

describe('PeriodSelector', () => {
  it('offers the five periods and reports the one picked', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Today onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Period' });
    expect(select).toHaveTextContent('Today');

    await user.click(select);
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['Today', 'Yesterday', 'Week', 'Current Month', 'Last Month']);
    await user.click(screen.getByRole('option', { name: 'Last Month' }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith('lastmonth');
  });

  it('steps a day back and forward', async () => {
    const user = userEvent.setup();
    const onStep = vi.fn();
    render(<PastDay onStep={onStep} />);
    expect(screen.getByText('Nov 12, 2026')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next day' }));
    expect(onStep).toHaveBeenLastCalledWith(1);
    await user.click(screen.getByRole('button', { name: 'Previous day' }));
    expect(onStep).toHaveBeenLastCalledWith(-1);
    expect(onStep).toHaveBeenCalledTimes(2);
  });

  it('disables Next on the current day', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const onStep = vi.fn();
    render(<Today onStep={onStep} />);
    expect(screen.getByRole('button', { name: 'Next day' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous day' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Next day' }));
    expect(onStep).not.toHaveBeenCalled();
  });

  it('steps the Yesterday view by days', () => {
    render(<Yesterday />);
    expect(screen.getByRole('button', { name: 'Previous day' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Next day' })).toBeEnabled();
  });

  it('steps months in the month views and shows the month', async () => {
    const user = userEvent.setup();
    const onStep = vi.fn();
    render(<LastMonth onStep={onStep} />);
    expect(screen.getByText('October 2026')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(onStep).toHaveBeenCalledExactlyOnceWith(1);
  });

  it('disables Next in the current month', () => {
    render(<CurrentMonth />);
    expect(screen.getByText('November 2026')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next month' })).toBeDisabled();
  });

  it('has no steps in the week view', () => {
    render(
      <>
        <Week />
        <WeekAcrossYears />
      </>,
    );
    expect(screen.queryByRole('button', { name: /previous|next/i })).not.toBeInTheDocument();
    expect(screen.getByText(/^Nov 16\s*–\s*22, 2026$/)).toBeInTheDocument();
    expect(screen.getByText(/^Dec 28, 2026\s*–\s*Jan 3, 2027$/)).toBeInTheDocument();
  });

  it('disables Previous at the oldest day and everything when disabled', () => {
    const { unmount } = render(<OldestDay />);
    expect(screen.getByRole('button', { name: 'Previous day' })).toBeDisabled();
    unmount();
    render(<Disabled />);
    expect(screen.getByRole('button', { name: 'Previous day' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Period' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('moves through days and months in the interactive story', async () => {
    const user = userEvent.setup();
    render(<Interactive />);
    await user.click(screen.getByRole('button', { name: 'Previous day' }));
    expect(screen.getByText('Nov 19, 2026')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next day' }));
    expect(screen.getByText('Nov 20, 2026')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next day' })).toBeDisabled();

    await user.click(screen.getByRole('combobox', { name: 'Period' }));
    await user.click(screen.getByRole('option', { name: 'Current Month' }));
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(screen.getByText('October 2026')).toBeInTheDocument();
  });
});
