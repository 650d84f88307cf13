import {
  BATTERY_CHARGING,
  BLOCK_ENDED_MODULE,
  MQTT_QOS,
  SCAN_UPDATE_MODULES,
  topics,
  type BatteryMessage,
  type BlockEndedMessage,
  type FileStructureResponseMessage,
  type GatewayTelemetryMessage,
  type ScanUpdateMessage,
} from '@drisk/contract';
import { connect, type MqttClient } from 'mqtt';
import {
  GatewayModel,
  handleCommand,
  type Clock,
  type CommandHooks,
  type Endpoint,
  type EndpointKind,
  type GatewayModelOptions,
} from './model';

export const DEFAULT_TICK_MS = 5000;
/** The battery is published again this often even when unchanged, for apps that just subscribed. */
export const BATTERY_HEARTBEAT_MS = 60_000;
/** How long a gateway holds its first telemetry for the api's sync_state after it connects. */
export const DEFAULT_SYNC_WAIT_MS = 5000;
/** While a scan runs, its progress goes out this often (telemetry's own period is longer). */
export const DEFAULT_SCAN_TICK_MS = 1000;
/** Longest wait of the timer that lifts the next timed block (it is set again on every tick anyway). */
const BLOCK_END_TIMER_MAX_MS = 3_600_000;
const RECONNECT_MIN_MS = 1000;
const RECONNECT_MAX_MS = 30_000;

export type GatewayStatus =
  | { state: 'connected' }
  /** The api's sync_state was carried out; `endpoints` is the household size now. */
  | { state: 'synced'; endpoints: number }
  | { state: 'reconnecting'; delayMs: number; error?: string }
  | { state: 'stopped' };

export interface GatewayOptions extends Omit<GatewayModelOptions, 'clock'> {
  /** The device secret, MQTT password of username = device id. */
  secret: string;
  /** e.g. ws://127.0.0.1:8083/mqtt */
  brokerUrl: string;
  /** Telemetry period; the model also steps on each tick. Default 5 s. */
  tickMs?: number;
  /** Period of scan progress while a scan runs. Default 1 s. */
  scanTickMs?: number;
  clock?: Clock;
  hooks?: CommandHooks;
  /** Connection changes, for the one log line per gateway. */
  onStatus?(status: GatewayStatus): void;
  /**
   * A device the gateway has never seen joins this long after the first connection (on top of the
   * random visitors), so a demo or an end-to-end test sees Auto Block at work without waiting hours.
   */
  visitorAfterMs?: number;
  /**
   * Until the api's first sync_state arrives, telemetry is held this long after connecting (the battery
   * still goes out), so the api never hears of the seed's own household when it knows the gateway's real
   * one. 0 = report at once. Default DEFAULT_SYNC_WAIT_MS.
   */
  syncWaitMs?: number;
  /** The gateway's file server and external drives, sent with each telemetry message. */
  fileServer?: () => GatewayTelemetryMessage['file_server'];
  /**
   * Answers a live file-structure request (spec 3 §2.6) received on `{device_id}/app/device`; null: no
   * answer. Without it the gateway does not subscribe to requests.
   */
  answerFileStructure?: (request: unknown) => Promise<FileStructureResponseMessage | null>;
}

export interface GatewayHandle {
  readonly model: GatewayModel;
  readonly client: MqttClient;
  /** Resolves at the first accepted connection. */
  readonly ready: Promise<void>;
  /** Steps the model and publishes telemetry now (tests call it after moving their clock). */
  publishTelemetry(): void;
  /** A device the gateway has never seen joins now (of `kind`, or a visitor's usual kinds); reported at once. */
  joinVisitor(kind?: EndpointKind): Endpoint;
  /** Blocks an endpoint for `ms` from now on the gateway alone (the api is not told); returns the end in epoch ms. */
  blockFor(mac: string, ms: number): number;
  /** Sets what the battery reads (an operator's command) and publishes it at once. */
  setBattery(reading: number | typeof BATTERY_CHARGING): void;
  stop(): Promise<void>;
}

/**
 * Connects one virtual gateway to the broker as the hardware does (username = device id, password = its
 * secret, persistent session, reconnect with backoff) and runs its model: telemetry every tick and after
 * each change, the battery on {device_id}/device/app, an ack for every command, and an answer to every
 * live file-structure request.
 */
