import { useEffect, useMemo, useState } from 'react';
import type { DeviceLocation, LocatedDevice } from '@drisk/contract';
import { isDeviceLocationMessage, topics } from '@drisk/contract/client';
import { useRealtimeConnection } from '@drisk/realtime';

/** A device with its own position (the reply groups devices by place). */
export interface PlacedDevice extends LocatedDevice {
  latitude: number;
  longitude: number;
  /** Address text of the position. */
  location: string;
  /** When the position was reported, epoch ms; null when only the stored position is known. */
  positionAt: number | null;
}

type LivePosition = Pick<PlacedDevice, 'latitude' | 'longitude' | 'location' | 'positionAt'>;

/**
 * The devices of a getDeviceGPS reply, each at its newest position: the reply's, replaced by what the
 * device's app topic says since (`device_location` messages the api publishes as gateways move).
 */
export function useLiveLocations(places: readonly DeviceLocation[] | undefined): PlacedDevice[] {
  const connection = useRealtimeConnection();
  const [live, setLive] = useState<ReadonlyMap<string, LivePosition>>(new Map());

  const devices = useMemo(
    () =>
      (places ?? []).flatMap((place) =>
        place.devices.map((device) => ({
          ...device,
          latitude: place.latitude,
          longitude: place.longitude,
          location: place.location,
          positionAt: null,
        })),
      ),
    [places],
  );
  const ids = devices.map((device) => device.device_id).join('\u0000');

  useEffect(() => {
    if (!connection || ids === '') return undefined;
    const unsubscribes = ids.split('\u0000').map((deviceId) =>
      connection.subscribe(topics.deviceApp(deviceId), (message) => {
        if (!isDeviceLocationMessage(message) || message.result.device_id !== deviceId) return;
        const { latitude, longitude, location, at } = message.result;
        setLive((current) => {
          const previous = current.get(deviceId);
          if (previous?.positionAt && previous.positionAt > at) return current;
          return new Map(current).set(deviceId, { latitude, longitude, location, positionAt: at });
        });
      }),
    );
    return () => unsubscribes.forEach((unsubscribe) => unsubscribe());
  }, [connection, ids]);

  return useMemo(
    () => devices.map((device) => ({ ...device, ...live.get(device.device_id) })),
    [devices, live],
  );
}
