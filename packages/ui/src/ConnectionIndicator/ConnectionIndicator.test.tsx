import '../test/storybookPreview';
import { composeStories } from '@storybook/react-vite';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as stories from './ConnectionIndicator.stories';

const { Online, Connecting, Offline, Unauthorized, Idle, Compact, CustomLabels, InTheTopBar } =
  composeStories(stories);

describe('ConnectionIndicator', () => {
  it.each([
    [Online, 'Online'],
    [Connecting, 'Connecting…'],
    [Offline, 'Offline'],
    [Unauthorized, 'Sign-in needed'],
    [Idle, 'Offline'],
  ] as const)('is a polite status that reads %#: %s', (Story, text) => {
    render(<Story />);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent(text);
  });

  it('colours the dot by state', () => {
    render(<InTheTopBar />);
    const dotOf = (state: string) =>
      screen
        .getAllByRole('status')
        .find((status) => status.dataset.state === state)
        ?.querySelector('[data-testid="connection-dot"]');
    const colours = ['online', 'connecting', 'offline', 'idle'].map(
      (state) => getComputedStyle(dotOf(state) as Element).backgroundColor,
    );
    expect(new Set(colours).size).toBe(4);
    expect(getComputedStyle(dotOf('unauthorized') as Element).backgroundColor).toBe(colours[2]);
  });

  it('announces a change of state in the same live region', () => {
    const { rerender } = render(<Online />);
    const status = screen.getByRole('status');
    rerender(<Online state="offline" />);
    expect(screen.getByRole('status')).toBe(status);
    expect(status).toHaveTextContent('Offline');
  });

  it('keeps the text for screen readers when compact and shows it in a tooltip', async () => {
    const user = userEvent.setup();
    render(<Compact />);
    // The tooltip is put around the indicator one task after it mounts (useReadyAfterMount).
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Online');
    expect(screen.getByText('Online')).toHaveStyle({ position: 'absolute', width: '1px' });

    await user.hover(status);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Online');
  });

  it('shows no tooltip when not compact', async () => {
    const user = userEvent.setup();
    render(<Online compact={false} />);
    await user.hover(screen.getByRole('status'));
    // Longer than the tooltip's enter delay, so a tooltip would have appeared.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(screen.getByText('Online')).not.toHaveStyle({ position: 'absolute' });
  });

  it('takes custom texts and forwards className', () => {
    render(<CustomLabels className="top-bar-status" />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Live updates paused');
    expect(status).toHaveClass('top-bar-status');
  });
});
