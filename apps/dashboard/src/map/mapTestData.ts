import type { DeviceLocation } from '@drisk/contract';
import type { FakeRoutes } from '../test/fakeServer';

/** getDeviceGPS as the demo owner sees it: Alpha in London, Beta (inactive) in Manchester. */
export const PLACES: DeviceLocation[] = [
  {
    latitude: 51.5072,
    longitude: -0.1276,
    location: '1 Example Street, London, United Kingdom',
    devices: [
      {
        device_id: 'DRA-100001',
        device_name: 'dRisk-Alpha',
        endpoint_count: 4,
        status: 'Active',
        battery: 81,
        last_seen_at: '2026-11-23T10:15:00.000Z',
      },
    ],
  },
  {
    latitude: 53.4808,
    longitude: -2.2426,
    location: '42 Warehouse Road, Manchester, United Kingdom',
    devices: [
      {
        device_id: 'DRB-100002',
        device_name: 'dRisk-Beta',
        endpoint_count: 0,
        status: 'Inactive',
        battery: null,
        last_seen_at: null,
      },
    ],
  },
];

/** realtime/config with tiles whose host never resolves (jsdom loads no image either way). */
export const TILES_CONFIG = {
  result: {
    ws_url: 'ws://127.0.0.1:1/mqtt',
    map_tile_url: 'http://tiles.invalid/{z}/{x}/{y}.png',
    map_tile_attribution: 'Test tiles',
  },
};

/** What the Tracking screen asks for: an empty device list, the places above and the tiles. */
export const MAP_ROUTES: FakeRoutes = {
  getAllDriskDevices: { result: { device_details: [] } },
  getDeviceGPS: { result: PLACES },
  realtimeConfig: TILES_CONFIG,
};
