import '../test/storybookPreview';
import { composeStories } from '@storybook/react-vite';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { UI_TEXT_DE, WIDGET_TEXT_DE } from '@drisk/contract/i18n/de';
import { formattersFor, loadLanguage } from '../language';
import { SIGNAL_LABELS, SLIDER_DEBOUNCE_MS } from '@drisk/contract';
import { signalLabel } from './SignalStrengthSlider';
import * as stories from './SignalStrengthSlider.stories';

const { Default, GhostMode, Disabled, Debounced } = composeStories(stories);

const slider = () => screen.getByRole('slider', { name: 'Wi-Fi signal strength' });
// user-event stalls under fake timers; a change event on the range input is what MUI's keyboard handling sends.
const moveTo = (index: number) => fireEvent.change(slider(), { target: { value: String(index) } });
const wait = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

describe('signalLabel', () => {
  it('maps indexes 0..8 to the spec labels and clamps the rest', () => {
    expect(SIGNAL_LABELS.map((_label, index) => signalLabel(index))).toEqual([...SIGNAL_LABELS]);
    expect(signalLabel(4)).toBe('2dB');
    expect(signalLabel(-1)).toBe('0dB');
    expect(signalLabel(12)).toBe('31.75dB');
  });
});

describe('SignalStrengthSlider', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is a 0..8 slider named by its label that reads out the dB text', () => {
    render(<Default />);
    const input = slider();
    expect(input).toHaveAttribute('aria-valuenow', '4');
    expect(input).toHaveAttribute('aria-valuetext', '2dB');
    expect(input).toHaveAttribute('min', '0');
    expect(input).toHaveAttribute('max', '8');
    expect(input).toHaveAttribute('step', '1');
    for (const label of SIGNAL_LABELS) expect(screen.getAllByText(label).length).toBeGreaterThan(0);
  });

  it('commits once, 2 s after the last of several changes', () => {
    const onCommit = vi.fn();
    render(<Default onCommit={onCommit} />);

    moveTo(5);
    wait(1500);
    moveTo(6);
    wait(1500);
    moveTo(7);
    expect(slider()).toHaveAttribute('aria-valuetext', '16dB');
    wait(SLIDER_DEBOUNCE_MS - 1);
    expect(onCommit).not.toHaveBeenCalled();

    wait(1);
    expect(onCommit).toHaveBeenCalledTimes(1);
    expect(onCommit).toHaveBeenCalledWith(7);
    wait(10_000);
    expect(onCommit).toHaveBeenCalledTimes(1);
  });

  it('takes another debounce delay', () => {
    const onCommit = vi.fn();
    render(<Default onCommit={onCommit} debounceMs={300} />);
    moveTo(1);
    wait(300);
    expect(onCommit).toHaveBeenCalledWith(1);
  });

  it('is locked with the ghost mode text beneath while ghost mode is on', () => {
    const onCommit = vi.fn();
    render(<GhostMode onCommit={onCommit} />);
    expect(slider()).toBeDisabled();
    expect(screen.getByText('Turn off ghost mode to modify')).toBeVisible();
    expect(slider()).toHaveAccessibleDescription('Turn off ghost mode to modify');
  });

  it('shows no text beneath a slider that is enabled or disabled without one', () => {
    const { unmount } = render(<Default />);
    expect(screen.queryByText('Turn off ghost mode to modify')).not.toBeInTheDocument();
    unmount();
    render(<Disabled />);
    expect(slider()).toBeDisabled();
    expect(slider()).not.toHaveAccessibleDescription();
  });

  it('follows a new saved value and drops a pending commit', () => {
    const onCommit = vi.fn();
    const { rerender } = render(<Default value={4} onCommit={onCommit} />);
    moveTo(6);
    rerender(<Default value={2} onCommit={onCommit} />);
    expect(slider()).toHaveAttribute('aria-valuenow', '2');
    expect(slider()).toHaveAttribute('aria-valuetext', '0.5dB');
    wait(SLIDER_DEBOUNCE_MS * 2);
    expect(onCommit).not.toHaveBeenCalled();
  });

  it('drops a pending commit when it becomes disabled (ghost mode turned on)', () => {
    const onCommit = vi.fn();
    const { rerender } = render(<Default onCommit={onCommit} />);
    moveTo(6);
    rerender(<Default onCommit={onCommit} disabled disabledText="Turn off ghost mode to modify" />);
    expect(slider()).toHaveAttribute('aria-valuenow', '4');
    wait(SLIDER_DEBOUNCE_MS * 2);
    expect(onCommit).not.toHaveBeenCalled();
  });

  it('still sends a pending choice when the page is left within the delay', () => {
    const onCommit = vi.fn();
    const { unmount } = render(<Default onCommit={onCommit} />);
    moveTo(8);
    unmount();
    expect(onCommit).toHaveBeenCalledTimes(1);
    expect(onCommit).toHaveBeenCalledWith(8);
  });

  it('calls the latest onCommit given', () => {
    const first = vi.fn();
    const latest = vi.fn();
    const { rerender } = render(<Default onCommit={first} />);
    moveTo(3);
    rerender(<Default onCommit={latest} />);
    wait(SLIDER_DEBOUNCE_MS);
    expect(first).not.toHaveBeenCalled();
    expect(latest).toHaveBeenCalledWith(3);
  });

  it('saves one update after a drag in the debounced story', () => {
    render(<Debounced />);
    moveTo(5);
    moveTo(6);
    moveTo(7);
    wait(SLIDER_DEBOUNCE_MS);
    expect(screen.getByRole('status')).toHaveTextContent('Saved: 16dB (1 update sent)');
  });
});

describe('SignalStrengthSlider in German', () => {
  const German = composeStories(stories, { initialGlobals: { language: 'de' } });
  const { amount } = formattersFor('de-DE');
  beforeAll(() => loadLanguage('de'));

  it('is named in German and writes the dB steps with a decimal comma', () => {
    render(<German.Default />);
    const input = screen.getByRole('slider', { name: WIDGET_TEXT_DE.signalStrength });
    expect(input).toHaveAttribute('aria-valuetext', amount('2dB'));
    fireEvent.change(input, { target: { value: '8' } });
    expect(input).toHaveAttribute('aria-valuetext', '31,75dB');
    for (const label of SIGNAL_LABELS) expect(screen.getAllByText(amount(label)).length).toBeGreaterThan(0);
    expect(screen.getAllByText('0,25dB').length).toBeGreaterThan(0);
  });

  it('shows the ghost mode text the app passes, in German', () => {
    render(<German.GhostMode disabledText={UI_TEXT_DE.ghostModeLocked} />);
    expect(screen.getByRole('slider', { name: WIDGET_TEXT_DE.signalStrength })).toHaveAccessibleDescription(
      UI_TEXT_DE.ghostModeLocked,
    );
  });
});
