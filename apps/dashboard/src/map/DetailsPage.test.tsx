import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { UI_TEXT } from '@drisk/contract';
import { renderScreen } from '../test/render';
import { DetailsPage } from './DetailsPage';
import { PLACES, TILES_CONFIG } from './mapTestData';

const HOUR = 3_600_000;
const thisHour = new Date(Math.floor(Date.now() / HOUR) * HOUR);
const beforeMidnight = new Date(new Date().setHours(0, 0, 0, 0) - HOUR);
/** The day's path of dRisk-Alpha around London, and its data use of this hour and of yesterday. */
const TRACK = {
  points: [
    {
      latitude: 51.4934,
      longitude: -0.1419,
      location: '',
      at: new Date(Date.now() - 5 * HOUR).toISOString(),
    },
    {
      latitude: 51.4989,
      longitude: -0.1337,
      location: '',
      at: new Date(Date.now() - 3 * HOUR).toISOString(),
    },
    { latitude: 51.5072, longitude: -0.1276, location: 'London', at: new Date().toISOString() },
  ],
  hourly_usage: [
    { hour_start: beforeMidnight.toISOString(), bytes: 9_000_000 },
    { hour_start: thisHour.toISOString(), bytes: 1_500_000 },
  ],
};

function open(options: { state?: unknown; session?: Parameters<typeof renderScreen>[1]['session'] } = {}) {
  return renderScreen(<DetailsPage />, {
    path: '/dashboard/details',
    ...options,
    routes: {
      getDeviceGPS: { result: PLACES },
      deviceTrack: { result: TRACK },
      realtimeConfig: TILES_CONFIG,
    },
  });
}

const rowValue = (list: HTMLElement, label: string) =>
  within(list).getByText(label).closest('li')?.textContent?.replace(label, '');

describe('DetailsPage', () => {
  it('shows the connected device with its status, battery, endpoints and last position, and links on', async () => {
    open();
    expect(await screen.findByRole('heading', { name: 'Device Details' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'dRisk-Alpha' });
    expect(rowValue(list, UI_TEXT.detailsStatus)).toBe('Active');
    expect(rowValue(list, UI_TEXT.detailsEndpoints)).toBe('4');
    expect(rowValue(list, UI_TEXT.detailsLastPosition)).toContain('London');
    // Only the hours since this browser's midnight count as today.
    expect(rowValue(list, UI_TEXT.detailsDataToday)).toBe('1.50 MB');
    expect(await screen.findByText(UI_TEXT.detailsTrackCaption(3))).toBeInTheDocument();
    expect(document.querySelectorAll('path.drisk-device-track')).toHaveLength(1);
    expect(within(list).getByRole('img', { name: 'Battery 81%' })).toBeInTheDocument();
    expect(await screen.findByTitle('dRisk-Alpha')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: UI_TEXT.detailsHomeLink })).toHaveAttribute(
      'href',
      '/dashboard/home',
    );
    expect(screen.getByRole('link', { name: UI_TEXT.detailsSettingsLink })).toHaveAttribute(
      'href',
      '/dashboard/settings',
    );
  });

  it('shows the device a Tracking bubble named', async () => {
    open({ state: { device_id: 'DRB-100002' } });
    const list = await screen.findByRole('list', { name: 'dRisk-Beta' });
    expect(rowValue(list, UI_TEXT.detailsStatus)).toBe('Inactive');
    expect(rowValue(list, UI_TEXT.detailsLastSeen)).toBe(UI_TEXT.detailsNeverReported);
  });

  it('says no device is connected when there is none', async () => {
    open({ session: { connectedDevice: null } });
    expect(await screen.findByText(UI_TEXT.noDeviceConnectedTitle)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: UI_TEXT.mapRegionLabel })).toBeNull();
  });
});
