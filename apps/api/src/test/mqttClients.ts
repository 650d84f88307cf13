import { randomBytes } from 'node:crypto';
import {
  MQTT_QOS,
  gatewayCommandMessage,
  topics,
  type GatewayCommandAck,
  type GatewayCommandMessage,
  type GatewayTelemetryMessage,
} from '@drisk/contract';
import { connect, type IClientOptions, type MqttClient } from 'mqtt';
import { setDeviceSecret } from '../db/seed/gatewayCredentials';
import type { TestServer } from './testServer';

/** A real MQTT-over-WebSocket client of the test server's broker; rejects when the broker refuses it. */
export async function connectMqtt(
  server: TestServer,
  username: string,
  password: string,
  options: IClientOptions = {},
): Promise<MqttClient> {
  if (!server.mqttUrl) throw new Error('Start the test server with { broker: true }');
  const client = connect(server.mqttUrl, {
    clientId: `test-${randomBytes(4).toString('hex')}`,
    username,
    password,
    protocolVersion: 4,
    reconnectPeriod: 0,
    connectTimeout: 5_000,
    ...options,
  });
  try {
    await new Promise<void>((resolve, reject) => {
      client.once('connect', () => resolve());
      client.once('error', reject);
      client.once('close', () => reject(new Error('closed before CONNACK')));
    });
  } catch (error) {
    client.end(true);
    throw error;
  }
  return client;
}

/** Messages a client receives on one topic, collected as they arrive. */
export function collect(client: MqttClient, topic: string): unknown[] {
  const received: unknown[] = [];
  client.on('message', (at, payload) => {
    if (at !== topic) return;
    try {
      received.push(JSON.parse(payload.toString('utf8')));
    } catch {
      received.push(payload.toString('utf8'));
    }
  });
  return received;
}

/** Resolves when `check` is true, polling; fails after `timeoutMs`. */
export async function waitFor(
  check: () => boolean | Promise<boolean>,
  timeoutMs = 5_000,
  what = 'condition',
) {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Whether the broker granted a subscription (false for the negated grant, SUBACK 0x80). */
export async function trySubscribe(client: MqttClient, topic: string): Promise<boolean> {
  try {
    const granted = await client.subscribeAsync(topic, { qos: MQTT_QOS });
    return granted.length > 0 && granted.every((grant) => grant.qos !== 128);
  } catch (error) {
    // mqtt.js rejects a SUBACK whose only grant is 0x80.
    if (error instanceof Error && /Subscribe error/.test(error.message)) return false;
    throw error;
  }
}

/** What a fake gateway answers to a command: an ack's ok and message (and result), or null for silence. */
export type FakeGatewayAnswer = Pick<GatewayCommandAck, 'ok' | 'message'> & { result?: unknown };

export interface FakeGateway {
  deviceId: string;
  secret: string;
  client: MqttClient;
  /** Every command received, in order. */
  commands: GatewayCommandMessage[];
  publishTelemetry(
    message: Omit<GatewayTelemetryMessage, 'device_id' | 'ts'> & { ts?: number },
  ): Promise<void>;
  /** Subscribes to the command topic (done at once unless `subscribe: false` was given). */
  subscribe(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A scripted gateway over a real MQTT connection: it gets a fresh device secret, subscribes to its
 * command topic and answers each command with `answer(command)` (default: ok), or stays silent when
 * `answer` returns null. Other suites use it to test calls that command a gateway.
 */
export async function connectFakeGateway(
  server: TestServer,
  deviceId: string,
  answer: (command: GatewayCommandMessage) => FakeGatewayAnswer | null = () => ({
    ok: true,
    message: 'Done',
  }),
  options: { subscribe?: boolean; clean?: boolean } = {},
): Promise<FakeGateway> {
  const secret = await setDeviceSecret(server.db, deviceId);
  server.app.realtime.credentials.clearCache();
  const client = await connectMqtt(server, deviceId, secret, {
    clientId: `gateway-${deviceId}`,
    clean: options.clean ?? true,
  });
  const commands: GatewayCommandMessage[] = [];
  const commandTopic = topics.gatewayCommand(deviceId);
  client.on('message', (topic, payload) => {
    if (topic !== commandTopic) return;
    const command = gatewayCommandMessage.parse(JSON.parse(payload.toString('utf8')));
    commands.push(command);
    const reply = answer(command);
    if (!reply) return;
    const ack: GatewayCommandAck = {
      command_id: command.command_id,
      device_id: deviceId,
      ts: Date.now(),
      ...reply,
    };
    client.publish(topics.gatewayCommandAck(deviceId), JSON.stringify(ack), { qos: MQTT_QOS });
  });
  const subscribe = async () => {
    await client.subscribeAsync(commandTopic, { qos: MQTT_QOS });
  };
  if (options.subscribe !== false) await subscribe();
  return {
    deviceId,
    secret,
    client,
    commands,
    async publishTelemetry(message) {
      const full = { ts: Date.now(), ...message, device_id: deviceId };
      await client.publishAsync(topics.gatewayTelemetry(deviceId), JSON.stringify(full), { qos: MQTT_QOS });
    },
    subscribe,
    close: () => client.endAsync(true),
  };
}
