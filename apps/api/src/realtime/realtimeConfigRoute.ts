import { routes } from '@drisk/contract';
import { publicRoute } from '../http/registerRoute';
import type { Realtime } from './realtime';

/** A host name as browsers send it (name, IPv4, or [IPv6]); anything else is not echoed back. */
const SAFE_HOSTNAME = /^(?:[A-Za-z0-9.-]{1,253}|\[[0-9A-Fa-f:.]{2,45}\])$/;

/** The map tiles browsers load (MAP_TILE_URL, MAP_TILE_ATTRIBUTION). */
export interface MapTiles {
  mapTileUrl: string;
  mapTileAttribution: string;
}

/** GET realtime/config: the broker URL for the page's own host (or MQTT_PUBLIC_WS_URL), and the map tiles. */
export const realtimeConfig = (realtime: Pick<Realtime, 'browserUrl'>, tiles: MapTiles) =>
  publicRoute(routes.realtimeConfig, async ({ request }) => {
    const hostname = SAFE_HOSTNAME.test(request.hostname) ? request.hostname : 'localhost';
    return {
      result: {
        ws_url: realtime.browserUrl(hostname),
        map_tile_url: tiles.mapTileUrl,
        map_tile_attribution: tiles.mapTileAttribution,
      },
    };
  });
