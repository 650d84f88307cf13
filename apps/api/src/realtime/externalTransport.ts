import { randomBytes } from 'node:crypto';
import { topicMatches } from '@drisk/contract';
import type { FastifyBaseLogger } from 'fastify';
import { connect } from 'mqtt';
import type { Config } from '../config';
import type { MessageHandler, RealtimeTransport } from './realtimeTransport';

/** Group of the shared subscriptions, so each telemetry message is ingested by one api node only. */
export const API_SHARE_GROUP = 'drisk-api';

/**
 * The api as an MQTT client of an external broker (MQTT_URL), with its own credentials
 * (MQTT_API_USERNAME / MQTT_API_PASSWORD), which the broker checks through mqtt/auth. It reconnects
 * on its own and re-subscribes after a reconnect.
 */
export function createExternalTransport(
  config: Pick<Config, 'mqttUrl' | 'mqttApiUsername' | 'mqttApiPassword'>,
  log: FastifyBaseLogger,
): RealtimeTransport {
  if (!config.mqttUrl) throw new Error('createExternalTransport needs MQTT_URL');
  const client = connect(config.mqttUrl, {
    clientId: `drisk-api-${randomBytes(6).toString('hex')}`,
    username: config.mqttApiUsername,
    password: config.mqttApiPassword ?? undefined,
    protocolVersion: 4,
    clean: true,
    reconnectPeriod: 2_000,
    connectTimeout: 10_000,
    // mqtt.js re-sends the subscriptions of a clean session after it reconnects.
    resubscribe: true,
  });
  client.on('connect', () => log.info(`Connected to the MQTT broker at ${config.mqttUrl}`));
  client.on('error', (error) => log.warn({ err: error }, 'MQTT broker connection error'));
  client.on('offline', () => log.warn('The MQTT broker is unreachable; retrying'));

  const handlers = new Map<string, Set<MessageHandler>>();
  client.on('message', (topic, payload) => {
    for (const [filter, set] of handlers) {
      if (!topicMatches(filter, topic)) continue;
      for (const handler of set) handler(topic, payload);
    }
  });

  return {
    kind: 'external',
    async publish(topic, payload, options = {}) {
      await client.publishAsync(topic, payload, { qos: options.qos ?? 0, retain: options.retain ?? false });
    },
    async subscribe(filter, handler) {
      let set = handlers.get(filter);
      if (!set) {
        set = new Set();
        handlers.set(filter, set);
        // Not awaited while offline: mqtt.js queues it and sends it once connected.
        const subscribed = client.subscribeAsync(filter, { qos: 2 });
        if (client.connected) await subscribed;
        else
          subscribed.catch((error: unknown) => log.warn({ err: error }, `MQTT subscribe ${filter} failed`));
      }
      set.add(handler);
      return async () => {
        set.delete(handler);
        if (set.size > 0) return;
        handlers.delete(filter);
        if (client.connected) await client.unsubscribeAsync(filter);
      };
    },
    workQueueFilter: (filter) => `$share/${API_SHARE_GROUP}/${filter}`,
    close: () => client.endAsync(),
  };
}
