import 'leaflet/dist/leaflet.css';
import { Link as RouterLink } from 'react-router';
import { Box, Link, Typography } from '@mui/material';
import { MAP_DEFAULTS, MAP_TEXT, UI_TEXT, screenPath } from '@drisk/contract/client';
import { DelayedSpinner, DeviceMap, LoadError, useText } from '@drisk/ui';
import { useApiQuery } from '../api/useApiQuery';
import { useRefetchSignal } from '../realtime/useRefetchSignal';
import { ScreenHeader } from '../shared/ScreenHeader';
import { mapMarkers } from './mapMarkers';
import { useLiveLocations } from './useLiveLocations';
import { useMapTiles } from './useMapTiles';

const DETAILS_PATH = screenPath('details');

/**
 * Tracking (/dashboard/map, spec 3 §2.8): the user's devices at their last reported positions, moving live
 * as their gateways report; tapping a marker shows a bubble with the device name and a link to Device
 * Details. Zoom as the spec (initial 2 within 3 to 18); with no device the fixed centre in Italy.
 */
export function MapPage() {
  const ui = useText(UI_TEXT);
  const text = useText(MAP_TEXT);
  const gps = useApiQuery('getDeviceGPS');
  const tiles = useMapTiles();
  const devices = useLiveLocations(gps.data);
  useRefetchSignal(() => void gps.reload(), ['devices', 'resync']);

  const ready = gps.data !== undefined && !tiles.loading;
  return (
    <Box component="section">
      <ScreenHeader />
      {gps.error && <LoadError message={gps.error.message} onRetry={() => void gps.reload()} />}
      {!ready && !gps.error && <DelayedSpinner label={text.loadingLocations} />}
      {ready && (
        <>
          {devices.length === 0 && (
            <Typography color="text.secondary" sx={{ mb: 1 }}>
              {ui.mapNoPositions}
            </Typography>
          )}
          <DeviceMap
            label={ui.mapRegionLabel}
            markers={mapMarkers(devices)}
            tileUrl={tiles.url}
            tileAttribution={tiles.attribution}
            tilesUnavailableText={ui.mapTilesUnavailable}
            clusterLabel={ui.mapClusterLabel}
            fallbackCenter={[...MAP_DEFAULTS.fallbackCenter]}
            zoom={MAP_DEFAULTS.zoom}
            minZoom={MAP_DEFAULTS.minZoom}
            maxZoom={MAP_DEFAULTS.maxZoom}
            height="max(360px, calc(100dvh - 220px))"
            renderPopup={(marker) => (
              <Box sx={{ minWidth: 140 }}>
                <Typography variant="subtitle2" component="p">
                  {marker.label}
                </Typography>
                <Link component={RouterLink} to={DETAILS_PATH} state={{ device_id: marker.id }}>
                  {ui.mapDetailsLink}
                </Link>
              </Box>
            )}
          />
        </>
      )}
    </Box>
  );
}
