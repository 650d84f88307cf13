import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  FILE_STRUCTURE_MODULES,
  GATEWAY_ACK_MESSAGES,
  MQTT_QOS,
  batteryMessage,
  blockEndedMessage,
  fileStructureResponseMessage,
  gatewayCommandAck,
  gatewayTelemetryMessage,
  topicFilters,
  topics,
  type GatewayTelemetryMessage,
} from '@drisk/contract';
import { Aedes, type AuthenticateError, type Client } from 'aedes';
import { connectAsync, type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocketServer, createWebSocketStream } from 'ws';
import { startGateway, type GatewayHandle, type GatewayStatus } from './gateway';
import { createManualClock } from './model';
import { MINUTE, MONDAY, HOUR, bytesOf } from './model/testing';
import { answerFileStructure } from './storage/fileStructureAnswer';
import { startTestFileServer, TEST_DEVICE, TEST_DRIVE } from './storage/testing';

const DEVICE_ID = 'DRT-000001';
const SECRET = 'gateway-secret-1';
const VISITED_ID = 'DRT-000003';
const SYNCED_ID = 'DRT-000004';
const FILES_ID = TEST_DEVICE;
const API = { username: 'api', password: 'api-secret' };

/** A real Aedes broker behind MQTT over WebSocket on a free port, with username/password checks. */
async function startBroker(accounts: Record<string, string>) {
  const broker = await Aedes.createBroker({
    authenticate: (_client, username, password, done) => {
      if (username !== undefined && accounts[username] === password?.toString()) return done(null, true);
      const error = Object.assign(new Error('Bad username or password'), {
        returnCode: 4,
      }) as AuthenticateError;
      done(error, null);
    },
  });
  const clients = new Map<string, Client>();
  broker.on('clientReady', (client) => clients.set(client.id, client));
  const server: Server = createServer();
  const sockets = new WebSocketServer({ server, path: '/mqtt' });
  sockets.on('connection', (socket, request) => broker.handle(createWebSocketStream(socket), request));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `ws://127.0.0.1:${port}/mqtt`,
    /** Closes one client's connection from the broker side, as a network failure would. */
    drop: (clientId: string) => clients.get(clientId)?.close(),
    async close() {
      for (const socket of sockets.clients) socket.terminate();
      await new Promise<void>((resolve) => sockets.close(() => resolve()));
      await new Promise<void>((resolve) => broker.close(() => resolve()));
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

interface Received {
  topic: string;
  payload: unknown;
  retain: boolean;
}

// A deadline for a busy 2-core machine, not a speed check: the first message follows the gateway's connect.
async function waitFor<T>(find: () => T | undefined, what: string, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('a virtual gateway on a real broker', () => {
  let broker: Awaited<ReturnType<typeof startBroker>>;
  let api: MqttClient;
  let gateway: GatewayHandle;
  const received: Received[] = [];
  const clock = createManualClock(MONDAY + 18 * HOUR);

  const telemetrySince = (index: number): GatewayTelemetryMessage[] =>
    received
      .slice(index)
      .filter((m) => m.topic === topics.gatewayTelemetry(DEVICE_ID))
      .map((m) => gatewayTelemetryMessage.parse(m.payload));

  beforeAll(async () => {
    broker = await startBroker({
      [DEVICE_ID]: SECRET,
      [VISITED_ID]: SECRET,
      [SYNCED_ID]: SECRET,
      [FILES_ID]: SECRET,
      [API.username]: API.password,
    });
    api = await connectAsync(broker.url, { ...API, clientId: 'api-test', reconnectPeriod: 0 });
    api.on('message', (topic, payload, packet) =>
      received.push({ topic, payload: JSON.parse(payload.toString()), retain: packet.retain }),
    );
    await api.subscribeAsync(
      [topicFilters.gatewayTelemetry, topicFilters.gatewayCommandAck, topics.deviceApp(DEVICE_ID)],
      { qos: MQTT_QOS },
    );
    gateway = startGateway({
      deviceId: DEVICE_ID,
      secret: SECRET,
      brokerUrl: broker.url,
      tickMs: 100,
      clock,
      seed: 42,
      utcOffsetMinutes: 0,
      timeZone: 'UTC',
      visitorMeanHours: 0,
      // No api here sends sync_state: report at once.
      syncWaitMs: 0,
    });
    await gateway.ready;
  });

  afterAll(async () => {
    await gateway?.stop();
    await api?.endAsync();
    await broker?.close();
  });

  async function command(type: string, payload: unknown, deviceId = DEVICE_ID) {
    const commandId = `cmd-${type}-${received.length}`;
    await api.publishAsync(
      topics.gatewayCommand(deviceId),
      JSON.stringify({ command_id: commandId, ts: clock.now(), type, payload }),
      { qos: MQTT_QOS },
    );
    const ack = await waitFor(
      () =>
        received.find(
          (m) =>
            m.topic === topics.gatewayCommandAck(deviceId) &&
            (m.payload as { command_id?: string }).command_id === commandId,
        ),
      `the ack of ${commandId}`,
    );
    return { index: received.indexOf(ack), ack: gatewayCommandAck.parse(ack.payload) };
  }

  it('publishes its battery on {device_id}/device/app as { value }', async () => {
    const battery = await waitFor(
      () => received.find((m) => m.topic === `${DEVICE_ID}/device/app`),
      'a battery message',
    );
    const { value } = batteryMessage.parse(battery.payload);
    expect(value).toBe(gateway.model.batteryReading());

    // Retained: an app that subscribes later gets the level at once.
    const late = await connectAsync(broker.url, { ...API, clientId: 'late-app', reconnectPeriod: 0 });
    try {
      const retained = new Promise<{ value: unknown; retain: boolean }>((resolve) =>
        late.on('message', (_topic, payload, packet) =>
          resolve({ value: JSON.parse(payload.toString()).value, retain: packet.retain }),
        ),
      );
      await late.subscribeAsync(topics.deviceApp(DEVICE_ID), { qos: MQTT_QOS });
      expect(await retained).toEqual({ value: gateway.model.batteryReading(), retain: true });
    } finally {
      await late.endAsync();
    }
  });

  it("publishes an operator's battery reading at once", async () => {
    const published = (value: unknown) => () =>
      received.find(
        (m) => m.topic === topics.deviceApp(DEVICE_ID) && (m.payload as { value?: unknown }).value === value,
      );
    gateway.setBattery(37);
    await waitFor(published(37), 'battery 37');
    gateway.setBattery('charging');
    await waitFor(published('charging'), 'battery charging');
    expect(gateway.model.batteryReading()).toBe('charging');
  });

  it('publishes telemetry that the contract accepts', async () => {
    const [first] = await waitFor(() => {
      const messages = telemetrySince(0);
      return messages.length > 0 ? messages : undefined;
    }, 'telemetry');
    expect(first.device_id).toBe(DEVICE_ID);
    expect(first.endpoints!.length).toBe(gateway.model.onlineEndpoints().length);
  });

  it('answers a command with an ack of the same command_id, and refuses an unknown one', async () => {
    const { ack } = await command('update_settings', { setting: 'monitoring_mode', value: 1 });
    expect(ack).toMatchObject({ device_id: DEVICE_ID, ok: true });
    expect(gateway.model.settings).toMatchObject({ monitoring_mode: 1, protect_mode: 0 });

    const refused = await command('self_destruct', {});
    expect(refused.ack).toMatchObject({ ok: false, message: "Unknown command type 'self_destruct'" });
  });

  it("stops reporting a blocked endpoint's usage, and reports it again once unblocked", async () => {
    const camera = gateway.model.onlineEndpoints().find((e) => e.kind === 'camera')!;
    const hasTraffic = (index: number) => () => {
      const messages = telemetrySince(index).filter((m) => m.usage!.some((u) => u.download_bytes > 0));
      return messages.length > 0 ? messages : undefined;
    };

    let mark = received.length;
    clock.advance(5 * MINUTE);
    const before = await waitFor(hasTraffic(mark), 'telemetry with traffic');
    expect(before.some((m) => bytesOf(m, camera.mac_address) > 0)).toBe(true);

    const blocked = await command('block_endpoint', {
      mac_address: camera.mac_address,
      interval: 'Permanent',
    });
    expect(blocked.ack.ok).toBe(true);
    // The gateway reports the change at once, without waiting for the next tick's traffic.
    const reported = await waitFor(() => telemetrySince(blocked.index)[0], 'telemetry after the block');
    expect(reported.endpoints!.find((e) => e.mac_address === camera.mac_address)?.blocked).toBe(true);

    mark = received.length;
    clock.advance(5 * MINUTE);
    const during = await waitFor(hasTraffic(mark), 'telemetry with traffic while blocked');
    expect(during.every((m) => bytesOf(m, camera.mac_address) === 0)).toBe(true);

    await command('unblock_endpoint', { mac_address: camera.mac_address });
    mark = received.length;
    clock.advance(5 * MINUTE);
    const after = await waitFor(hasTraffic(mark), 'telemetry with traffic after the unblock');
    expect(after.some((m) => bytesOf(m, camera.mac_address) > 0)).toBe(true);
  });

  it('lifts a timed block at the end the api sent, as extended, and tells the apps on {device_id}/device/app', async () => {
    const camera = gateway.model.onlineEndpoints().find((e) => e.kind === 'camera')!;
    const endedMessages = () =>
      received.filter(
        (m) =>
          m.topic === topics.deviceApp(DEVICE_ID) &&
          (m.payload as { module?: string }).module === 'block_ended',
      );
    const blocked = await command('block_endpoint', {
      mac_address: camera.mac_address,
      interval: '15 Minutes',
      until: clock.now() + MINUTE,
    });
    expect(blocked.ack.ok).toBe(true);
    const extended = await command('extend_block', {
      mac_address: camera.mac_address,
      until: clock.now() + 2 * MINUTE,
    });
    expect(extended.ack.ok).toBe(true);

    clock.advance(MINUTE + 1000);
    await new Promise((resolve) => setTimeout(resolve, 300)); // a few ticks
    expect(gateway.model.isBlocked(camera.mac_address)).toBe(true);
    expect(endedMessages()).toEqual([]);

    clock.advance(MINUTE);
    const [ended] = await waitFor(() => {
      const messages = endedMessages();
      return messages.length > 0 ? messages : undefined;
    }, 'a block_ended message');
    expect(blockEndedMessage.parse(ended.payload)).toEqual({
      module: 'block_ended',
      result: { mac_address: camera.mac_address },
    });
    expect(gateway.model.isBlocked(camera.mac_address)).toBe(false);

    // Nothing left to extend: the gateway refuses, and the api passes the refusal on.
    const late = await command('extend_block', {
      mac_address: camera.mac_address,
      until: clock.now() + MINUTE,
    });
    expect(late.ack).toMatchObject({ ok: false, message: GATEWAY_ACK_MESSAGES.blockEnded });
  });

  it('reconnects by itself after the connection drops, and receives the commands sent meanwhile', async () => {
    broker.drop(`gateway-${DEVICE_ID}`);
    await waitFor(() => (gateway.client.connected ? undefined : true), 'the connection to drop');
    // Sent while the gateway is offline: the persistent session keeps it for the gateway.
    const { ack } = await command('update_settings', { setting: 'ghost_mode', value: 1 });
    expect(ack.ok).toBe(true);
    expect(gateway.client.connected).toBe(true);
    expect(gateway.model.settings.ghost_mode).toBe(1);
  });

  it('with Auto Block on, blocks a device it has never seen and reports an auto_blocked event', async () => {
    const mark = received.length;
    const visited = startGateway({
      deviceId: VISITED_ID,
      secret: SECRET,
      brokerUrl: broker.url,
      tickMs: 100,
      visitorMeanHours: 0,
      settings: { auto_block: 1 },
      visitorAfterMs: 200,
      syncWaitMs: 0,
    });
    try {
      const message = await waitFor(
        () =>
          received
            .slice(mark)
            .filter((m) => m.topic === topics.gatewayTelemetry(VISITED_ID))
            .map((m) => gatewayTelemetryMessage.parse(m.payload))
            .find((m) => m.events),
        'an auto_blocked event',
      );
      const [event] = message.events!;
      expect(event).toMatchObject({ type: 'auto_blocked' });
      expect(message.endpoints!.find((e) => e.mac_address === event.mac_address)).toMatchObject({
        name: event.name,
        ip_address: event.ip_address,
        blocked: true,
      });
    } finally {
      await visited.stop();
    }
  });

  it('answers a live file-structure request with the listing of its storage, paired by request_id', async () => {
    const storage = await startTestFileServer();
    const files = startGateway({
      deviceId: FILES_ID,
      secret: SECRET,
      brokerUrl: broker.url,
      tickMs: 1000,
      visitorMeanHours: 0,
      syncWaitMs: 0,
      answerFileStructure: (request) => answerFileStructure(storage.disk, FILES_ID, request),
    });
    try {
      await files.ready;
      await api.subscribeAsync(topics.fileStructureResponse(FILES_ID), { qos: MQTT_QOS });
      const ask = (request_id: string, path: string) =>
        api.publishAsync(
          topics.fileStructureRequest(FILES_ID),
          JSON.stringify({
            module: FILE_STRUCTURE_MODULES.request,
            request_id,
            mountpoint: `/dRisk/${TEST_DEVICE}`,
            path,
            device_id: FILES_ID,
            selected_device_id: TEST_DEVICE,
          }),
          { qos: MQTT_QOS },
        );
      const answerTo = (requestId: string) =>
        waitFor(
          () =>
            received.find(
              (m) =>
                m.topic === topics.fileStructureResponse(FILES_ID) &&
                (m.payload as { request_id?: string }).request_id === requestId,
            ),
          `the answer to ${requestId}`,
        ).then((m) => fileStructureResponseMessage.parse(m.payload));

      await ask('photos', `/dRisk/${TEST_DEVICE}/Photos`);
      expect(await answerTo('photos')).toMatchObject({
        statusCode: 200,
        path: `/dRisk/${TEST_DEVICE}/Photos`,
        selected_device_id: TEST_DEVICE,
        result: [
          { type: 'directory', name: '2024' },
          { type: 'file', name: 'beach.jpg', size: 'beach-bytes'.length },
        ],
      });

      // Another storage than the one selected: refused, not listed.
      await ask('elsewhere', `/dRisk/${TEST_DRIVE}`);
      expect(await answerTo('elsewhere')).toMatchObject({ statusCode: 400, result: [] });
    } finally {
      await files.stop();
      await storage.stop();
    }
  });

  it("holds its telemetry until the api's sync_state, then reports the api's endpoints and home", async () => {
    await api.subscribeAsync(topics.deviceApp(SYNCED_ID), { qos: MQTT_QOS });
    const mark = received.length;
    const statuses: GatewayStatus[] = [];
    const synced = startGateway({
      deviceId: SYNCED_ID,
      secret: SECRET,
      brokerUrl: broker.url,
      tickMs: 50,
      visitorMeanHours: 0,
      syncWaitMs: 30_000,
      onStatus: (status) => statuses.push(status),
    });
    const telemetryOf = () =>
      received
        .slice(mark)
        .filter((m) => m.topic === topics.gatewayTelemetry(SYNCED_ID))
        .map((m) => gatewayTelemetryMessage.parse(m.payload));
    try {
      await synced.ready;
      // Ticks go by, the battery goes out, but no telemetry names the seed's own household.
      await waitFor(
        () => received.slice(mark).find((m) => m.topic === topics.deviceApp(SYNCED_ID)),
        'the battery',
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(telemetryOf()).toEqual([]);

      const endpoints = [
        { name: "Sam's Pixel 8", mac_address: '58:24:29:30:00:01', ip_address: '192.168.10.21' },
        { name: 'Living Room TV', mac_address: '70:2A:D5:30:00:02', ip_address: '192.168.10.22' },
        { name: 'Echo Dot', mac_address: '08:A6:BC:30:00:03', ip_address: '192.168.10.23' },
      ];
      const { ack } = await command(
        'sync_state',
        {
          settings: synced.model.settings,
          parental: null,
          blocked: [],
          endpoints,
          location: { latitude: 48.8566, longitude: 2.3522, location: 'Paris, France' },
        },
        SYNCED_ID,
      );
      expect(ack.ok).toBe(true);
      const [first] = await waitFor(() => {
        const messages = telemetryOf();
        return messages.length > 0 ? messages : undefined;
      }, 'telemetry after sync_state');
      expect(first.endpoints!.map((e) => e.name).sort()).toEqual(endpoints.map((e) => e.name).sort());
      expect(first.location).toMatchObject({ location: 'Paris, France' });
      expect(first.location!.latitude).toBeCloseTo(48.8566, 2);
      expect(statuses).toContainEqual({ state: 'synced', endpoints: 3 });
    } finally {
      await synced.stop();
    }
  });

  it('is refused by the broker with a wrong secret, and keeps retrying quietly', async () => {
    const statuses: GatewayStatus[] = [];
    const impostor = startGateway({
      deviceId: 'DRT-000002',
      secret: 'not-the-secret',
      brokerUrl: broker.url,
      tickMs: 100,
      onStatus: (status) => statuses.push(status),
    });
    try {
      const status = await waitFor(() => statuses.find((s) => s.state === 'reconnecting'), 'a refusal');
      expect(status).toMatchObject({
        state: 'reconnecting',
        error: expect.stringMatching(/bad username or password/i),
      });
      expect(impostor.client.connected).toBe(false);
      expect(received.some((m) => m.topic === topics.gatewayTelemetry('DRT-000002'))).toBe(false);
    } finally {
      await impostor.stop();
    }
  });
});
