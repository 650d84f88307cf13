import '../test/storybookPreview';
import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UI_TEXT } from '@drisk/contract';
import * as stories from './BandwidthDonut.stories';
import { MIN_VISIBLE_SHARE, donutValues, drawnSlices } from './donutValues';
import { BandwidthDonutSkeleton } from './BandwidthDonutSkeleton';
import { placeholderOf } from '../test/placeholderOf';

const { Typical, Loading, NoData, NothingUsedNothingLeft, ExtremeValues } = composeStories(stories);

describe('drawnSlices', () => {
  it('draws a sliver of use at the smallest visible share, keeping the ring whole', () => {
    const drawn = drawnSlices({ used: 0.72, left: 199.28 });
    expect(drawn.used).toBeCloseTo(200 * MIN_VISIBLE_SHARE);
    expect(drawn.used + drawn.left).toBeCloseTo(200);
  });

  it('does the same for a sliver left', () => {
    expect(drawnSlices({ used: 199.9, left: 0.1 }).left).toBeCloseTo(200 * MIN_VISIBLE_SHARE);
  });

  it('leaves visible slices, real zeros and the empty ring as they are', () => {
    expect(drawnSlices({ used: 12.5, left: 37.5 })).toEqual({ used: 12.5, left: 37.5 });
    expect(drawnSlices({ used: 50, left: 0 })).toEqual({ used: 50, left: 0 });
    expect(drawnSlices({ used: 0, left: 0 })).toEqual({ used: 0, left: 0 });
  });
});

describe('donutValues', () => {
  it('divides the graph figures by 1024 to 2 decimals', () => {
    expect(donutValues({ used_data_graph: 12800, left_data_graph: 38400 })).toEqual({
      used: 12.5,
      left: 37.5,
      placeholder: false,
    });
    expect(donutValues({ used_data_graph: 1000, left_data_graph: 2047 })).toEqual({
      used: 0.98,
      left: 2,
      placeholder: false,
    });
  });

  it('shows 100 and 0 when both are 0', () => {
    expect(donutValues({ used_data_graph: 0, left_data_graph: 0 })).toEqual({
      used: 100,
      left: 0,
      placeholder: true,
    });
  });

  it('keeps a real 0 on one side', () => {
    expect(donutValues({ used_data_graph: 51200, left_data_graph: 0 })).toEqual({
      used: 50,
      left: 0,
      placeholder: false,
    });
  });

  it('reads negative or missing numbers as 0', () => {
    expect(donutValues({ used_data_graph: -5, left_data_graph: Number.NaN })).toMatchObject({
      placeholder: true,
    });
  });
});

describe('BandwidthDonut', () => {
  it('draws a used and a left slice and names the donut with the figures', () => {
    const { container } = render(<Typical />);
    expect(screen.getByRole('img', { name: 'Bandwidth: 12.50 GB used, 37.50 GB left' })).toBeInTheDocument();
    const svg = container.querySelector('svg[viewBox="0 0 200 200"]');
    expect(svg).toBeInTheDocument();
    expect(svg?.querySelectorAll('.MuiPieChart-arc')).toHaveLength(2);
  });

  it('lists used, left, expiry date, cellular and LAN usage as the server sends them', () => {
    render(<Typical />);
    const figures = Object.fromEntries(
      screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(figures).toEqual({
      Used: '12.50 GB',
      Left: '37.50 GB',
      'Expiry date': '12/31/2026',
      'Cellular usage': '4.20 GB',
      'LAN usage': '8.30 GB',
    });
  });

  it('tells the real zero figures when the donut shows the 100 and 0 stand-in', () => {
    render(<NothingUsedNothingLeft />);
    expect(screen.getByRole('img', { name: 'Bandwidth: 0.00 GB used, 0.00 GB left' })).toBeInTheDocument();
    expect(screen.getByText('No information available')).toBeInTheDocument();
  });

  it('rounds tiny and huge figures to 2 decimals', () => {
    render(<ExtremeValues />);
    expect(
      screen.getByRole('img', { name: 'Bandwidth: 0.01 GB used, 99999.99 GB left' }),
    ).toBeInTheDocument();
  });

  it('shows placeholders while loading and the empty text without data', () => {
    const { unmount } = render(<Loading />);
    expect(screen.getByRole('progressbar', { name: 'Loading bandwidth' })).toBeInTheDocument();
    unmount();
    render(<NoData />);
    expect(screen.getByText(UI_TEXT.noDataAvailable)).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it("draws, without the donut's code, the placeholders the loading donut draws", () => {
    // A screen shows the skeleton while the charts library loads, then the loading donut: nothing may move.
    const loading = render(<Loading />);
    const whileLoading = placeholderOf(loading.container);
    loading.unmount();
    const skeleton = render(<BandwidthDonutSkeleton />);
    expect(placeholderOf(skeleton.container)).toEqual(whileLoading);
    expect(whileLoading.shapes.map((shape) => shape.style)).toEqual([
      'width: 200px; height: 200px;',
      'width: 100%; height: 140px;',
    ]);
  });
});
