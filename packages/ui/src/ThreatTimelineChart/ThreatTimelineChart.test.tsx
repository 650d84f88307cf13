import '../test/storybookPreview';
import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { THREAT_TEXT } from '@drisk/contract';
import { SAMPLE_TIMELINE } from '../test/threatSamples';
import * as stories from './ThreatTimelineChart.stories';

const { Data, Loading, Empty, FetchError } = composeStories(stories);

// jsdom has no layout: the chart draws only with an explicit width.
const JSDOM_WIDTH = 600;
const sum = (key: 'threats' | 'mitigated' | 'quarantined') => SAMPLE_TIMELINE.reduce((n, d) => n + d[key], 0);

describe('ThreatTimelineChart', () => {
  it('draws Threats, Mitigated and Quarantined lines and names the totals', () => {
    const { container } = render(<Data width={JSDOM_WIDTH} />);
    const figure = screen.getByRole('figure', {
      name: `Threats Timeline: ${sum('threats')} threats, ${sum('mitigated')} mitigated, ${sum('quarantined')} quarantined`,
    });
    expect(figure.querySelectorAll('.MuiLineChart-root path, svg path').length).toBeGreaterThan(0);
    const legend = container.querySelector('.MuiChartsLegend-root') as HTMLElement;
    for (const series of ['Threats', 'Mitigated', 'Quarantined']) {
      expect(within(legend).getByText(series)).toBeInTheDocument();
    }
  });

  it('lists every day in a table for screen readers', () => {
    render(<Data width={JSDOM_WIDTH} />);
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(SAMPLE_TIMELINE.length + 1);
    const first = within(table).getByRole('rowheader', { name: SAMPLE_TIMELINE[0].date }).closest('tr')!;
    expect(
      within(first)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      String(SAMPLE_TIMELINE[0].threats),
      String(SAMPLE_TIMELINE[0].mitigated),
      String(SAMPLE_TIMELINE[0].quarantined),
    ]);
  });

  it('shows the empty text, a placeholder while loading, and the error', () => {
    const { unmount } = render(<Empty width={JSDOM_WIDTH} />);
    expect(screen.getByText(THREAT_TEXT.noThreats)).toBeInTheDocument();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
    unmount();
    const loading = render(<Loading width={JSDOM_WIDTH} />);
    expect(screen.getByRole('progressbar', { name: 'Loading threats timeline' })).toBeInTheDocument();
    loading.unmount();
    render(<FetchError />);
    expect(screen.getByRole('alert')).toHaveTextContent('Unable to reach the server.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
