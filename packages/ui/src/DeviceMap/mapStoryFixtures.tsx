import type { LatLngTuple } from 'leaflet';
import type { DeviceMapMarker, DeviceMapProps } from './DeviceMap';
import { FAKE_TILE_URL, UNREACHABLE_TILE_URL } from './fakeTiles';

// The devices and states the stories of DeviceMap and DeviceMapPreview show, so the two compare side by side.

export const LONDON: DeviceMapMarker = {
  id: 'DRA-100001',
  latitude: 51.5072,
  longitude: -0.1276,
  label: 'dRisk-Alpha',
  status: 'active',
};
export const MANCHESTER: DeviceMapMarker = {
  id: 'DRB-100002',
  latitude: 53.4808,
  longitude: -2.2426,
  label: 'dRisk-Beta',
  status: 'inactive',
};

/** 300 devices around five cities, placed by a fixed rule: too close to tell apart, they group. */
const CITIES: [number, number][] = [
  [51.5072, -0.1276],
  [48.8566, 2.3522],
  [52.52, 13.405],
  [40.4168, -3.7038],
  [41.9028, 12.4964],
];
export const MANY_DEVICES: DeviceMapMarker[] = Array.from({ length: 300 }, (_, i) => {
  const [latitude, longitude] = CITIES[i % CITIES.length];
  const ring = Math.floor(i / CITIES.length);
  return {
    id: `LOAD-${String(i).padStart(4, '0')}`,
    latitude: latitude + Math.sin(ring) * 0.002 * ring,
    longitude: longitude + Math.cos(ring) * 0.002 * ring,
    label: `Gateway ${i + 1}`,
    status: i % 7 === 0 ? 'inactive' : 'active',
  };
});

/** A day's path through central London, ending at LONDON. */
export const LONDON_DAY_TRACK: LatLngTuple[] = [
  [51.4934, -0.1419],
  [51.4989, -0.1337],
  [51.5033, -0.1276],
  [51.5055, -0.1196],
  [51.5072, -0.1276],
];

/** What every map story starts from: two devices over fake tiles, a bubble with a link. */
export const MAP_STORY_ARGS = {
  markers: [LONDON, MANCHESTER],
  tileUrl: FAKE_TILE_URL,
  tileAttribution: 'Fake tiles for the story',
  tilesUnavailableText: 'The map background could not load. Devices are shown at their positions.',
  label: 'Map of device locations',
  fallbackCenter: [41.9, 12.5],
  zoom: 2,
  minZoom: 3,
  maxZoom: 18,
  height: 360,
  renderPopup: (marker: DeviceMapMarker) => (
    <span>
      {marker.label}
      <br />
      <a href="#details">Device Details</a>
    </span>
  ),
} satisfies DeviceMapProps;

/** The states both maps have a story for, by the story's name. */
export const MAP_STORY_STATES = {
  /** No device reported a position: the fixed fallback centre. */
  NoDevices: { markers: [] },
  /** The tile server is out of reach: markers on a plain background, with a notice. */
  TilesUnreachable: { tileUrl: UNREACHABLE_TILE_URL },
  /** No tile URL configured at all. */
  WithoutTiles: { tileUrl: null },
  /** The admin console's company map: 450 px, centred on the first device with an 8000 m circle. */
  CompanyArea: {
    height: 450,
    zoom: 10,
    center: [LONDON.latitude, LONDON.longitude],
    circle: { center: [LONDON.latitude, LONDON.longitude], radius: 8000 },
  },
  /** Many devices: each group shows how many it holds. */
  ManyDevices: { markers: MANY_DEVICES, zoom: 4 },
  /** Device Details: one device with the path it travelled over the day, fitted in view. */
  WithTrack: { markers: [LONDON], zoom: 14, height: 320, track: LONDON_DAY_TRACK },
} satisfies Record<string, Partial<DeviceMapProps>>;
