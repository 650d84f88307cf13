import { topicFilters, topics, type RealtimeConfig } from '@drisk/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devices, users } from '../db/schema';
import {
  collect,
  connectFakeGateway,
  connectMqtt,
  trySubscribe,
  waitFor,
  type FakeGateway,
} from '../test/mqttClients';
import { startHttpAuthBroker, type HttpAuthBroker } from '../test/startHttpAuthBroker';
import { getTestServer, type TestServer } from '../test/testServer';
import { API_SHARE_GROUP } from './externalTransport';

/**
 * With MQTT_URL the api is a client of an external broker, and that broker asks the api's mqtt/auth and
 * mqtt/acl about every client. The broker here is a separate process (test/httpAuthBroker.ts): Aedes that
 * decides nothing itself and asks the api over HTTP with the shared secret, as EMQX's HTTP auth does. So
 * everything below crosses the real path: the api's own connection, gateways, browsers, commands and
 * telemetry, each allowed or refused by the api's answers.
 */
const SECRET = 'external-broker-secret-for-tests';
const API_PASSWORD = 'api-password-for-tests';
const SHARED_TELEMETRY = `$share/${API_SHARE_GROUP}/${topicFilters.gatewayTelemetry}`;

let broker: HttpAuthBroker;
let server: TestServer;
let gateway: FakeGateway;
/** The test server, with its MQTT clients pointed at the external broker (plain MQTT, as gateways use). */
let viaBroker: TestServer;

/** An api node of the external broker, over the test file's database. */
async function startApiNode() {
  return getTestServer({
    mqttUrl: broker.tcpUrl,
    mqttApiPassword: API_PASSWORD,
    mqttAuthSecret: SECRET,
    mqttPublicWsUrl: broker.wsUrl,
  });
}

async function userId(email: string) {
  const [row] = await server.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row.id;
}

beforeAll(async () => {
  broker = await startHttpAuthBroker({ secret: SECRET });
  server = await startApiNode();
  // The broker learns the api's address only now, so the api's first attempt was refused: it retries.
  await broker.askApiAt(server.url);
  await broker.subscribed('api', SHARED_TELEMETRY);
  await broker.subscribed('api', topicFilters.gatewayCommandAck);
  viaBroker = { ...server, mqttUrl: broker.tcpUrl };
  gateway = await connectFakeGateway(viaBroker, 'DRS-100003');
});

afterAll(async () => {
  await gateway?.close();
  await server?.close();
  await broker?.close();
});

describe('with an external broker (MQTT_URL)', () => {
  it('connects the api with its own credentials, which the broker checked through mqtt/auth', async () => {
    expect(server.app.realtime.broker).toBeNull();
    expect(broker.events).toContainEqual(expect.objectContaining({ type: 'connected', username: 'api' }));
    // Anyone else using the api's name needs its password.
    await expect(connectMqtt(viaBroker, 'api', 'not-the-password')).rejects.toThrow(/Not authorized/);
    expect(broker.events).toContainEqual({ type: 'refused', step: 'connect', username: 'api' });
  });

  it('stores telemetry a gateway publishes through the broker, and greets the gateway with sync_state', async () => {
    const before = server.app.telemetry.stats.received;
    await gateway.publishTelemetry({ battery: 12 });
    await waitFor(() => server.app.telemetry.stats.received > before, 5_000, 'the telemetry');
    await server.app.telemetry.flush();
    const [row] = await server.db.select().from(devices).where(eq(devices.deviceId, 'DRS-100003'));
    expect(row.batteryLevel).toBe(12);
    expect(server.app.gateways.isOnline('DRS-100003')).toBe(true);
    await waitFor(() => gateway.commands.some((c) => c.type === 'sync_state'), 5_000, 'sync_state');
  });

  it('delivers a command from the api to the gateway and resolves with its ack', async () => {
    const ack = await server.app.gateways.sendCommand('DRS-100003', { type: 'scan_wifi', payload: {} });
    expect(ack).toMatchObject({ ok: true, device_id: 'DRS-100003' });
    expect(gateway.commands.find((c) => c.command_id === ack.command_id)?.type).toBe('scan_wifi');
  });

  it('refuses a gateway with a wrong secret, and disconnects one that publishes as another gateway', async () => {
    await expect(connectMqtt(viaBroker, 'DRS-100003', 'wrong-secret')).rejects.toThrow(/Not authorized/);
    const impostor = await connectFakeGateway(viaBroker, 'DRB-100002');
    const closed = new Promise<void>((resolve) => impostor.client.once('close', () => resolve()));
    impostor.client.publish(
      topics.gatewayTelemetry('DRA-100001'),
      JSON.stringify({ device_id: 'DRA-100001' }),
    );
    await closed;
    expect(broker.events).toContainEqual({
      type: 'refused',
      step: 'publish',
      username: 'DRB-100002',
      topic: topics.gatewayTelemetry('DRA-100001'),
    });
    await impostor.close();
  });

  it("lets a browser with a session token subscribe to its own device's topic, not to another user's", async () => {
    const ownerId = await userId('owner@example.com');
    const soloId = await userId('solo@example.com');
    const token = await server.login('owner@example.com', 'Owner#12345');
    // The browser finds the broker the way the dashboard does.
    const config = await server.call<RealtimeConfig>('realtime/config');
    expect(config.body.result.ws_url).toBe(broker.wsUrl);
    const browserSide = { ...server, mqttUrl: config.body.result.ws_url };

    const browser = await connectMqtt(browserSide, String(ownerId), token);
    try {
      expect(await trySubscribe(browser, topics.deviceApp('DRA-100001'))).toBe(true);
      expect(await trySubscribe(browser, topics.userApp(ownerId))).toBe(true);
      expect(await trySubscribe(browser, topics.deviceApp('DRS-100003'))).toBe(false); // solo's device
      expect(await trySubscribe(browser, topics.userApp(soloId))).toBe(false);
      expect(await trySubscribe(browser, topicFilters.gatewayTelemetry)).toBe(false);

      const received = collect(browser, topics.deviceApp('DRA-100001'));
      const fromOthers = collect(browser, topics.deviceApp('DRS-100003'));
      await server.app.gateways.publishToDevice('DRA-100001', { value: 80 });
      await server.app.gateways.publishToDevice('DRS-100003', { value: 10 });
      await waitFor(() => received.length > 0, 5_000, "the owner's device message");
      expect(received).toEqual([{ value: 80 }]);
      expect(fromOthers).toEqual([]);
    } finally {
      await browser.endAsync(true);
    }
    // A token is good for its own user only.
    await expect(connectMqtt(browserSide, String(soloId), token)).rejects.toThrow(/Not authorized/);
  });

  it('has each telemetry message stored by one api node only (shared subscription)', async () => {
    const second = await startApiNode();
    try {
      await broker.subscribed('api', SHARED_TELEMETRY, { count: 2 });
      const nodes = [server, second];
      const received = () => nodes.reduce((sum, node) => sum + node.app.telemetry.stats.received, 0);
      const before = received();
      const other = await connectFakeGateway(viaBroker, 'DRB-100002');
      try {
        for (let i = 0; i < 5; i++) {
          await gateway.publishTelemetry({ battery: 50 + i });
          await other.publishTelemetry({ battery: 60 + i });
        }
        await waitFor(() => received() >= before + 10, 5_000, 'the telemetry');
        // A message delivered to both nodes would arrive within moments of the first copy.
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(received() - before).toBe(10);
      } finally {
        await other.close();
      }
    } finally {
      await second.close();
    }
  });
});
