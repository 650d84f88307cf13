import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { DeviceMapProps } from '../DeviceMap/DeviceMap';
import { clusterItems, createClusterIndex } from '../DeviceMap/clusterIndex';
import { DEVICE_MAP_DEFAULTS } from '../DeviceMap/deviceMapDefaults';
import {
  clusterCountText,
  clusterMarkerStyle,
  clusterSize,
  DEVICE_DOT_PX,
  deviceMarkerStyle,
} from '../DeviceMap/deviceMarkerStyle';
import { deviceMapPreviewClasses } from './deviceMapPreviewClasses';
import {
  frameOf,
  initialView,
  metresPerPx,
  tilesOf,
  toScreen,
  visibleBBox,
  type LatLng,
} from './staticMapView';

/** The props of DeviceMap the picture draws (everything but the interactive parts). */
export type StaticDeviceMapProps = Pick<
  DeviceMapProps,
  | 'markers'
  | 'tileUrl'
  | 'tileAttribution'
  | 'tilesUnavailableText'
  | 'label'
  | 'center'
  | 'fallbackCenter'
  | 'zoom'
  | 'minZoom'
  | 'maxZoom'
  | 'fitMaxZoom'
  | 'circle'
  | 'track'
  | 'clusterLabel'
> & {
  /** The size of the box in px (0 before layout: nothing but the markers' names is placed). */
  width: number;
  height: number;
};

/** The colour DeviceMap draws circles and tracks in. */
const LINE_COLOR = '#1976d2';

/**
 * The first view of DeviceMap drawn with plain elements: the same tiles, dots, names, groups, circle and
 * track where Leaflet would put them, but nothing to pan or zoom. It costs a few kB where Leaflet costs 50.
 */
