import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { LANGUAGE_STORAGE_KEY } from '@drisk/contract/client';
import { MAP_TEXT_DE, SCREEN_TEXT_DE, UI_TEXT_DE } from '@drisk/contract/i18n/de';
import { createFakeRealtimeConnection } from '@drisk/realtime';
import { RealtimeController } from '../realtime/RealtimeController';
import { renderScreen } from '../test/render';
import { DetailsPage } from './DetailsPage';
import { MapPage } from './MapPage';
import { MAP_ROUTES, PLACES, TILES_CONFIG } from './mapTestData';

const HOUR = 3_600_000;
/** One stored point, and 1.5 MB used in this hour. */
const TRACK = {
  points: [{ latitude: 51.5072, longitude: -0.1276, location: 'London', at: new Date().toISOString() }],
  hourly_usage: [
    { hour_start: new Date(Math.floor(Date.now() / HOUR) * HOUR).toISOString(), bytes: 1_500_000 },
  ],
};

const rowValue = (list: HTMLElement, label: string) =>
  within(list).getByText(label).closest('li')?.textContent?.replace(label, '');

afterEach(() => localStorage.clear());

describe('Tracking and Device Details in German', () => {
  it('shows the map with German labels and the bubble links to the details in German', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'de');
    const { user } = renderScreen(
      <RealtimeController connection={createFakeRealtimeConnection()}>
        <MapPage />
      </RealtimeController>,
      {
        path: '/dashboard/map',
        routes: MAP_ROUTES,
      },
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: SCREEN_TEXT_DE.titles.map }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: UI_TEXT_DE.mapRegionLabel })).toBeInTheDocument();
    await user.click(await screen.findByTitle('dRisk-Beta'));
    expect(await screen.findByRole('link', { name: UI_TEXT_DE.mapDetailsLink })).toBeInTheDocument();
  });

  it("shows a device's details in German: its status, today's data, position and last report written the German way", async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'de');
    renderScreen(<DetailsPage />, {
      path: '/dashboard/details',
      routes: {
        getDeviceGPS: { result: PLACES },
        deviceTrack: { result: TRACK },
        realtimeConfig: TILES_CONFIG,
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: SCREEN_TEXT_DE.titles.details }),
    ).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'dRisk-Alpha' });
    expect(rowValue(list, MAP_TEXT_DE.name)).toBe('dRisk-Alpha');
    expect(rowValue(list, UI_TEXT_DE.detailsStatus)).toBe(MAP_TEXT_DE.deviceStatus.Active);
    expect(rowValue(list, UI_TEXT_DE.detailsEndpoints)).toBe('4');
    expect(await within(list).findByText('1,50 MB')).toBeInTheDocument();
    expect(rowValue(list, UI_TEXT_DE.detailsLastPosition)).toBe(
      '1 Example Street, London, United Kingdom (51,50720, -0,12760)',
    );
    // 2026-11-23T10:15Z (UTC in the tests), as German writes a medium date and time.
    expect(rowValue(list, UI_TEXT_DE.detailsLastSeen)).toBe('23.11.2026, 10:15');
    expect(screen.getByRole('link', { name: UI_TEXT_DE.detailsHomeLink })).toHaveAttribute(
      'href',
      '/dashboard/home',
    );
  });
});
