import '../test/storybookPreview';
import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { formatNotificationDate } from './formatNotificationDate';
import * as stories from './NotificationCard.stories';

const { PendingNeedsAnswer, PendingInfo, Accepted, Rejected, Busy, BusyAnswered } = composeStories(stories);

describe('NotificationCard', () => {
  it('shows the message and the created date', () => {
    render(<PendingNeedsAnswer />);
    const card = screen.getByRole('article', { name: 'Olivia Owner invited you to dRisk-Alpha as Admin.' });
    expect(card).toHaveTextContent('Nov 20, 2026 14:05');
  });

  it('answers a pending notification that needs input with Accept or Reject', async () => {
    const user = userEvent.setup();
    const onAnswer = vi.fn();
    render(<PendingNeedsAnswer onAnswer={onAnswer} />);

    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(onAnswer).toHaveBeenLastCalledWith('Accepted');
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect(onAnswer).toHaveBeenLastCalledWith('Rejected');
    expect(onAnswer).toHaveBeenCalledTimes(2);
  });

  it('ties the answer buttons to the message for screen readers', () => {
    render(<PendingNeedsAnswer />);
    expect(screen.getByRole('button', { name: 'Accept' })).toHaveAccessibleDescription(
      'Olivia Owner invited you to dRisk-Alpha as Admin.',
    );
  });

  it('offers no answer for a pending notification without input', () => {
    render(<PendingInfo />);
    expect(screen.getByRole('article')).toHaveTextContent('A new device "Kitchen TV" joined dRisk-Alpha.');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it.each([
    ['Accepted', Accepted],
    ['Rejected', Rejected],
  ] as const)('shows %s as a label that resends the same status', async (status, Story) => {
    const user = userEvent.setup();
    const onAnswer = vi.fn();
    render(<Story onAnswer={onAnswer} />);

    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: status }));
    expect(onAnswer).toHaveBeenCalledExactlyOnceWith(status);
  });

  it('disables Accept and Reject while busy', async () => {
    // Skip user-event's pointer-events check so the click is really attempted on the disabled button.
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const onAnswer = vi.fn();
    render(<Busy onAnswer={onAnswer} />);
    expect(screen.getByRole('button', { name: 'Accept' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Reject' })).toBeDisabled();
    expect(screen.getByRole('article')).toHaveAttribute('aria-busy', 'true');
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(onAnswer).not.toHaveBeenCalled();
  });

  it('does not resend from the label while busy', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const onAnswer = vi.fn();
    render(<BusyAnswered onAnswer={onAnswer} />);
    const label = screen.getByRole('button', { name: 'Accepted' });
    expect(label).toHaveAttribute('aria-disabled', 'true');
    await user.click(label);
    expect(onAnswer).not.toHaveBeenCalled();
  });
});

describe('formatNotificationDate', () => {
  it('formats ISO and SQL timestamps like Nov 20, 2026 14:05', () => {
    expect(formatNotificationDate('2026-11-20T14:05:00')).toBe('Nov 20, 2026 14:05');
    expect(formatNotificationDate('2026-11-20 14:05:59')).toBe('Nov 20, 2026 14:05');
    expect(formatNotificationDate('2026-01-02T00:07:00')).toBe('Jan 2, 2026 00:07');
  });

  it('returns a value that is not a date unchanged', () => {
    expect(formatNotificationDate('yesterday')).toBe('yesterday');
  });
});
