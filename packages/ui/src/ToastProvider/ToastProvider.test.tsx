import '../test/storybookPreview';
import { composeStories } from '@storybook/react-vite';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS } from '@drisk/contract';
import * as stories from './ToastProvider.stories';
import { useToast } from './useToast';
import { ToastProvider } from './ToastProvider';
import Dialog from '@mui/material/Dialog';

const { Success, ErrorToast, Queue } = composeStories(stories);

// These tests drive a fake clock, so clicks use fireEvent: user-event awaits a real setTimeout(0) between
// actions (through Testing Library's async wrapper), which never fires while vitest's timers are fake.

// Long enough for the Snackbar's exit transition to finish after it closes.
const EXIT_TRANSITION_MS = 500;

/** Advances the fake clock in small steps, so timers that React effects start on the way also run. */
function advanceTime(ms: number) {
  for (let elapsed = 0; elapsed < ms; elapsed += 50) {
    act(() => vi.advanceTimersByTime(Math.min(50, ms - elapsed)));
  }
}

describe('ToastProvider', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a toast at the bottom centre and removes it after 3 seconds', () => {
    render(<Success showOnMount={false} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Show toast' }));
    const toast = screen.getByRole('alert');
    expect(toast).toHaveTextContent('Profile updated successfully');
    expect(toast.closest('.MuiSnackbar-root')).toHaveClass('MuiSnackbar-anchorOriginBottomCenter');

    advanceTime(TOAST_DURATION_MS - 100);
    expect(screen.getByRole('alert')).toBeInTheDocument();

    advanceTime(100 + EXIT_TRANSITION_MS);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('colours the toast by severity', () => {
    render(<ErrorToast />);
    expect(screen.getByRole('alert')).toHaveClass('MuiAlert-colorError');
  });

  it('closes early from its close button', () => {
    render(<Success />);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    advanceTime(EXIT_TRANSITION_MS);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows queued toasts one after the other, in order', () => {
    render(<Queue />);
    fireEvent.click(screen.getByRole('button', { name: 'Show toast' }));
    const seen: string[] = [];
    for (let step = 0; step < 10 && screen.queryByRole('alert'); step += 1) {
      const text = screen.getByRole('alert').textContent ?? '';
      if (seen.at(-1) !== text) seen.push(text);
      advanceTime(TOAST_DURATION_MS + EXIT_TRANSITION_MS);
    }
    expect(seen).toEqual(['First message', 'Second message', 'Third message']);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('explains how to fix a useToast() call outside the provider', () => {
    function Orphan() {
      useToast();
      return null;
    }
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Orphan />)).toThrow(/outside <ToastProvider>.*Wrap your app/);
  });

  it('announces a toast shown while a dialog is open (the toast is not hidden from screen readers)', () => {
    function DialogThatToasts() {
      const { showToast } = useToast();
      return (
        <Dialog open aria-label="Rename">
          <button type="button" onClick={() => showToast('Device renamed', 'success')}>
            Save
          </button>
        </Dialog>
      );
    }
    render(
      <ToastProvider>
        <DialogThatToasts />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    // getByRole leaves out anything under aria-hidden, as a screen reader does.
    expect(screen.getByRole('alert')).toHaveTextContent('Device renamed');
  });
});
