import 'leaflet/dist/leaflet.css';
import { useMemo } from 'react';
import dayjs from 'dayjs';
import { Link as RouterLink, useLocation } from 'react-router';
import { Box, Button, Card, CardContent, List, Stack, Typography } from '@mui/material';
import { DISPLAY_DATE_TIME_FORMAT, MAP_TEXT, UI_TEXT, screenPath } from '@drisk/contract/client';
import { useDeviceChannel } from '@drisk/realtime';
import {
  BatteryIcon,
  DelayedSpinner,
  DeviceMap,
  EmptyState,
  LoadError,
  formatDataUsed,
  useFormatters,
  useText,
  type Formatters,
} from '@drisk/ui';
import { useApiQuery } from '../api/useApiQuery';
import { useRefetchSignal } from '../realtime/useRefetchSignal';
import { useSession } from '../session/SessionProvider';
import { DetailRow } from '../shared/DetailRow';
import { ScreenHeader } from '../shared/ScreenHeader';
import { mapMarkers } from './mapMarkers';
import { useLiveLocations } from './useLiveLocations';
import { useMapTiles } from './useMapTiles';

/** Zoom of the small map: a few streets around the device. */
const DETAILS_ZOOM = 14;

/** Bytes of the hours since the browser's own midnight. */
const usedToday = (hours: readonly { hour_start: string; bytes: number }[]) => {
  const midnight = dayjs().startOf('day').valueOf();
  return hours.reduce((sum, hour) => (Date.parse(hour.hour_start) >= midnight ? sum + hour.bytes : sum), 0);
};

/** When the device last reported: as the spec writes it in English, in the language's own way elsewhere. */
const formatTime = (at: string | number, format: Formatters) =>
  format.locale === 'en-US'
    ? dayjs(at).format(DISPLAY_DATE_TIME_FORMAT)
    : format.dateTime(dayjs(at).valueOf());

/** A coordinate to five decimals ('45.46420', '45,46420' in German). */
const coordinate = (value: number, format: Formatters) =>
  format.number(value, { minimumFractionDigits: 5, maximumFractionDigits: 5, useGrouping: false });

/**
 * Device Details (/dashboard/details; the spec leaves its content open): the device a Tracking bubble
 * named (router state device_id), else the connected one, with its status, battery, connected endpoints and
 * data used today and last position, on a small map that follows the gateway live with the line of its last
 * 24 hours (user/deviceTrack), and links to Home, Settings and Tracking.
 */
export function DetailsPage() {
  const location = useLocation();
  const { connectedDevice, devices: myDevices } = useSession();
  const ui = useText(UI_TEXT);
  const text = useText(MAP_TEXT);
  const format = useFormatters();
  const stateDevice = (location.state as { device_id?: unknown } | null)?.device_id;
  const deviceId = typeof stateDevice === 'string' ? stateDevice : (connectedDevice?.device_id ?? null);

  const gps = useApiQuery('getDeviceGPS', undefined, { enabled: deviceId !== null });
  const trackInput = useMemo(() => ({ query: { device_id: deviceId ?? '' } }), [deviceId]);
  const history = useApiQuery('deviceTrack', trackInput, { enabled: deviceId !== null });
  const placed = useLiveLocations(gps.data).find((device) => device.device_id === deviceId) ?? null;
  // The stored track, then the live position as it arrives, so the line grows while the page is open.
  const track = useMemo(() => {
    const points = (history.data?.points ?? []).map(
      (point) => [point.latitude, point.longitude] as [number, number],
    );
    const last = points.at(-1);
    if (placed && history.data && (!last || last[0] !== placed.latitude || last[1] !== placed.longitude))
      points.push([placed.latitude, placed.longitude]);
    return points;
  }, [history.data, placed]);
  const tiles = useMapTiles();
  const { battery: liveBattery } = useDeviceChannel(deviceId);
  useRefetchSignal(() => {
    void gps.reload();
    void history.reload();
  }, ['devices', 'resync']);

  if (deviceId === null) {
    return (
      <Box component="section">
        <ScreenHeader />
        <EmptyState title={ui.noDeviceConnectedTitle} />
      </Box>
    );
  }
  const listed = myDevices.find((device) => device.device_id === deviceId);
  const name = placed?.device_name ?? listed?.name ?? deviceId;
  const status = placed?.status ?? listed?.status ?? '';
  const battery = liveBattery ?? placed?.battery ?? null;
  const lastSeen = placed?.positionAt ?? placed?.last_seen_at ?? null;

  return (
    <Box component="section">
      <ScreenHeader />
      {gps.error && <LoadError message={gps.error.message} onRetry={() => void gps.reload()} />}
      {!gps.data && !gps.error && <DelayedSpinner label={text.loadingDevice} />}
      {gps.data && (
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'stretch' }}>
          <Card variant="outlined" sx={{ flex: 1, minWidth: 0 }}>
            <CardContent>
              <List aria-label={name} disablePadding>
                <DetailRow label={text.name} value={name} />
                <DetailRow
                  label={ui.detailsStatus}
                  value={
                    status in text.deviceStatus
                      ? text.deviceStatus[status as keyof typeof text.deviceStatus]
                      : status
                  }
                />
                <DetailRow
                  label={ui.detailsBattery}
                  value={battery === null ? '' : <BatteryIcon value={battery} showLabel fontSize="small" />}
                />
                <DetailRow label={ui.detailsEndpoints} value={placed ? String(placed.endpoint_count) : ''} />
                <DetailRow
                  label={ui.detailsDataToday}
                  value={
                    history.data ? formatDataUsed(usedToday(history.data.hourly_usage), format.number) : ''
                  }
                />
                <DetailRow
                  label={ui.detailsLastPosition}
                  value={
                    placed
                      ? `${placed.location ? `${placed.location} ` : ''}(${coordinate(placed.latitude, format)}, ${coordinate(placed.longitude, format)})`
                      : ui.detailsNeverReported
                  }
                />
                <DetailRow
                  label={ui.detailsLastSeen}
                  value={lastSeen === null ? ui.detailsNeverReported : formatTime(lastSeen, format)}
                />
              </List>
              <Stack direction="row" spacing={1} sx={{ mt: 2, flexWrap: 'wrap', rowGap: 1 }}>
                <Button component={RouterLink} to={screenPath('home')} variant="outlined">
                  {ui.detailsHomeLink}
                </Button>
                <Button component={RouterLink} to={screenPath('settings')} variant="outlined">
                  {ui.detailsSettingsLink}
                </Button>
                <Button component={RouterLink} to={screenPath('map')} variant="outlined">
                  {ui.detailsTrackingLink}
                </Button>
              </Stack>
            </CardContent>
          </Card>
          {placed && !tiles.loading && (
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <DeviceMap
                label={ui.mapRegionLabel}
                markers={mapMarkers([placed])}
                tileUrl={tiles.url}
                tileAttribution={tiles.attribution}
                tilesUnavailableText={ui.mapTilesUnavailable}
                fallbackCenter={[placed.latitude, placed.longitude]}
                zoom={DETAILS_ZOOM}
                height={320}
                track={track}
              />
              {track.length > 1 && (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                  {ui.detailsTrackCaption(track.length)}
                </Typography>
              )}
            </Box>
          )}
        </Stack>
      )}
    </Box>
  );
}
