import { describe, expect, it } from 'vitest';
import { createDriskDataProvider } from './createDriskDataProvider';
import type { HttpClient } from './driskHttpClient';

function recorder(json: unknown) {
  const urls: string[] = [];
  const httpClient: HttpClient = async (url, options = {}) => {
    urls.push(`${options.method ?? 'GET'} ${url}`);
    return { status: 200, headers: new Headers(), body: JSON.stringify(json), json };
  };
  return { urls, provider: createDriskDataProvider({ apiUrl: '/api/3.0', httpClient }) };
}

describe('the admin map methods', () => {
  it('companyDeviceLocations asks user/getCustomerDevicesList and answers its rows', async () => {
    const rows = [{ device_id: 'DRA-100001', latitude: 45.1, longitude: 9.2 }];
    const { urls, provider } = recorder(rows);
    expect(await provider.companyDeviceLocations()).toEqual(rows);
    expect(urls).toEqual(['GET /api/3.0/user/getCustomerDevicesList']);
  });

  it('answers an empty list when the server sends no rows', async () => {
    const { provider } = recorder(null);
    expect(await provider.companyDeviceLocations()).toEqual([]);
  });

  it('mapTiles reads the tile URL and attribution of realtime/config', async () => {
    const { urls, provider } = recorder({
      ws_url: 'ws://x/mqtt',
      map_tile_url: 'https://tiles.example/{z}/{x}/{y}.png',
      map_tile_attribution: '&copy; Example',
    });
    expect(await provider.mapTiles()).toEqual({
      url: 'https://tiles.example/{z}/{x}/{y}.png',
      attribution: '&copy; Example',
    });
    expect(urls).toEqual(['GET /api/3.0/realtime/config']);
  });
});
