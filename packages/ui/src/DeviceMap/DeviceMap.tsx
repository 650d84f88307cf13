import { useEffect, useMemo, useState, type ReactNode, type Ref } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { latLngBounds, type LatLngTuple } from 'leaflet';
import { Circle, MapContainer, Polyline, TileLayer, useMap } from 'react-leaflet';
import { ClusteredMarkers } from './ClusteredMarkers';
import type { DeviceMarkerStatus } from './deviceMarkerStyle';
import { useDriskProps } from '../theme/useDriskProps';
import { deviceMapClasses } from './deviceMapClasses';
import { DEVICE_MAP_DEFAULTS } from './deviceMapDefaults';

/** One device on the map. */
export interface DeviceMapMarker {
  /** Stable id (the device id): a marker that moves keeps its bubble and focus. */
  id: string;
  latitude: number;
  longitude: number;
  /** The device's name, shown beside the dot and as the marker's accessible name. */
  label: string;
  /** Colour of the dot: active green, inactive red. */
  status: DeviceMarkerStatus;
}

/** A circle drawn on the map, e.g. the admin map's area around its first device. */
export interface DeviceMapCircle {
  center: LatLngTuple;
  /** Radius in metres. */
  radius: number;
}

/** Props of {@link DeviceMap}. */
export interface DeviceMapProps {
  /**
   * The root element.
   * @default undefined
   */
  ref?: Ref<HTMLDivElement>;
  markers: readonly DeviceMapMarker[];
  /**
   * Tile URL template with {z}, {x} and {y}; null or '' draws no tiles (the plain background and the notice).
   */
  tileUrl: string | null;
  /**
   * Attribution of the tiles (HTML allowed, as Leaflet shows it).
   * @default ''
   */
  tileAttribution?: string;
  /** Shown over the map when tiles cannot load; the markers stay usable. */
  tilesUnavailableText: string;
  /** Accessible name of the map region. */
  label: string;
  /**
   * Where the view starts. Absent: it fits the markers (one marker: centred on it at `zoom`), or
   * `fallbackCenter` when there is none.
   * @default undefined
   */
  center?: LatLngTuple;
  /** Centre when there is no marker and no `center`. */
  fallbackCenter: LatLngTuple;
  /** Initial zoom (Leaflet keeps it within minZoom and maxZoom). */
  zoom: number;
  /** @default 1 */
  minZoom?: number;
  /** @default 18 */
  maxZoom?: number;
  /**
   * The closest zoom fitting several markers may reach, so two nearby devices do not fill the screen.
   * @default 13
   */
  fitMaxZoom?: number;
  /** @default undefined */
  circle?: DeviceMapCircle;
  /**
   * A path the device travelled, oldest point first (e.g. its last 24 hours), drawn as a line under the
   * markers; the first view fits it with the markers.
   * @default undefined
   */
  track?: readonly LatLngTuple[];
  /**
   * The bubble of a marker when it is tapped (its name and a link, say); without it a marker has no bubble.
   * @default undefined
   */
  renderPopup?: (marker: DeviceMapMarker) => ReactNode;
  /**
   * The name of a group of devices too close together to tell apart at this zoom (its title and
   * accessible name); the group shows the number.
   * @default (count) => `${count} devices`
   */
  clusterLabel?: (count: number) => string;
  /**
   * Height of the map: px as a number, or any CSS length.
   * @default 400
   */
  height?: number | string;
  /** @default undefined */
  className?: string;
  /** @default undefined */
  sx?: SxProps<Theme>;
}

/**
 * Sets the view when the map opens and whenever the set of markers or the requested centre changes, not
 * when a marker merely moves: a live position must not snatch the view from a user who panned away.
 */
