import '../test/storybookPreview';
import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_WINDOWS_TEXT } from '@drisk/contract';
import * as stories from './AccessWindowTimeline.stories';

const { Empty, OneWindow, ManyWindows, AcrossMidnight, Disabled, ListView } = composeStories(stories);

const bar = (name: string) => screen.getByRole('button', { name });
const lastWindows = (onChange: ReturnType<typeof vi.fn>) => onChange.mock.lastCall?.[0] as unknown;

/** jsdom lays nothing out: every day row is 1440 px wide, one pixel a minute, 34 px high. */
function layOutRows() {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const day = Number(this.closest('[data-track]')?.getAttribute('data-track') ?? 1);
    return {
      left: 0,
      top: (day - 1) * 34,
      width: 1440,
      height: 34,
      right: 1440,
      bottom: day * 34,
      x: 0,
      y: 0,
      toJSON: () => ({}),
    };
  });
}

afterEach(() => vi.restoreAllMocks());

describe('AccessWindowTimeline', () => {
  it('draws every day of every window as a bar named by day and times, midnight crossings included', () => {
    render(<AcrossMidnight />);
    expect(bar('Monday 22:00 to 02:00 the next day')).toBeInTheDocument();
    expect(bar('Friday 23:30 to 01:00 the next day')).toBeInTheDocument();
    expect(bar('Saturday 23:30 to 01:00 the next day')).toBeInTheDocument();
    expect(bar('Sunday 21:00 to 06:00 the next day')).toBeInTheDocument();
    expect(
      screen.getByRole('group', { name: ACCESS_WINDOWS_TEXT.timelineLabel }),
    ).toHaveAccessibleDescription(ACCESS_WINDOWS_TEXT.timelineHelp);
  });

  it('moves the focused window with the arrow keys, changes its end with Shift, and removes it with Delete', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<OneWindow onChange={onChange} value={[{ days: ['Monday'], start: '08:00', end: '15:30' }]} />);
    await user.click(bar('Monday 08:00 to 15:30'));
    await user.keyboard('{ArrowRight}');
    expect(lastWindows(onChange)).toEqual([{ days: ['Monday'], start: '08:15', end: '15:45' }]);
    expect(bar('Monday 08:15 to 15:45')).toHaveFocus();
    await user.keyboard('{Shift>}{ArrowLeft}{ArrowLeft}{/Shift}');
    expect(lastWindows(onChange)).toEqual([{ days: ['Monday'], start: '08:15', end: '15:15' }]);
    await user.keyboard('{ArrowDown}');
    expect(lastWindows(onChange)).toEqual([{ days: ['Tuesday'], start: '08:15', end: '15:15' }]);
    expect(bar('Tuesday 08:15 to 15:15')).toHaveFocus();
    await user.keyboard('{Delete}');
    expect(lastWindows(onChange)).toEqual([]);
    expect(screen.queryByRole('button', { name: /^Tuesday/ })).not.toBeInTheDocument();
    expect(screen.getByText(ACCESS_WINDOWS_TEXT.noWindows)).toBeInTheDocument();
  });

  it('adds an hour on the first free day with Add window, and by dragging on empty time', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Empty onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: ACCESS_WINDOWS_TEXT.addWindow }));
    expect(lastWindows(onChange)).toEqual([{ days: ['Monday'], start: '08:00', end: '09:00' }]);
    expect(bar('Monday 08:00 to 09:00')).toHaveFocus();

    layOutRows();
    const wednesday = document.querySelector('[data-track="3"]')!;
    fireEvent.pointerDown(wednesday, { button: 0, clientX: 20 * 60 + 5, clientY: 2 * 34 + 10, pointerId: 1 });
    fireEvent.pointerMove(wednesday, { clientX: 22 * 60 + 7, clientY: 2 * 34 + 10, pointerId: 1 });
    fireEvent.pointerUp(wednesday, { clientX: 22 * 60 + 7, clientY: 2 * 34 + 10, pointerId: 1 });
    expect(lastWindows(onChange)).toEqual([
      { days: ['Monday'], start: '08:00', end: '09:00' },
      { days: ['Wednesday'], start: '20:00', end: '22:00' },
    ]);
  });

  it('moves a window dragged by its middle (across days too) and resizes it by its edges, in 15-minute steps', () => {
    layOutRows();
    const onChange = vi.fn();
    render(<OneWindow onChange={onChange} value={[{ days: ['Monday'], start: '08:00', end: '10:00' }]} />);
    // The timeline captures the pointer, so moves and the release reach it wherever they happen.
    const timeline = screen.getByRole('group', { name: ACCESS_WINDOWS_TEXT.timelineLabel });
    const monday = bar('Monday 08:00 to 10:00');
    fireEvent.pointerDown(monday, { button: 0, clientX: 540, clientY: 10, pointerId: 1 });
    fireEvent.pointerMove(timeline, { clientX: 540 + 97, clientY: 10 + 34, pointerId: 1 });
    fireEvent.pointerUp(timeline, { clientX: 540 + 97, clientY: 10 + 34, pointerId: 1 });
    expect(lastWindows(onChange)).toEqual([{ days: ['Tuesday'], start: '09:30', end: '11:30' }]);

    const end = bar('Tuesday 09:30 to 11:30').querySelector('[data-handle="end"]')!;
    fireEvent.pointerDown(end, { button: 0, clientX: 705, clientY: 44, pointerId: 2 });
    fireEvent.pointerMove(timeline, { clientX: 705 + 60 * 13, clientY: 44, pointerId: 2 });
    fireEvent.pointerUp(timeline, { clientX: 705 + 60 * 13, clientY: 44, pointerId: 2 });
    expect(lastWindows(onChange)).toEqual([{ days: ['Tuesday'], start: '09:30', end: '00:30' }]);
    expect(bar('Tuesday 09:30 to 00:30 the next day')).toBeInTheDocument();
  });

  it('lists the same windows as a table of day, start and end, where they can be changed and removed', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<ListView onChange={onChange} />);
    const table = screen.getByRole('table', { name: ACCESS_WINDOWS_TEXT.timelineLabel });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(1 + 13);
    expect(
      within(rows[0])
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Day', 'Start', 'End', ACCESS_WINDOWS_TEXT.removeWindow]);
    expect(screen.getByRole('row', { name: 'Sunday 20:00 to 21:45' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove Sunday 20:00 to 21:45' }));
    expect(lastWindows(onChange)).not.toContainEqual({ days: ['Sunday'], start: '20:00', end: '21:45' });
    expect(screen.queryByRole('row', { name: 'Sunday 20:00 to 21:45' })).not.toBeInTheDocument();

    const end = screen.getByLabelText('End: Friday 16:00 to 18:30');
    fireEvent.change(end, { target: { value: '01:00' } });
    expect(lastWindows(onChange)).toContainEqual({ days: ['Friday'], start: '16:00', end: '01:00' });
    expect(screen.getByRole('row', { name: 'Friday 16:00 to 01:00 the next day' })).toHaveTextContent(
      ACCESS_WINDOWS_TEXT.nextDay,
    );
  });

  it('switches between the timeline and the list', async () => {
    const user = userEvent.setup();
    render(<ManyWindows />);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: ACCESS_WINDOWS_TEXT.listView }));
    expect(screen.getByRole('table')).toBeInTheDocument();
  });

  it('changes nothing when disabled: no Add, no keys, no drags, a list without inputs', async () => {
    layOutRows();
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Disabled onChange={onChange} />);
    expect(screen.queryByRole('button', { name: ACCESS_WINDOWS_TEXT.addWindow })).not.toBeInTheDocument();
    const friday = bar('Friday 16:00 to 18:30');
    await user.click(friday);
    await user.keyboard('{ArrowRight}{Delete}');
    fireEvent.pointerDown(friday, { button: 0, clientX: 1000, clientY: 150, pointerId: 1 });
    fireEvent.pointerMove(friday, { clientX: 1200, clientY: 150, pointerId: 1 });
    fireEvent.pointerUp(friday, { clientX: 1200, clientY: 150, pointerId: 1 });
    expect(onChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: ACCESS_WINDOWS_TEXT.listView }));
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
  });
});
