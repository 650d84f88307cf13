import { useApiQuery } from '../api/useApiQuery';

export interface MapTiles {
  /** Tile URL template; null when the server did not say (the map then shows its plain background). */
  url: string | null;
  attribution: string;
  /** True until the server has answered (or failed to). */
  loading: boolean;
}

/** The map tiles the api is configured with (MAP_TILE_URL), read from realtime/config. */
export function useMapTiles(): MapTiles {
  const { data, loading } = useApiQuery('realtimeConfig');
  return {
    url: data?.map_tile_url || null,
    attribution: data?.map_tile_attribution ?? '',
    loading: loading && !data,
  };
}
