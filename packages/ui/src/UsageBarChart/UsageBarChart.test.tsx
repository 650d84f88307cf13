import '../test/storybookPreview';
import { composeStories } from '@storybook/react-vite';
import { act, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UI_TEXT } from '@drisk/contract';
import { parseMegabytes } from './parseMegabytes';
import * as stories from './UsageBarChart.stories';
import { formatMegabytes, usageBuckets, usageTotals } from './usageBuckets';
import { UsageBarChart } from './UsageBarChart';
import { UsageBarChartEmpty } from './UsageBarChartEmpty';
import { UsageBarChartSkeleton } from './UsageBarChartSkeleton';
import { placeholderOf } from '../test/placeholderOf';
import { installResizeObserver } from '../test/resizeObserver';

const { Day, Week, Month, Loading, Empty, ExtremeValues } = composeStories(stories);

// jsdom has no layout: the chart draws only with an explicit width.
const JSDOM_WIDTH = 600;

describe('parseMegabytes', () => {
  it.each([
    ['12.34 MB', 12.34],
    ['0.00 MB', 0],
    ['7 MB', 7],
    ['98765.43MB', 98765.43],
    ['  3.5 mb ', 3.5],
    ['1,234.5 MB', 1234.5],
    ['42', 42],
    ['512 KB', 0.5],
    ['2 GB', 2048],
    ['1048576 B', 1],
  ] as const)('reads %j as %s MB', (text, megabytes) => {
    expect(parseMegabytes(text)).toBeCloseTo(megabytes, 10);
  });

  it.each(['', 'No information available', 'MB', '12.3.4 MB', 'twelve MB'])('reads %j as 0', (text) => {
    expect(parseMegabytes(text)).toBe(0);
  });
});

describe('usageBuckets', () => {
  it('labels buckets by time, or by date for month replies, and sums the totals', () => {
    const buckets = usageBuckets([
      { time: '14:00', data_download: '10.25 MB', data_upload: '1.5 MB' },
      { date: '11/20/2026', data_download: '4.75 MB', data_upload: '0.5 MB' },
    ]);
    expect(buckets).toEqual([
      { label: '14:00', download: 10.25, upload: 1.5 },
      { label: '11/20/2026', download: 4.75, upload: 0.5 },
    ]);
    expect(usageTotals(buckets)).toEqual({ download: 15, upload: 2 });
    expect(formatMegabytes(1234.567)).toBe('1,234.57 MB');
  });
});

