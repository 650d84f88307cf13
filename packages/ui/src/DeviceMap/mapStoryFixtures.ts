import type { LatLngTuple } from 'leaflet';
import type { DeviceMapMarker } from './DeviceMap';

// The devices the stories of DeviceMap and DeviceMapPreview show, so the two can be compared side by side.

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
