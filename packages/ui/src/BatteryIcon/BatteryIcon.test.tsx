import '../test/storybookPreview';
import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BATTERY_BANDS } from '@drisk/contract';
import { BatteryIcon } from './BatteryIcon';
import * as stories from './BatteryIcon.stories';
import { batteryBand, batteryLabel, BATTERY_LEVEL_BANDS } from './batteryBand';

const { Charging, Blank, Critical, Low, Full, Unknown, IconOnly, AllBands } = composeStories(stories);

describe('batteryBand', () => {
  it.each([
    [0, 'empty'],
    [1, 'critical'],
    [14, 'critical'],
    [14.9, 'critical'],
    [15, 'low'],
    [29, 'low'],
    [30, 'fair'],
    [44, 'fair'],
    [45, 'half'],
    [59, 'half'],
    [60, 'good'],
    [74, 'good'],
    [75, 'high'],
    [89, 'high'],
    [90, 'full'],
    [100, 'full'],
  ] as const)('puts %s %% in the %s band', (value, band) => {
    expect(batteryBand(value)).toBe(band);
  });

  it('starts each band at the lower bound the contract lists', () => {
    expect(BATTERY_BANDS.map((lowerBound) => batteryBand(lowerBound))).toEqual([...BATTERY_LEVEL_BANDS]);
  });

  it('reads blank as empty, charging as charging and a missing value as unknown', () => {
    expect(batteryBand('')).toBe('empty');
    expect(batteryBand('charging')).toBe('charging');
    expect(batteryBand(null)).toBe('unknown');
    expect(batteryBand(undefined)).toBe('unknown');
    expect(batteryBand(Number.NaN)).toBe('unknown');
  });

  it('clamps levels outside 0..100', () => {
    expect(batteryBand(-5)).toBe('empty');
    expect(batteryBand(140)).toBe('full');
    expect(batteryLabel(140)).toBe('Battery 100%');
  });
});

describe('BatteryIcon', () => {
  it.each([
    [0, 'Battery 0%'],
    [10, 'Battery 10%'],
    [15, 'Battery 15%'],
    [42, 'Battery 42%'],
    [59.6, 'Battery 60%'],
    [90, 'Battery 90%'],
    ['charging', 'Battery charging'],
    ['', 'Battery empty'],
    [null, 'Battery level unknown'],
  ] as const)('names the image for %j as %s', (value, name) => {
    render(<BatteryIcon value={value} />);
    expect(screen.getByRole('img', { name })).toBeInTheDocument();
  });

  it('shows a different icon for each band', () => {
    render(<AllBands />);
    const icons = screen.getAllByRole('img').map((image) => image.querySelector('svg')?.dataset.testid);
    expect(icons).toEqual([
      'BatteryChargingFullIcon',
      'Battery0BarIcon',
      'Battery1BarIcon',
      'Battery2BarIcon',
      'Battery3BarIcon',
      'Battery4BarIcon',
      'Battery5BarIcon',
      'Battery6BarIcon',
      'BatteryFullIcon',
      'BatteryUnknownIcon',
    ]);
  });

  it('colours the icon red below 15 % and amber below 30 %', () => {
    render(
      <>
        <Critical />
        <Low />
        <Full />
      </>,
    );
    const colourOf = (name: string) => screen.getByRole('img', { name }).querySelector('svg');
    expect(colourOf('Battery 10%')).toHaveClass('MuiSvgIcon-colorError');
    expect(colourOf('Battery 20%')).toHaveClass('MuiSvgIcon-colorWarning');
    expect(colourOf('Battery 95%')).not.toHaveClass('MuiSvgIcon-colorError');
    expect(colourOf('Battery 95%')).not.toHaveClass('MuiSvgIcon-colorWarning');
  });

  it('shows the label beside the icon when asked', () => {
    render(
      <>
        <Charging />
        <Blank />
        <Unknown />
      </>,
    );
    expect(screen.getByRole('img', { name: 'Battery charging' })).toHaveTextContent('Charging');
    expect(screen.getByRole('img', { name: 'Battery empty' })).toHaveTextContent('0%');
    expect(screen.getByRole('img', { name: 'Battery level unknown' })).toHaveTextContent('--');
  });

  it('shows only the icon without showLabel, and forwards className', () => {
    render(<IconOnly className="home-battery" />);
    const image = screen.getByRole('img', { name: 'Battery 65%' });
    expect(image).toHaveTextContent('');
    expect(image).toHaveClass('home-battery');
  });
});
