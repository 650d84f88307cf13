import { ADMIN_MAP_DEFAULTS, type CompanyDevice } from '@drisk/contract';
import type { DeviceMapCircle, DeviceMapMarker } from '@drisk/ui';

/** A company device the map can place (it has reported a position). */
type Placed = CompanyDevice & { latitude: number; longitude: number };

const isPlaced = (device: CompanyDevice): device is Placed =>
  device.latitude !== null && device.longitude !== null;

export interface CompanyMapView {
  markers: DeviceMapMarker[];
  /** The first placed device's position, or the spec's default centre (lat 50, lng 5). */
  center: [number, number];
  /** 8000 m around the first placed device; none without one. */
  circle: DeviceMapCircle | undefined;
}

/**
 * What the admin map shows (spec 3 §2.9, §9): a marker per company device that has a position (green when
 * active, red otherwise), centred on the first one with an 8000 m circle around it.
 */
export function companyMapView(devices: readonly CompanyDevice[]): CompanyMapView {
  const placed = devices.filter(isPlaced);
  const first = placed[0];
  const center: [number, number] = first
    ? [first.latitude, first.longitude]
    : [ADMIN_MAP_DEFAULTS.center[0], ADMIN_MAP_DEFAULTS.center[1]];
  return {
    markers: placed.map((device) => ({
      id: device.device_id,
      latitude: device.latitude,
      longitude: device.longitude,
      label: device.device_name || device.name || device.device_id,
      status: device.status === 'active' ? 'active' : 'inactive',
    })),
    center,
    circle: first ? { center, radius: ADMIN_MAP_DEFAULTS.radius } : undefined,
  };
}
