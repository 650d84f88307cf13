import type { DeviceMapMarker } from '@drisk/ui';
import type { PlacedDevice } from './useLiveLocations';

/** The DeviceMap markers of placed devices: named by the device, green when Active, red otherwise. */
export function mapMarkers(devices: readonly PlacedDevice[]): DeviceMapMarker[] {
  return devices.map((device) => ({
    id: device.device_id,
    latitude: device.latitude,
    longitude: device.longitude,
    label: device.device_name,
    status: device.status === 'Active' ? 'active' : 'inactive',
  }));
}