export function StaticDeviceMap({
  markers,
  tileUrl,
  tileAttribution = '',
  tilesUnavailableText,
  label,
  center,
  fallbackCenter,
  zoom,
  minZoom = DEVICE_MAP_DEFAULTS.minZoom,
  maxZoom = DEVICE_MAP_DEFAULTS.maxZoom,
  fitMaxZoom = DEVICE_MAP_DEFAULTS.fitMaxZoom,
  circle,
  track = [],
  clusterLabel = DEVICE_MAP_DEFAULTS.clusterLabel,
  width,
  height,
}: StaticDeviceMapProps) {
  const hasTrack = track.length > 1;
  const frame = useMemo(() => {
    const points: LatLng[] = [
      ...markers.map((marker): LatLng => [marker.latitude, marker.longitude]),
      ...(hasTrack ? track : []),
    ];
    const view = initialView({
      points,
      center,
      fallbackCenter,
      zoom,
      minZoom,
      maxZoom,
      fitMaxZoom,
      width,
      height,
    });
    return frameOf(view, width, height);
  }, [markers, track, hasTrack, center, fallbackCenter, zoom, minZoom, maxZoom, fitMaxZoom, width, height]);
  const index = useMemo(() => createClusterIndex(markers), [markers]);
  const items = useMemo(
    () => (width === 0 ? [] : clusterItems(index, visibleBBox(frame, 0.25), Math.round(frame.zoom))),
    [index, frame, width],
  );
  const tiles = useMemo(() => (tileUrl && width > 0 ? tilesOf(frame, tileUrl) : []), [tileUrl, frame, width]);
  const [tileState, setTileState] = useState({ url: tileUrl ?? '', loaded: false, failed: false });
  const current =
    tileState.url === (tileUrl ?? '') ? tileState : { url: tileUrl ?? '', loaded: false, failed: false };
  const unavailable = !tileUrl || (current.failed && !current.loaded);
  const ground = toScreen.bind(null, frame);
  const circleAt = circle ? ground(circle.center) : null;

  return (
    <Box
      role="region"
      aria-label={label}
      className={deviceMapPreviewClasses.preview}
      sx={(theme) => ({
        position: 'absolute',
        inset: 0,
        overflow: 'hidden',
        bgcolor: theme.palette.grey[theme.palette.mode === 'dark' ? 800 : 200],
      })}
    >
      {tiles.map((tile) => (
        <img
          key={tile.key}
          src={tile.url}
          alt=""
          width={256}
          height={256}
          draggable={false}
          onLoad={(event) => {
            // Shown once loaded, as Leaflet does: a tile that fails leaves the plain ground, not a broken image.
            event.currentTarget.style.visibility = 'visible';
            setTileState((state) => ({ ...state, url: tileUrl ?? '', loaded: true }));
          }}
          onError={() => setTileState((state) => ({ ...state, url: tileUrl ?? '', failed: true }))}
          style={{
            position: 'absolute',
            left: tile.left,
            top: tile.top,
            maxWidth: 'none',
            userSelect: 'none',
            visibility: 'hidden',
          }}
        />
      ))}
      {width > 0 && (circle || hasTrack) && (
        <svg
          width={width}
          height={height}
          aria-hidden="true"
          style={{ position: 'absolute', inset: 0, pointerEvents: 'none' }}
        >
          {hasTrack && (
            <polyline
              points={track
                .map((point) => ground(point))
                .map(({ x, y }) => `${x},${y}`)
                .join(' ')}
              fill="none"
              stroke={LINE_COLOR}
              strokeWidth={4}
              strokeOpacity={0.75}
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          )}
          {circle && circleAt && (
            <circle
              cx={circleAt.x}
              cy={circleAt.y}
              r={circle.radius / metresPerPx(circle.center[0], frame.zoom)}
              fill={LINE_COLOR}
              fillOpacity={0.2}
              stroke={LINE_COLOR}
              strokeWidth={2}
            />
          )}
        </svg>
      )}
      {items.map((item) => {
        if (item.kind === 'cluster') {
          const at = ground([item.latitude, item.longitude]);
          const half = clusterSize(item.count) / 2;
          return (
            <div
              key={`cluster-${item.id}`}
              className="drisk-device-cluster"
              data-count={item.count}
              role="img"
              aria-label={clusterLabel(item.count)}
              title={clusterLabel(item.count)}
              style={{
                ...clusterMarkerStyle(item.count),
                position: 'absolute',
                left: at.x - half,
                top: at.y - half,
              }}
            >
              {clusterCountText(item.count)}
            </div>
          );
        }
        const { marker } = item;
        const at = ground([marker.latitude, marker.longitude]);
        return (
          <div
            key={marker.id}
            className="drisk-device-marker"
            data-status={marker.status}
            title={marker.label}
            style={{
              ...deviceMarkerStyle.root,
              position: 'absolute',
              left: at.x - DEVICE_DOT_PX / 2,
              top: at.y - DEVICE_DOT_PX / 2,
            }}
          >
            <span style={deviceMarkerStyle.dot(marker.status)} />
            <span style={deviceMarkerStyle.name}>{marker.label}</span>
          </div>
        );
      })}
      {tileUrl && tileAttribution && (
        <Box
          // The attribution comes from the api's configuration (an operator's setting, never a user's)
          // and may hold a link, as Leaflet shows it.
          dangerouslySetInnerHTML={{ __html: tileAttribution }}
          sx={{
            position: 'absolute',
            right: 0,
            bottom: 0,
            px: 0.75,
            font: '12px/1.4 Roboto,Helvetica,Arial,sans-serif',
            bgcolor: 'background.paper',
            color: 'text.secondary',
            '& a': { color: 'text.primary', textDecoration: 'underline' },
          }}
        />
      )}
      {unavailable && (
        <Alert
          severity="info"
          role="status"
          sx={{ position: 'absolute', top: 8, left: 8, right: 8, py: 0, boxShadow: 1 }}
        >
          {tilesUnavailableText}
        </Alert>
      )}
    </Box>
  );
}
