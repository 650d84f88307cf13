import { z } from 'zod';
import { defineRoute } from './defineRoute';
import { access } from './access';

/**
 * Where browsers reach the MQTT broker: `ws://<host>:<MQTT_WS_PORT>/mqtt`, or the configured public URL; and
 * the map tiles they draw under the device markers (the api's MAP_TILE_URL and MAP_TILE_ATTRIBUTION).
 */
export const realtimeConfigResult = z.object({
  ws_url: z.string(),
  /** Tile URL template with {z}, {x} and {y}. */
  map_tile_url: z.string(),
  /** Attribution shown under the tiles (may hold HTML entities such as &copy;). */
  map_tile_attribution: z.string(),
});
export type RealtimeConfig = z.infer<typeof realtimeConfigResult>;

/** go-auth's `acc`: 1 read (a message is delivered), 2 write (publish), 4 subscribe; 3 is read and write. */
export const MQTT_ACCESS = { read: 1, write: 2, readWrite: 3, subscribe: 4 } as const;

/** Header in which an external broker sends the api's MQTT_AUTH_SECRET with every mqtt/auth and mqtt/acl call. */
export const MQTT_AUTH_SECRET_HEADER = 'x-mqtt-auth-secret';

/** What an external broker's HTTP auth plugin sends (go-auth: form or JSON; EMQX: JSON from its template). */
const brokerCredentials = {
  username: z.string().max(512),
  password: z.string().max(1024).optional(),
  clientid: z.string().max(256).optional(),
};

export const mqttAuthRequest = z.object(brokerCredentials);

export const mqttAclRequest = z.object({
  username: z.string().max(512),
  clientid: z.string().max(256).optional(),
  topic: z.string().min(1).max(1024),
  /** go-auth: 1 read, 2 write, 3 read and write, 4 subscribe. */
  acc: z.coerce.number().int().min(1).max(4).optional(),
  /** EMQX: `${action}`. */
  action: z.enum(['publish', 'subscribe', 'all']).optional(),
});

/** allow or deny; EMQX reads `result` of the body, go-auth the status (200 allow, 403 deny). */
export const mqttDecisionResult = z.enum(['allow', 'deny']);
export type MqttDecision = z.infer<typeof mqttDecisionResult>;

/** The realtime channel's configuration (added: the spec fixes the broker's port but not how a browser finds it). */
export const realtimeRoutes = {
  realtimeConfig: defineRoute({
    method: 'GET',
    path: 'realtime/config',
    access: access.public(),
    source: 'new',
    result: realtimeConfigResult,
    summary: 'The MQTT-over-WebSocket URL browsers connect to, and the map tiles they load',
  }),
  /** Called by an external broker (Mosquitto go-auth, EMQX HTTP authn), not by apps. */
  mqttAuth: defineRoute({
    method: 'POST',
    path: 'mqtt/auth',
    access: access.broker(),
    source: 'new',
    body: mqttAuthRequest,
    result: mqttDecisionResult,
    summary: 'External broker: may these MQTT credentials connect? 200 allow, 403 deny',
  }),
  /** Called by an external broker (Mosquitto go-auth, EMQX HTTP authz), not by apps. */
  mqttAcl: defineRoute({
    method: 'POST',
    path: 'mqtt/acl',
    access: access.broker(),
    source: 'new',
    body: mqttAclRequest,
    result: mqttDecisionResult,
    summary:
      'External broker: may this client subscribe to, read or publish on the topic? 200 allow, 403 deny',
  }),
} as const;
