import { routePaths, type RoutePath } from '@drisk/contract/client';
import type { CompanyDevice, RealtimeConfig } from '@drisk/contract';
import type { HttpReply } from './driskHttpClient';

/** The map tiles the api is configured with (MAP_TILE_URL, MAP_TILE_ATTRIBUTION). */
export interface MapTiles {
  url: string;
  attribution: string;
}

/**
 * The admin map's calls as custom methods of the admin DataProvider: the company devices with their last
 * positions (user/getCustomerDevicesList) and the tile server from realtime/config.
 */
export interface MapMethods {
  companyDeviceLocations(): Promise<CompanyDevice[]>;
  mapTiles(): Promise<MapTiles>;
}

type Send = (route: RoutePath, values: Record<string, unknown>) => Promise<HttpReply>;

export function mapMethods(send: Send): MapMethods {
  return {
    companyDeviceLocations: async () =>
      ((await send(routePaths.getCustomerDevicesList, {})).json ?? []) as CompanyDevice[],
    mapTiles: async () => {
      const config = (await send(routePaths.realtimeConfig, {})).json as RealtimeConfig;
      return { url: config.map_tile_url, attribution: config.map_tile_attribution };
    },
  };
}
