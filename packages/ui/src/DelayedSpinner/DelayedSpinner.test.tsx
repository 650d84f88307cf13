import '../test/storybookPreview';
import { composeStories } from '@storybook/react-vite';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as stories from './DelayedSpinner.stories';

const { Default, Immediate, CustomLabel } = composeStories(stories);

describe('DelayedSpinner', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('stays hidden before the delay and shows a named progressbar after it', () => {
    render(<Default />);
    act(() => vi.advanceTimersByTime(999));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
  });

  it('honours a custom delay', () => {
    render(<Default delayMs={250} />);
    act(() => vi.advanceTimersByTime(249));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
  });

  it('never appears when loading ends before the delay', () => {
    const { unmount } = render(<Default />);
    act(() => vi.advanceTimersByTime(500));
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('shows at once with no delay, with a custom label', () => {
    render(<Immediate />);
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    render(<CustomLabel />);
    expect(screen.getByRole('progressbar', { name: 'Loading notifications' })).toBeInTheDocument();
  });
});
