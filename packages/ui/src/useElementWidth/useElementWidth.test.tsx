import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useElementWidth } from './useElementWidth';
import { installResizeObserver } from '../test/resizeObserver';

function Measured() {
  const [ref, width] = useElementWidth<HTMLDivElement>();
  return <div ref={ref}>{width === undefined ? 'unknown' : `${width} px`}</div>;
}

afterEach(() => vi.unstubAllGlobals());

describe('useElementWidth', () => {
  it('is unknown until the observer reports, then follows every report in whole pixels', () => {
    const observers = installResizeObserver();
    render(<Measured />);
    expect(screen.getByText('unknown')).toBeInTheDocument();
    act(() => observers.report(480.6));
    expect(screen.getByText('480 px')).toBeInTheDocument();
    act(() => observers.report(320));
    expect(screen.getByText('320 px')).toBeInTheDocument();
  });

  it('stops observing when the element goes', () => {
    const observers = installResizeObserver();
    const { unmount } = render(<Measured />);
    expect(observers.observed()).toHaveLength(1);
    unmount();
    expect(observers.observed()).toHaveLength(0);
  });

  it('stays unknown where there is no ResizeObserver (jsdom)', () => {
    render(<Measured />);
    expect(screen.getByText('unknown')).toBeInTheDocument();
  });
});
