import '../test/storybookPreview';
import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { describe, expect, it, vi } from 'vitest';
import { WIRE_TIME_PATTERN } from '@drisk/contract';
import { TimeRangePicker } from './TimeRangePicker';
import { formatWireTime, parseWireTime } from './dayjsWireTime';
import * as stories from './TimeRangePicker.stories';

const { Default, Empty, Overnight, Disabled, ReadOnly, Interactive } = composeStories(stories);

const picker = (name: string) => screen.getByRole('group', { name });
const section = (pickerName: string, sectionName: 'Hours' | 'Minutes' | 'Meridiem') =>
  within(picker(pickerName)).getByRole('spinbutton', { name: sectionName });
const shownTime = (pickerName: string) =>
  ['Hours', 'Minutes', 'Meridiem'].map(
    (name) => within(picker(pickerName)).getByRole('spinbutton', { name }).textContent,
  );

describe('parseWireTime', () => {
  const base = dayjs('2026-03-14T15:00:00');

  it.each([
    ['12:00 AM', 0, 0],
    ['12:30 PM', 12, 30],
    ['09:05 AM', 9, 5],
    ['11:59 PM', 23, 59],
    ['01:00 PM', 13, 0],
  ] as const)('reads %s as %i:%i on the base date', (text, hour, minute) => {
    const time = parseWireTime(text, base);
    expect(time?.hour()).toBe(hour);
    expect(time?.minute()).toBe(minute);
    expect(time?.format('YYYY-MM-DD')).toBe('2026-03-14');
  });

  it('forgives a one-digit hour, lower case and a missing space', () => {
    expect(parseWireTime('9:30 pm', base)?.format('HH:mm')).toBe('21:30');
    expect(parseWireTime('07:15AM', base)?.format('HH:mm')).toBe('07:15');
  });

  it.each(['', '   ', '13:00 PM', '00:30 AM', '10:60 AM', '10:30', 'noon', '21:30'])(
    'returns null for %j',
    (text) => {
      expect(parseWireTime(text, base)).toBeNull();
    },
  );

  it('returns null for null and undefined', () => {
    expect(parseWireTime(null)).toBeNull();
    expect(parseWireTime(undefined)).toBeNull();
  });
});

describe('formatWireTime', () => {
  it('writes hh:mm AM/PM with a leading zero', () => {
    expect(formatWireTime(dayjs('2026-03-14T00:00'))).toBe('12:00 AM');
    expect(formatWireTime(dayjs('2026-03-14T09:05'))).toBe('09:05 AM');
    expect(formatWireTime(dayjs('2026-03-14T12:00'))).toBe('12:00 PM');
    expect(formatWireTime(dayjs('2026-03-14T23:59'))).toBe('11:59 PM');
  });

  it('returns null for a missing or invalid time', () => {
    expect(formatWireTime(null)).toBeNull();
    expect(formatWireTime(undefined)).toBeNull();
    expect(formatWireTime(dayjs('not a time'))).toBeNull();
  });

  it('round-trips every minute of the day through the wire pattern', () => {
    const midnight = dayjs('2026-03-14T00:00');
    for (let minute = 0; minute < 24 * 60; minute += 1) {
      const text = formatWireTime(midnight.add(minute, 'minute'));
      expect(text).toMatch(WIRE_TIME_PATTERN);
      expect(parseWireTime(text, midnight)?.diff(midnight, 'minute')).toBe(minute);
    }
  });
});

describe('TimeRangePicker', () => {
  it('shows the start and end times in two 12-hour pickers', () => {
    render(<Default />);
    expect(shownTime('Start time')).toEqual(['08', '00', 'AM']);
    expect(shownTime('End time')).toEqual(['05', '30', 'PM']);
    expect(
      screen.getByRole('button', { name: /Choose time, selected time is 08:00 AM/ }),
    ).toBeInTheDocument();
  });

  it('sends both times as wire texts when one changes', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Default onChange={onChange} />);

    await user.click(section('Start time', 'Hours'));
    await user.keyboard('{ArrowUp}');
    expect(onChange).toHaveBeenLastCalledWith({ start: '09:00 AM', end: '05:30 PM' });

    await user.click(section('End time', 'Meridiem'));
    await user.keyboard('{ArrowDown}');
    expect(onChange).toHaveBeenLastCalledWith({ start: '08:00 AM', end: '05:30 AM' });
  });

  it('follows the pickers in the interactive story', async () => {
    const user = userEvent.setup();
    render(<Interactive />);
    await user.click(section('End time', 'Minutes'));
    await user.keyboard('{ArrowUp}');
    expect(screen.getByTestId('wire-times')).toHaveTextContent('start_time: 08:00 AM, end_time: 05:31 PM');
  });

  it('shows empty pickers for empty or unreadable times', () => {
    render(<Empty start="noon" />);
    expect(shownTime('Start time')).toEqual(['hh', 'mm', 'aa']);
    expect(section('Start time', 'Hours')).not.toHaveAttribute('aria-valuenow');
    expect(shownTime('End time')).toEqual(['hh', 'mm', 'aa']);
  });

  it('shows an overnight range as given', () => {
    render(<Overnight />);
    expect(shownTime('Start time')).toEqual(['10', '00', 'PM']);
    expect(shownTime('End time')).toEqual(['06', '00', 'AM']);
  });

  it('waits until a typed time is complete before sending it', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Empty onChange={onChange} />);

    await user.click(section('Start time', 'Hours'));
    await user.keyboard('10');
    await user.keyboard('3');
    expect(onChange).not.toHaveBeenCalled();
    await user.keyboard('0');
    await user.keyboard('P');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith({ start: '10:30 PM', end: '' });
  });

  it('shows the times read-only: typing changes nothing and nothing is disabled', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<ReadOnly onChange={onChange} />);
    const before = shownTime('Start time');
    const hours = section('Start time', 'Hours');
    expect(hours).toHaveAttribute('aria-readonly', 'true');
    expect(hours).not.toHaveAttribute('aria-disabled', 'true');
    await user.click(hours);
    await user.keyboard('{ArrowUp}7');
    expect(shownTime('Start time')).toEqual(before);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('locks both pickers when disabled', () => {
    render(<Disabled />);
    for (const name of ['Start time', 'End time']) {
      expect(within(picker(name)).getByRole('spinbutton', { name: 'Hours' })).toHaveAttribute(
        'aria-disabled',
        'true',
      );
    }
    expect(
      screen
        .getAllByRole('button', { name: /Choose time/ })
        .every((button) => button.hasAttribute('disabled')),
    ).toBe(true);
  });

  it('needs a LocalizationProvider from the app', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<TimeRangePicker start="" end="" onChange={() => undefined} />)).toThrow(
      /LocalizationProvider/,
    );
    vi.mocked(console.error).mockRestore();
  });
});
