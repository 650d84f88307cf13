import { useState } from 'react';
import type { BatteryMessage } from '@drisk/contract';
import { isBatteryMessage, topics } from '@drisk/contract/client';
import { useRealtimeTopic } from './useRealtimeTopic';

/** The battery as the device last published it (a percentage, 'charging' or ''), or null before any message. */
export type LiveBattery = BatteryMessage['value'] | null;

export interface DeviceChannel {
  battery: LiveBattery;
}

/**
 * Listens to a device's app topic (`{device_id}/device/app`). A battery message (`{value}`) updates
 * `battery`; every message, battery or not (scan updates and the rest), also goes to `onMessage`.
 * `battery` starts at null for each device: show the value from the REST data until a message arrives.
 */
export function useDeviceChannel(
  deviceId: string | null,
  onMessage?: (message: unknown) => void,
): DeviceChannel {
  const topic = deviceId === null ? null : topics.deviceApp(deviceId);
  // Kept with its topic, so a switch of device never shows the previous device's battery.
  const [battery, setBattery] = useState<{ topic: string; value: LiveBattery } | null>(null);

  useRealtimeTopic(topic, (message, messageTopic) => {
    if (isBatteryMessage(message)) setBattery({ topic: messageTopic, value: message.value });
    onMessage?.(message);
  });

  return { battery: battery !== null && battery.topic === topic ? battery.value : null };
}