function ViewRules({
  markers,
  track = [],
  center,
  fallbackCenter,
  zoom,
  fitMaxZoom,
}: Pick<DeviceMapProps, 'markers' | 'track' | 'center' | 'fallbackCenter' | 'zoom'> & {
  fitMaxZoom: number;
}) {
  const map = useMap();
  const ids = markers.map((marker) => marker.id).join('\u0000');
  const centerKey = center ? center.join(',') : '';
  // A track that appears (loaded after the markers) is fitted once, not each time it grows.
  const hasTrack = track.length > 1;
  useEffect(() => {
    const points = [
      ...markers.map((marker) => [marker.latitude, marker.longitude] as LatLngTuple),
      ...(hasTrack ? track : []),
    ];
    if (center) map.setView(center, zoom);
    else if (points.length === 1) map.setView(points[0], zoom);
    else if (points.length > 1) {
      const bounds = latLngBounds(points as LatLngTuple[]);
      // More room at the top, where the tiles notice may sit over the map.
      map.fitBounds(bounds, { paddingTopLeft: [32, 80], paddingBottomRight: [32, 32], maxZoom: fitMaxZoom });
    } else map.setView(fallbackCenter, zoom);
    // Only a new set of markers or a new centre moves the view; positions are read when that happens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, ids, centerKey, hasTrack]);
  return null;
}

/**
 * Devices on a Leaflet map (react-leaflet): a dot per device in its status colour with its name, devices
 * too close together grouped into a numbered marker that zooms in when tapped, an optional circle, tiles
 * from a configurable URL. Tiles are the one part that needs the internet: when
 * none is configured or they fail to load, the markers stay on a plain background and a short notice says
 * so. The app imports Leaflet's stylesheet once (`import 'leaflet/dist/leaflet.css'`).
 */
export function DeviceMap(inProps: DeviceMapProps) {
  const props = useDriskProps(inProps, 'DriskDeviceMap', deviceMapClasses.root);
  const {
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
    track,
    renderPopup,
    clusterLabel = DEVICE_MAP_DEFAULTS.clusterLabel,
    height = DEVICE_MAP_DEFAULTS.height,
    ref,
    className,
    sx,
  } = props;
  // A tile that failed and none that loaded: the tile server is out of reach.
  const [tiles, setTiles] = useState<{ url: string; loaded: boolean; failed: boolean }>({
    url: tileUrl ?? '',
    loaded: false,
    failed: false,
  });
  const current =
    tiles.url === (tileUrl ?? '') ? tiles : { url: tileUrl ?? '', loaded: false, failed: false };
  const unavailable = !tileUrl || (current.failed && !current.loaded);
  const tileEvents = useMemo(
    () => ({
      tileload: () => setTiles((state) => ({ ...state, url: tileUrl ?? '', loaded: true })),
      tileerror: () => setTiles((state) => ({ ...state, url: tileUrl ?? '', failed: true })),
    }),
    [tileUrl],
  );

  return (
    <Box
      role="region"
      aria-label={label}
      ref={ref}
      className={className}
      sx={[
        {
          position: 'relative',
          width: '100%',
          height,
          borderRadius: 1,
          overflow: 'hidden',
          '& .leaflet-container': {
            width: '100%',
            height: '100%',
            // The ground where no tile is drawn: a quiet grey of the scheme, not a bright one in dark.
            bgcolor: (theme) => theme.palette.grey[theme.palette.mode === 'dark' ? 800 : 200],
            fontFamily: 'inherit',
          },
          // Leaflet's attribution is a pale box with a mid-blue link, under 4.5:1 over a dark map: drawn in
          // the scheme's paper and text colours instead, the link told apart by its underline (WCAG 1.4.1).
          // Under .leaflet-container, to outweigh leaflet.css's own rule whichever stylesheet loads last.
          '& .leaflet-container .leaflet-control-attribution': {
            bgcolor: 'background.paper',
            color: 'text.secondary',
          },
          '& .leaflet-container .leaflet-control-attribution a': {
            color: 'text.primary',
            textDecoration: 'underline',
          },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <MapContainer
        center={center ?? fallbackCenter}
        zoom={zoom}
        minZoom={minZoom}
        maxZoom={maxZoom}
        worldCopyJump
        attributionControl
      >
        {tileUrl ? (
          <TileLayer key={tileUrl} url={tileUrl} attribution={tileAttribution} eventHandlers={tileEvents} />
        ) : null}
        {track && track.length > 1 && (
          <Polyline
            positions={track as LatLngTuple[]}
            className="drisk-device-track"
            pathOptions={{ color: '#1976d2', weight: 4, opacity: 0.75 }}
          />
        )}
        {circle && (
          <Circle
            center={circle.center}
            radius={circle.radius}
            pathOptions={{ color: '#1976d2', weight: 2 }}
          />
        )}
        <ClusteredMarkers markers={markers} renderPopup={renderPopup} clusterLabel={clusterLabel} />
        <ViewRules
          markers={markers}
          track={track}
          center={center}
          fallbackCenter={fallbackCenter}
          zoom={zoom}
          fitMaxZoom={fitMaxZoom}
        />
      </MapContainer>
      {unavailable && (
        <Alert
          severity="info"
          role="status"
          sx={{ position: 'absolute', top: 8, left: 56, right: 8, zIndex: 1000, py: 0, boxShadow: 1 }}
        >
          {tilesUnavailableText}
        </Alert>
      )}
    </Box>
  );
}
