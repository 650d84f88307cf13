import '../test/storybookPreview';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TIME_LEFT_TEXT } from '@drisk/contract/client';
import { TimeLeft } from './TimeLeft';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const START = Date.UTC(2026, 10, 25, 20, 0, 0);

const liveRegion = (container: HTMLElement) => container.querySelector('[aria-live="polite"]');

beforeEach(() => {
  vi.useFakeTimers({ now: START });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('TimeLeft', () => {
  it('ticks the visible text every second but changes the polite announcement only once a minute', () => {
    const { container } = render(<TimeLeft until={START + 2 * MINUTE + 3 * SECOND} />);
    expect(screen.getByText('2:03 left')).toBeInTheDocument();
    expect(liveRegion(container)).toHaveTextContent('3 minutes left');

    act(() => vi.advanceTimersByTime(SECOND));
    expect(screen.getByText('2:02 left')).toBeInTheDocument();
    expect(liveRegion(container)).toHaveTextContent('3 minutes left');

    // The announcement follows whole minutes: 2:03 to 2:00 still rounds up to 3 minutes, 1:59 says 2.
    act(() => vi.advanceTimersByTime(2 * SECOND));
    expect(liveRegion(container)).toHaveTextContent('3 minutes left');
    act(() => vi.advanceTimersByTime(SECOND));
    expect(screen.getByText('1:59 left')).toBeInTheDocument();
    expect(liveRegion(container)).toHaveTextContent('2 minutes left');
  });

  it('shows hours when an hour or more is left, and says less than a minute in the last one', () => {
    const { container, rerender } = render(<TimeLeft until={START + 65 * MINUTE} />);
    expect(screen.getByText('1:05:00 left')).toBeInTheDocument();
    expect(liveRegion(container)).toHaveTextContent('1 hour 5 minutes left');

    rerender(<TimeLeft until={START + 42 * SECOND} />);
    expect(screen.getByText('0:42 left')).toBeInTheDocument();
    expect(liveRegion(container)).toHaveTextContent(TIME_LEFT_TEXT.underAMinute);
  });

  it('grows when the end moves later, as after an extension', () => {
    const { rerender } = render(<TimeLeft until={START + 5 * MINUTE} />);
    expect(screen.getByText('5:00 left')).toBeInTheDocument();
    rerender(<TimeLeft until={START + 20 * MINUTE} />);
    expect(screen.getByText('20:00 left')).toBeInTheDocument();
  });

  it('says the block ended and calls onEnd once when the time is up', () => {
    const onEnd = vi.fn();
    const { container } = render(<TimeLeft until={START + 2 * SECOND} onEnd={onEnd} />);
    act(() => vi.advanceTimersByTime(SECOND));
    expect(onEnd).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(SECOND));
    expect(screen.getByText(TIME_LEFT_TEXT.ended, { selector: '[aria-hidden]' })).toBeInTheDocument();
    expect(liveRegion(container)).toHaveTextContent(TIME_LEFT_TEXT.ended);
    act(() => vi.advanceTimersByTime(10 * SECOND));
    expect(onEnd).toHaveBeenCalledTimes(1);
  });
});
