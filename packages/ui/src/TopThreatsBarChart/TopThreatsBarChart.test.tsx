import '../test/storybookPreview';
import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { THREAT_TEXT } from '@drisk/contract';
import * as stories from './TopThreatsBarChart.stories';

const { Data, Loading, Empty, FetchError } = composeStories(stories);

// jsdom has no layout: the chart draws only with an explicit width.
const JSDOM_WIDTH = 600;

describe('TopThreatsBarChart', () => {
  it('draws a bar per host and names them with their counts', () => {
    const { container } = render(<Data width={JSDOM_WIDTH} />);
    expect(container.querySelectorAll('.MuiBarChart-element')).toHaveLength(5);
    expect(
      screen.getByRole('figure', {
        name: "Top Threats by Host: Adam's ThinkPad 42, Lobby Camera 35, Warehouse Scanner 31, HP LaserJet Pro 18, Olivia's iPhone 15 12",
      }),
    ).toBeInTheDocument();
    const table = screen.getByRole('table');
    const row = within(table).getByRole('rowheader', { name: 'Lobby Camera' }).closest('tr')!;
    expect(within(row).getByRole('cell')).toHaveTextContent('35');
  });

  it('shows the empty text, a placeholder while loading, and the error', () => {
    const empty = render(<Empty width={JSDOM_WIDTH} />);
    expect(screen.getByText(THREAT_TEXT.noThreats)).toBeInTheDocument();
    empty.unmount();
    const loading = render(<Loading />);
    expect(screen.getByRole('progressbar', { name: 'Loading top threats by host' })).toBeInTheDocument();
    loading.unmount();
    render(<FetchError />);
    expect(screen.getByRole('alert')).toHaveTextContent('Unable to reach the server.');
  });
});
