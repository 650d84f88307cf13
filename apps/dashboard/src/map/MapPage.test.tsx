import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { DEVICE_LOCATION_MODULE, UI_TEXT, topics } from '@drisk/contract';
import { createFakeRealtimeConnection } from '@drisk/realtime';
import { RealtimeController } from '../realtime/RealtimeController';
import { renderScreen } from '../test/render';
import { MapPage } from './MapPage';
import { MAP_ROUTES, TILES_CONFIG } from './mapTestData';

function open(routes: Parameters<typeof renderScreen>[1]['routes'] = {}) {
  const connection = createFakeRealtimeConnection();
  const view = renderScreen(
    <RealtimeController connection={connection}>
      <MapPage />
    </RealtimeController>,
    {
      path: '/dashboard/map',
      routes: { ...MAP_ROUTES, ...routes },
    },
  );
  return { ...view, connection };
}

/** Leaflet's marker element of a device, titled with its name. */
const marker = (name: string) => screen.findByTitle(name);
const placeOf = (element: HTMLElement) =>
  `${element.style.transform}|${element.style.left}|${element.style.top}`;

describe('MapPage', () => {
  it("shows a marker per device; a marker's bubble names the device and links to its details", async () => {
    const { user } = open();
    expect(await screen.findByRole('heading', { name: 'Tracking' })).toBeInTheDocument();
    expect(await marker('dRisk-Alpha')).toHaveTextContent('dRisk-Alpha');
    await user.click(await marker('dRisk-Beta'));
    const link = await screen.findByRole('link', { name: UI_TEXT.mapDetailsLink });
    expect(document.querySelector('.leaflet-popup-content')).toHaveTextContent('dRisk-Beta');
    // A plain click: two user-event clicks within Leaflet's double-tap window read as a double click on the
    // map, which jsdom's zero-sized map cannot place (a real browser's pointer events are not taps).
    fireEvent.click(link);
    expect(await screen.findByText('Arrived at /dashboard/details')).toBeInTheDocument();
  });

  it("moves a device's marker when its gateway reports a new position, and ignores other messages", async () => {
    const { connection } = open();
    const alpha = await marker('dRisk-Alpha');
    await waitFor(() => expect(connection.activeTopics()).toContain(topics.deviceApp('DRA-100001')));
    const before = placeOf(alpha);

    act(() => connection.emit(topics.deviceApp('DRA-100001'), { value: 55 }));
    act(() =>
      connection.emit(topics.deviceApp('DRA-100001'), {
        module: DEVICE_LOCATION_MODULE,
        result: { device_id: 'DRB-100002', latitude: 10, longitude: 10, location: '', at: Date.now() },
      }),
    );
    expect(placeOf(alpha)).toBe(before);

    act(() =>
      connection.emit(topics.deviceApp('DRA-100001'), {
        module: DEVICE_LOCATION_MODULE,
        result: {
          device_id: 'DRA-100001',
          latitude: 52.2,
          longitude: 0.12,
          location: 'Cambridge',
          at: Date.now(),
        },
      }),
    );
    await waitFor(() => expect(placeOf(alpha)).not.toBe(before));
  });

  it('keeps the markers and says so when no tiles are configured', async () => {
    open({ realtimeConfig: { result: { ...TILES_CONFIG.result, map_tile_url: '' } } });
    expect(await screen.findByRole('status')).toHaveTextContent(UI_TEXT.mapTilesUnavailable);
    expect(await marker('dRisk-Alpha')).toBeInTheDocument();
  });

  it('shows the empty map with a note when no device has reported a position', async () => {
    open({ getDeviceGPS: { result: [] } });
    expect(await screen.findByText(UI_TEXT.mapNoPositions)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: UI_TEXT.mapRegionLabel })).toBeInTheDocument();
  });

  it("shows the server's message when the positions cannot be read", async () => {
    open({ getDeviceGPS: { statusCode: 500, message: 'Database unavailable' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
  });
});
