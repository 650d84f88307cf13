import '../test/storybookPreview';
import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { WIDGET_TEXT_DE } from '@drisk/contract/i18n/de';
import { loadLanguage } from '../language';
import { WEEK_DAYS } from '@drisk/contract';
import { normalizeWeekDays } from './DayPicker';
import * as stories from './DayPicker.stories';

const { Default, NoDays, EveryDay, FromTheWire, Disabled, Interactive } = composeStories(stories);

const dayButton = (name: string) => screen.getByRole('button', { name });

describe('normalizeWeekDays', () => {
  it('puts days in week order with the WEEK_DAYS spelling and drops unknown names', () => {
    expect(normalizeWeekDays(['Sunday', 'monday', ' FRIDAY ', 'Funday', 'Monday'])).toEqual([
      'Monday',
      'Friday',
      'Sunday',
    ]);
    expect(normalizeWeekDays([])).toEqual([]);
  });
});

describe('DayPicker', () => {
  it('is a group of seven toggle buttons, Monday to Sunday, named by the full day', () => {
    render(<Default />);
    const group = screen.getByRole('group', { name: 'Days' });
    const buttons = within(group).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual([...WEEK_DAYS]);
    expect(dayButton('Monday')).toHaveAttribute('aria-pressed', 'true');
    expect(dayButton('Friday')).toHaveAttribute('aria-pressed', 'true');
    expect(dayButton('Saturday')).toHaveAttribute('aria-pressed', 'false');
  });

  it("shows and is named 'Mon'..'Sun' on a narrow screen, with the full day as its tooltip", () => {
    // jsdom has no media queries: this one says every max-width query matches, as on a phone.
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    try {
      render(<Default />);
      expect(dayButton('Mon')).toHaveAttribute('title', 'Monday');
      expect(dayButton('Sun')).toHaveAttribute('aria-pressed', 'false');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('adds a day in week order, whatever order the days were clicked in', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<FromTheWire onChange={onChange} />);
    expect(dayButton('Saturday')).toHaveAttribute('aria-pressed', 'true');
    expect(dayButton('Sunday')).toHaveAttribute('aria-pressed', 'true');

    await user.click(dayButton('Wednesday'));
    expect(onChange).toHaveBeenLastCalledWith(['Wednesday', 'Saturday', 'Sunday']);
  });

  it('removes a day that is on', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Default onChange={onChange} />);
    await user.click(dayButton('Tuesday'));
    expect(onChange).toHaveBeenLastCalledWith(['Monday', 'Wednesday', 'Thursday', 'Friday']);
  });

  it('builds the day rule in week order across several clicks', async () => {
    const user = userEvent.setup();
    render(<Interactive />);
    for (const day of ['Sunday', 'Wednesday', 'Monday', 'Friday']) await user.click(dayButton(day));
    await user.click(dayButton('Wednesday'));
    expect(screen.getByTestId('day-rule')).toHaveTextContent('day_rule: Monday,Friday,Sunday');
    expect(dayButton('Sunday')).toHaveAttribute('aria-pressed', 'true');
    expect(dayButton('Wednesday')).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows no day or every day pressed', () => {
    render(<NoDays />);
    expect(screen.queryAllByRole('button', { pressed: true })).toHaveLength(0);
    render(<EveryDay />);
    expect(screen.getAllByRole('button', { pressed: true })).toHaveLength(7);
  });

  it('locks every day when disabled', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const onChange = vi.fn();
    render(<Disabled onChange={onChange} />);
    for (const day of WEEK_DAYS) expect(dayButton(day)).toBeDisabled();
    await user.click(dayButton('Sunday'));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows chosen days greyed, not in the primary fill, when disabled', () => {
    const { unmount } = render(<Default />);
    const enabledFill = getComputedStyle(dayButton('Monday')).backgroundColor;
    unmount();
    render(<Disabled />);
    const monday = dayButton('Monday');
    expect(monday).toHaveAttribute('aria-pressed', 'true');
    expect(getComputedStyle(monday).backgroundColor).not.toBe(enabledFill);
  });
});

describe('DayPicker in German', () => {
  const German = composeStories(stories, { initialGlobals: { language: 'de' } });
  beforeAll(() => loadLanguage('de'));

  it("names its group and days in German and still hands over the wire's day names", async () => {
    const onChange = vi.fn();
    render(<German.Default onChange={onChange} />);
    const group = screen.getByRole('group', { name: WIDGET_TEXT_DE.days });
    expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(WEEK_DAYS.map((day) => WIDGET_TEXT_DE.weekDays[day]));
    expect(dayButton(WIDGET_TEXT_DE.weekDays.Monday)).toHaveAttribute('aria-pressed', 'true');
    await userEvent.setup().click(dayButton(WIDGET_TEXT_DE.weekDays.Saturday));
    expect(onChange).toHaveBeenLastCalledWith(expect.arrayContaining(['Saturday']));
  });
});
