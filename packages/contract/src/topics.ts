import { z } from 'zod';

/** MQTT topics between gateways, the api and browsers. */
export const topics = {
  /** Device to apps: battery, scan updates and other device messages. */
  deviceApp: (deviceId: string) => `${deviceId}/device/app`,
  /** Server to one user's open apps: a signal to refetch the user's data. */
  userApp: (userId: number | string) => `${userId}/device/app`,
} as const;

export const batteryMessage = z.object({
  value: z.union([z.number().min(0).max(100), z.literal('charging'), z.literal('')]),
});
export type BatteryMessage = z.infer<typeof batteryMessage>;

export const scanUpdateMessage = z.object({
  module: z.string(),
  result: z.object({ unique_id: z.string(), value: z.string() }),
});
export type ScanUpdateMessage = z.infer<typeof scanUpdateMessage>;

/** Message on a user topic: which data changed, so open apps refetch it. */
export const userRefreshMessage = z.object({
  module: z.enum(['notifications', 'devices', 'profile']),
});
export type UserRefreshMessage = z.infer<typeof userRefreshMessage>;
