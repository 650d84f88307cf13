import { randomUUID } from 'node:crypto';
import {
  gatewayCommandAck,
  gatewayCommandMessage,
  gatewayTopicDeviceId,
  MQTT_QOS,
  SERVER,
  topicFilters,
  topics,
  type GatewayCommandAck,
  type GatewayCommandMessage,
  type GatewayCommandType,
  type UserRefreshMessage,
} from '@drisk/contract';
import type { FastifyBaseLogger } from 'fastify';
import { HttpError } from '../http/HttpError';
import type { RealtimeTransport } from './realtimeTransport';

/** A command as the routes give it: the bus adds command_id and ts. */
export type GatewayCommand<T extends GatewayCommandType = GatewayCommandType> = T extends GatewayCommandType
  ? { type: T; payload: Extract<GatewayCommandMessage, { type: T }>['payload'] }
  : never;

export interface SendCommandOptions {
  /** How long to wait for the gateway's ack; default DEFAULT_COMMAND_TIMEOUT_MS. */
  timeoutMs?: number;
}

export const DEFAULT_COMMAND_TIMEOUT_MS = 5_000;
/** Without a broker connection to watch (external broker), a gateway counts as online this long after its last telemetry. */
export const TELEMETRY_ONLINE_WINDOW_MS = 30_000;

/** `app.gateways` (and `ctx.gateways`): how the api talks to gateways and to users' open apps. */
export interface GatewayBus {
  /**
   * Publishes the command on gateway/{id}/command (QoS 2) and resolves with the gateway's ack.
   * Rejects with HttpError 504 SERVER.gatewayTimeout when no ack arrives in time (or, with the embedded
   * broker, at once when the gateway is not connected), and with HttpError 400 ack.message when the
   * gateway refuses the command (ack.ok false). A gateway that has connected but not yet subscribed to its
   * command topic (just after it reconnects) is waited for within the same time, as a command published
   * before its subscription would reach nobody.
   */
  sendCommand(
    deviceId: string,
    command: GatewayCommand,
    options?: SendCommandOptions,
  ): Promise<GatewayCommandAck>;
  /** Tells one user's open apps which data to refetch ({user_id}/device/app, QoS 2). Never rejects. */
  publishToUser(userId: number, message: UserRefreshMessage): Promise<void>;
  /** A message on {device_id}/device/app for the apps watching the device (QoS 2). Never rejects. */
  publishToDevice(deviceId: string, message: unknown): Promise<void>;
  /** Whether the gateway is connected now (embedded broker) or sent telemetry recently (external broker). */
  isOnline(deviceId: string): boolean;
  /** Ingestion reports each telemetry message here (presence with an external broker). */
  noteTelemetry(deviceId: string): void;
  close(): Promise<void>;
}

interface PendingCommand {
  deviceId: string;
  resolve(ack: GatewayCommandAck): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout;
}

export interface GatewayBusDeps {
  transport: RealtimeTransport;
  log: FastifyBaseLogger;
  /**
   * Whether a command can reach this gateway now (embedded broker: connected and subscribed to its command
   * topic); undefined with an external broker.
   */
  isReady?: (deviceId: string) => boolean;
  /** Resolves whether the gateway can take a command within the time (embedded broker only). */
  whenReady?: (deviceId: string, timeoutMs: number) => Promise<boolean>;
  /** Each telemetry message; `cameOnline` when the gateway was offline before it (external broker). */
  onTelemetry?: (deviceId: string, cameOnline: boolean) => void;
}

export async function createGatewayBus(deps: GatewayBusDeps): Promise<GatewayBus> {
  const { transport, log, isReady, whenReady } = deps;
  const pending = new Map<string, PendingCommand>();
  const lastTelemetry = new Map<string, number>();

  const onAck = (topic: string, payload: Buffer) => {
    let raw: unknown;
    try {
      raw = JSON.parse(payload.toString('utf8'));
    } catch {
      log.warn(`Ignored a command ack that is not JSON on ${topic}`);
      return;
    }
    const parsed = gatewayCommandAck.safeParse(raw);
    if (!parsed.success) {
      log.warn(`Ignored an invalid command ack on ${topic}`);
      return;
    }
    const ack = parsed.data;
    const command = pending.get(ack.command_id);
    // Acks of other api nodes' commands, late acks, and acks claiming another device are not ours.
    if (!command || command.deviceId !== ack.device_id || gatewayTopicDeviceId(topic) !== ack.device_id)
      return;
    pending.delete(ack.command_id);
    clearTimeout(command.timer);
    command.resolve(ack);
  };
  const unsubscribeAcks = await transport.subscribe(topicFilters.gatewayCommandAck, onAck);

  const publishJson = async (topic: string, message: unknown) => {
    try {
      await transport.publish(topic, JSON.stringify(message), { qos: MQTT_QOS });
    } catch (error) {
      log.warn({ err: error }, `Could not publish on ${topic}`);
    }
  };

  const isOnline = (deviceId: string) =>
    isReady?.(deviceId) ?? Date.now() - (lastTelemetry.get(deviceId) ?? 0) < TELEMETRY_ONLINE_WINDOW_MS;

  return {
    async sendCommand(deviceId, command, options = {}) {
      const timeoutMs = options.timeoutMs ?? DEFAULT_COMMAND_TIMEOUT_MS;
      const startedAt = Date.now();
      // With the embedded broker we know: an offline gateway gets nothing queued that it would carry out
      // later, and one still subscribing is waited for.
      if (whenReady && !(await whenReady(deviceId, timeoutMs)))
        throw new HttpError(504, SERVER.gatewayTimeout);
      const message = gatewayCommandMessage.parse({
        ...command,
        command_id: randomUUID(),
        ts: Date.now(),
      });
      const ack = await new Promise<GatewayCommandAck>((resolve, reject) => {
        const timer = setTimeout(
          () => {
            pending.delete(message.command_id);
            reject(new HttpError(504, SERVER.gatewayTimeout));
          },
          Math.max(0, timeoutMs - (Date.now() - startedAt)),
        );
        pending.set(message.command_id, { deviceId, resolve, reject, timer });
        transport
          .publish(topics.gatewayCommand(deviceId), JSON.stringify(message), { qos: MQTT_QOS })
          .catch((error: unknown) => {
            log.warn({ err: error }, `Could not send ${command.type} to ${deviceId}`);
            clearTimeout(timer);
            pending.delete(message.command_id);
            reject(new HttpError(504, SERVER.gatewayTimeout));
          });
      });
      if (!ack.ok) throw new HttpError(400, ack.message || SERVER.settingsUpdateFailed);
      return ack;
    },
    publishToUser: (userId, message) => publishJson(topics.userApp(userId), message),
    publishToDevice: (deviceId, message) => publishJson(topics.deviceApp(deviceId), message),
    isOnline,
    noteTelemetry(deviceId) {
      const wasOnline = isOnline(deviceId);
      lastTelemetry.set(deviceId, Date.now());
      deps.onTelemetry?.(deviceId, !wasOnline);
    },
    async close() {
      for (const [id, command] of pending) {
        clearTimeout(command.timer);
        command.reject(new HttpError(504, SERVER.gatewayTimeout));
        pending.delete(id);
      }
      await unsubscribeAcks().catch(() => {});
    },
  };
}