export function startGateway(options: GatewayOptions): GatewayHandle {
  const {
    deviceId,
    secret,
    brokerUrl,
    tickMs = DEFAULT_TICK_MS,
    scanTickMs = DEFAULT_SCAN_TICK_MS,
    hooks = {},
    onStatus,
    syncWaitMs = DEFAULT_SYNC_WAIT_MS,
  } = options;
  const model = new GatewayModel({ ...options, seed: options.seed ?? deviceId });
  const commandTopic = topics.gatewayCommand(deviceId);
  const fileStructureTopic = topics.fileStructureRequest(deviceId);
  const subscriptions = options.answerFileStructure ? [commandTopic, fileStructureTopic] : [commandTopic];

  const client = connect(brokerUrl, {
    clientId: `gateway-${deviceId}`,
    username: deviceId,
    password: secret,
    clean: false,
    protocolVersion: 4,
    keepalive: 30,
    connectTimeout: 10_000,
    // Reconnection is ours, with exponential backoff (mqtt.js only retries at a fixed period).
    reconnectPeriod: 0,
  });

  let stopping = false;
  let attempt = 0;
  let reconnectTimer: NodeJS.Timeout | null = null;
  let lastError: string | undefined;
  let lastBattery: BatteryMessage['value'] | null = null;
  let lastBatteryAt = 0;
  let visitorTimer: NodeJS.Timeout | null = null;
  let syncWaitTimer: NodeJS.Timeout | null = null;
  let blockEndTimer: NodeJS.Timeout | null = null;
  // Telemetry waits for the first sync_state, or for syncWaitMs after the first connection.
  let holding = syncWaitMs > 0;
  const stopHolding = () => {
    holding = false;
    if (syncWaitTimer) clearTimeout(syncWaitTimer);
    syncWaitTimer = null;
  };
  let resolveReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => (resolveReady = resolve));

  const publish = (topic: string, payload: unknown, retain = false) => {
    if (!client.connected) return;
    client.publish(topic, JSON.stringify(payload), { qos: MQTT_QOS, retain }, (error) => {
      if (error && !stopping) lastError = error.message;
    });
  };

  const publishBattery = () => {
    const value = model.batteryReading();
    const now = model.clock.now();
    if (value === lastBattery && now - lastBatteryAt < BATTERY_HEARTBEAT_MS) return;
    lastBattery = value;
    lastBatteryAt = now;
    // Retained, so an app that subscribes later sees the level at once. It goes out last in a burst:
    // Aedes 1.2 drops, for a subscriber, a message overtaken by a later one, and a retained publish is
    // slower through the broker (it is stored first).
    publish(topics.deviceApp(deviceId), { value } satisfies BatteryMessage, true);
  };

  /**
   * Scan progress for the apps on {device_id}/device/app, as the spec's live table reads it: the severity
   * first, then the status, so a row reads Done only once its severity is there.
   */
  const publishScanUpdates = (message: GatewayTelemetryMessage) => {
    for (const run of message.scans ?? []) {
      if (run.severity)
        publish(topics.deviceApp(deviceId), {
          module: SCAN_UPDATE_MODULES.severity,
          result: { unique_id: run.unique_id, value: run.severity },
        } satisfies ScanUpdateMessage);
      publish(topics.deviceApp(deviceId), {
        module: SCAN_UPDATE_MODULES.status,
        result: { unique_id: run.unique_id, value: run.status },
      } satisfies ScanUpdateMessage);
    }
  };

  /**
   * Apps hear at once of each timed block the gateway lifted ({module: 'block_ended'} on
   * {device_id}/device/app), so Home moves the endpoint back to Connected without asking.
   */
  const publishEndedBlocks = () => {
    for (const mac_address of model.takeEndedBlocks())
      publish(topics.deviceApp(deviceId), {
        module: BLOCK_ENDED_MODULE,
        result: { mac_address },
      } satisfies BlockEndedMessage);
  };

  /** Wakes the gateway when the next timed block ends, so it is lifted then and not at a later tick. */
  const scheduleBlockEnd = () => {
    if (blockEndTimer) clearTimeout(blockEndTimer);
    blockEndTimer = null;
    const next = model.nextBlockEnd();
    if (next === null || stopping) return;
    const delay = Math.min(BLOCK_END_TIMER_MAX_MS, Math.max(0, next - model.clock.now()));
    blockEndTimer = setTimeout(publishTelemetry, delay);
  };

  function publishTelemetry() {
    model.advance();
    scheduleBlockEnd();
    // While offline the model keeps counting: the deltas go out in the first message after reconnecting.
    if (!client.connected) return;
    if (!holding) {
      const fileServer = options.fileServer?.();
      const message = { ...model.takeTelemetry(), ...(fileServer ? { file_server: fileServer } : {}) };
      publish(topics.gatewayTelemetry(deviceId), message);
      publishScanUpdates(message);
    }
    publishEndedBlocks();
    publishBattery();
  }

  client.on('connect', () => {
    attempt = 0;
    lastError = undefined;
    // Report only once the subscription is granted, so commands sent in reply can arrive.
    client.subscribe(subscriptions, { qos: MQTT_QOS }, (error) => {
      if (error) {
        lastError = error.message;
        return;
      }
      onStatus?.({ state: 'connected' });
      if (holding && !syncWaitTimer)
        syncWaitTimer = setTimeout(() => {
          stopHolding();
          publishTelemetry();
        }, syncWaitMs);
      lastBattery = null; // publishTelemetry sends the battery too
      publishTelemetry();
      resolveReady();
      if (options.visitorAfterMs !== undefined && !visitorTimer)
        visitorTimer = setTimeout(() => joinVisitor(), options.visitorAfterMs);
    });
  });

  const answerFileStructure = (raw: unknown) => {
    options
      .answerFileStructure?.(raw)
      .then((answer) => answer && publish(topics.fileStructureResponse(deviceId), answer))
      .catch((error: unknown) => {
        lastError = error instanceof Error ? error.message : String(error);
      });
  };

  client.on('message', (topic, payload) => {
    if (topic !== commandTopic && topic !== fileStructureTopic) return;
    let raw: unknown;
    try {
      raw = JSON.parse(payload.toString('utf8'));
    } catch {
      return; // not JSON: there is no command_id or request_id to answer
    }
    if (topic === fileStructureTopic) return answerFileStructure(raw);
    const handled = handleCommand(model, raw, hooks);
    if (!handled) return;
    publish(topics.gatewayCommandAck(deviceId), handled.ack);
    if ((raw as { type?: unknown }).type === 'sync_state' && handled.ack.ok) {
      stopHolding();
      onStatus?.({ state: 'synced', endpoints: [...model.endpoints.values()].filter((e) => e.known).length });
    }
    if (handled.changed) publishTelemetry();
    else scheduleBlockEnd();
  });

  // Connection refusals and socket errors end in 'close'; keep the reason for the status line.
  client.on('error', (error) => {
    lastError = error.message;
  });

  client.on('close', () => {
    if (stopping || reconnectTimer) return;
    const base = Math.min(RECONNECT_MAX_MS, RECONNECT_MIN_MS * 2 ** attempt);
    const delayMs = Math.round(base * (0.8 + Math.random() * 0.4));
    attempt++;
    onStatus?.({ state: 'reconnecting', delayMs, ...(lastError ? { error: lastError } : {}) });
    reconnectTimer = setTimeout(() => {
      reconnectTimer = null;
      if (stopping) return;
      // Keep the stores: QoS 2 messages in flight are resent on the persistent session.
      client.reconnect({ incomingStore: client.incomingStore, outgoingStore: client.outgoingStore });
    }, delayMs);
  });

  function joinVisitor(kind?: EndpointKind): Endpoint {
    model.advance();
    const endpoint = model.joinUnknownEndpoint(kind);
    publishTelemetry();
    return endpoint;
  }

  function blockFor(mac: string, ms: number): number {
    model.advance();
    const until = model.clock.now() + ms;
    model.blockUntil(mac, until);
    publishTelemetry();
    return until;
  }

  function setBattery(reading: number | typeof BATTERY_CHARGING) {
    model.advance();
    model.setBatteryReading(reading);
    publishTelemetry();
  }

  const ticker = setInterval(publishTelemetry, tickMs);
  const scanTicker = setInterval(() => {
    if (model.scans.active()) publishTelemetry();
  }, scanTickMs);

  return {
    model,
    client,
    ready,
    publishTelemetry,
    joinVisitor,
    blockFor,
    setBattery,
    async stop() {
      stopping = true;
      clearInterval(ticker);
      clearInterval(scanTicker);
      if (visitorTimer) clearTimeout(visitorTimer);
      if (blockEndTimer) clearTimeout(blockEndTimer);
      stopHolding();
      if (reconnectTimer) clearTimeout(reconnectTimer);
      await client.endAsync(!client.connected);
      onStatus?.({ state: 'stopped' });
    },
  };
}
