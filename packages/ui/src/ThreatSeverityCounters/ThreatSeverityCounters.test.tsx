import '../test/storybookPreview';
import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as stories from './ThreatSeverityCounters.stories';

const { Data, Loading, Empty, FetchError, Phone } = composeStories(stories);

const counters = () =>
  within(screen.getByRole('list', { name: 'Threats by severity' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('ThreatSeverityCounters', () => {
  it('shows the four severities, worst first, with their counts', () => {
    render(<Data />);
    expect(counters()).toEqual(['Critical19', 'High57', 'Medium41', 'Low88']);
  });

  it('groups thousands', () => {
    render(<Phone />);
    expect(counters()).toEqual(['Critical197', 'High1,057', 'Medium2,201', 'Low700']);
  });

  it('shows zeroes when there is nothing, and placeholders while loading', () => {
    const { unmount } = render(<Empty />);
    expect(counters()).toEqual(['Critical0', 'High0', 'Medium0', 'Low0']);
    unmount();
    render(<Loading />);
    expect(screen.getByRole('list')).toHaveAttribute('aria-busy', 'true');
    expect(counters()).toEqual(['Critical', 'High', 'Medium', 'Low']);
  });

  it("shows the server's message with Retry", async () => {
    const onRetry = vi.fn();
    render(<FetchError onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Unable to reach the server.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
