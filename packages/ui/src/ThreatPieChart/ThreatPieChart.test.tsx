import '../test/storybookPreview';
import { composeStories } from '@storybook/react-vite';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { THREAT_TEXT } from '@drisk/contract';
import * as stories from './ThreatPieChart.stories';

const { Data, Loading, Empty, FetchError, ReadOnly } = composeStories(stories);

describe('ThreatPieChart', () => {
  it('draws a slice per category and lists each with its count', () => {
    const { container } = render(<Data />);
    expect(container.querySelectorAll('svg path')).toHaveLength(4);
    const legend = screen.getByRole('list', { name: 'Device Type: 205 threats' });
    expect(
      within(legend)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Server 21', 'Desktop 64', 'Mobile 48', 'IoT 72']);
  });

  it('calls onSliceClick with the label, from the legend (keyboard too) and from the pie', async () => {
    const onSliceClick = vi.fn();
    const { container } = render(<Data onSliceClick={onSliceClick} />);
    await userEvent.click(screen.getByRole('button', { name: 'Mobile 48' }));
    expect(onSliceClick).toHaveBeenLastCalledWith('Mobile');
    act(() => screen.getByRole('button', { name: 'IoT 72' }).focus());
    await userEvent.keyboard('{Enter}');
    expect(onSliceClick).toHaveBeenLastCalledWith('IoT');
    fireEvent.click(container.querySelectorAll('svg path')[1]);
    expect(onSliceClick).toHaveBeenLastCalledWith('Desktop');
  });

  it('has no buttons without onSliceClick', () => {
    render(<ReadOnly />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText('Server 21')).toBeInTheDocument();
  });

  it('shows the empty text, a placeholder while loading, and the error', () => {
    const empty = render(<Empty />);
    expect(screen.getByText(THREAT_TEXT.noThreats)).toBeInTheDocument();
    empty.unmount();
    const loading = render(<Loading />);
    expect(screen.getByRole('progressbar', { name: 'Loading device type' })).toBeInTheDocument();
    loading.unmount();
    render(<FetchError />);
    expect(screen.getByRole('alert')).toHaveTextContent('Unable to reach the server.');
  });
});
