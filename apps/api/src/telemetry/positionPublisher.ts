import { DEVICE_LOCATION_MODULE, type DeviceLocationMessage } from '@drisk/contract';
import type { GatewayBus } from '../realtime/gatewayBus';
import type { ReceivedTelemetry } from './writeTelemetryBatch';

export interface PositionPublisher {
  /** Tells the apps of each stored gateway whose newest position in `batch` differs from the last one told. */
  publish(batch: readonly ReceivedTelemetry[], storedDeviceIds: ReadonlySet<string>): void;
}

/**
 * Live positions for the tracking map: after a telemetry transaction commits, each gateway whose position
 * moved gets a `device_location` message on its app topic, so open maps move the marker without polling.
 * A gateway that reports the same place again is not announced again.
 */
export function createPositionPublisher(gateways: Pick<GatewayBus, 'publishToDevice'>): PositionPublisher {
  const lastTold = new Map<string, string>();
  return {
    publish(batch, storedDeviceIds) {
      const newest = new Map<string, ReceivedTelemetry['message']>();
      for (const { message } of batch) {
        if (!message.location || !storedDeviceIds.has(message.device_id)) continue;
        const current = newest.get(message.device_id);
        if (!current || message.ts >= current.ts) newest.set(message.device_id, message);
      }
      for (const [deviceId, message] of newest) {
        const { latitude, longitude, location = '' } = message.location!;
        const key = `${latitude},${longitude},${location}`;
        if (lastTold.get(deviceId) === key) continue;
        lastTold.set(deviceId, key);
        const payload: DeviceLocationMessage = {
          module: DEVICE_LOCATION_MODULE,
          result: { device_id: deviceId, latitude, longitude, location, at: message.ts },
        };
        void gateways.publishToDevice(deviceId, payload);
      }
    },
  };
}