describe('UsageBarChart', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('draws Download and Upload bars for every bucket', () => {
    const { container } = render(<Week width={JSDOM_WIDTH} />);
    const svg = container.querySelector('svg[viewBox="0 0 600 300"]');
    expect(svg).toBeInTheDocument();
    // 7 days of each series, drawn as one path per series (a subpath per bar).
    for (const series of ['download', 'upload']) {
      const paths = [...(svg?.querySelectorAll(`[data-series="${series}"] path`) ?? [])];
      const bars = paths.flatMap((path) => path.getAttribute('d')?.match(/M/g) ?? []);
      expect(bars).toHaveLength(7);
    }
    const legend = container.querySelector('.MuiChartsLegend-root') as HTMLElement;
    expect(within(legend).getByText('Download')).toBeInTheDocument();
    expect(within(legend).getByText('Upload')).toBeInTheDocument();
    expect(within(svg as unknown as HTMLElement).getByText('Mon')).toBeInTheDocument();
  });

  it("shows as many of a month's date labels as fit the chart's width", () => {
    const tickLabels = (width: number) => {
      const { container, unmount } = render(<Month width={width} />);
      const labels = [
        ...container.querySelectorAll('.MuiChartsAxis-directionX .MuiChartsAxis-tickLabel'),
      ].map((label) => label.textContent);
      unmount();
      return labels;
    };
    const days = Month.args.data?.length ?? 0;
    const wide = tickLabels(2400);
    const narrow = tickLabels(360);
    // Room for every MM/DD label at 2400 px; at a phone's 360 px every n-th, from the first day on.
    expect(wide).toHaveLength(days);
    expect(narrow.length).toBeGreaterThan(1);
    expect(narrow.length).toBeLessThan(days / 2);
    expect(narrow[0]).toBe(wide[0]);
  });

  it("takes its container's width as the browser reports it, with a placeholder until then", () => {
    const observers = installResizeObserver();
    const { container } = render(<Week />);
    const figure = screen.getByRole('figure');
    expect(figure.querySelector('svg')).toBeNull();
    expect(figure.querySelector('.MuiSkeleton-root')).toBeInTheDocument();
    act(() => observers.report(480));
    expect(container.querySelector('svg[viewBox="0 0 480 300"]')).toBeInTheDocument();
    act(() => observers.report(360));
    expect(container.querySelector('svg[viewBox="0 0 360 300"]')).toBeInTheDocument();
  });

  it('names the chart with the totals for screen readers', () => {
    render(<Week width={JSDOM_WIDTH} />);
    // Download 7 × 1200 + 310.25 × (0 + … + 6) = 14915.25; upload 7 × 240 + 41.5 × 21 = 2551.5.
    expect(
      screen.getByRole('figure', { name: 'Data usage: download 14,915.25 MB, upload 2,551.5 MB' }),
    ).toBeInTheDocument();
  });

  it('lists every bucket and the totals in a table for screen readers', () => {
    render(<Day width={JSDOM_WIDTH} />);
    const table = screen.getByRole('table', { name: 'Data usage, in MB' });
    const rows = within(table).getAllByRole('row');
    // Header, 24 hours, total.
    expect(rows).toHaveLength(26);
    expect(rows[1]).toHaveTextContent('00:00');
    expect(rows[1]).toHaveTextContent('6.8 MB');
    expect(within(table).getByRole('rowheader', { name: 'Total' })).toBeInTheDocument();
  });

  it('heads the table with Date for a month reply and keeps the full dates there', () => {
    render(<Month width={JSDOM_WIDTH} />);
    const table = screen.getByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Date' })).toBeInTheDocument();
    expect(within(table).getByRole('rowheader', { name: '11/20/2026' })).toBeInTheDocument();
  });

  it('shows the chart empty text when there is no data', () => {
    render(<Empty width={JSDOM_WIDTH} />);
    expect(screen.getByText(UI_TEXT.noChartData)).toBeInTheDocument();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
  });

  it("draws, without the chart's code, what the chart draws with no data", () => {
    // A screen that knows its data is empty draws it before the charts library loads: nothing may differ.
    const chart = render(<UsageBarChart data={[]} width={JSDOM_WIDTH} />);
    const drawn = chart.container.innerHTML;
    chart.unmount();
    const alone = render(<UsageBarChartEmpty />);
    expect(alone.container.innerHTML).toBe(drawn);
    expect(screen.getByText(UI_TEXT.noChartData).closest('.DriskUsageBarChart-root')).toBeInTheDocument();
  });

  it('shows a placeholder while loading', () => {
    render(<Loading width={JSDOM_WIDTH} />);
    expect(screen.getByRole('progressbar', { name: 'Loading data usage' })).toBeInTheDocument();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
    expect(screen.queryByText(UI_TEXT.noChartData)).not.toBeInTheDocument();
  });

  it("draws, without the chart's code, the placeholder the loading chart draws", () => {
    // A screen shows the skeleton while the charts library loads, then the loading chart: nothing may move.
    const loading = render(<Loading width={JSDOM_WIDTH} />);
    const whileLoading = placeholderOf(loading.container);
    loading.unmount();
    const skeleton = render(<UsageBarChartSkeleton width={JSDOM_WIDTH} />);
    expect(placeholderOf(skeleton.container)).toEqual(whileLoading);
    skeleton.unmount();
    render(<UsageBarChartSkeleton height={120} label="Weekly usage" />);
    expect(screen.getByRole('progressbar', { name: 'Loading weekly usage' })).toBeInTheDocument();
  });

  it('reads a bucket it cannot parse as zero and keeps the others', () => {
    render(<ExtremeValues width={JSDOM_WIDTH} />);
    expect(
      screen.getByRole('figure', { name: 'Data usage: download 98,778.28 MB, upload 45,678.92 MB' }),
    ).toBeInTheDocument();
  });

  it('forwards className', () => {
    render(<Day width={JSDOM_WIDTH} className="home-usage" />);
    expect(screen.getByRole('figure')).toHaveClass('home-usage');
  });
});
