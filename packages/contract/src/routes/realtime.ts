import { z } from 'zod';
import { defineRoute } from './defineRoute';

/** Where browsers reach the MQTT broker: `ws://<host>:<MQTT_WS_PORT>/mqtt`, or the configured public URL. */
export const realtimeConfigResult = z.object({ ws_url: z.string() });
export type RealtimeConfig = z.infer<typeof realtimeConfigResult>;

/** The realtime channel's configuration (added: the spec fixes the broker's port but not how a browser finds it). */
export const realtimeRoutes = {
  realtimeConfig: defineRoute({
    method: 'GET',
    path: 'realtime/config',
    auth: false,
    source: 'new',
    result: realtimeConfigResult,
    summary: 'The MQTT-over-WebSocket URL browsers connect to',
  }),
} as const;
