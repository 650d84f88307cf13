import { randomBytes } from 'node:crypto';
import { MQTT_QOS, topics } from '@drisk/contract';
import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { connect, type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { connectFakeGateway, trySubscribe, waitFor, type FakeGateway } from '../test/mqttClients';
import { getTestServer, type TestServer } from '../test/testServer';
import { redisAnswers } from '../test/redisProbe';

/** The local Redis of this machine (README: REDIS_URL); the two nodes below share it and one database. */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const DATABASE_URL = process.env.DATABASE_URL;
const DEVICE = 'DRA-100001';

const redisUp = await redisAnswers(REDIS_URL);
if (!redisUp)
  console.warn(`brokerCluster.test.ts skipped: no Redis answers at ${REDIS_URL} (set TEST_REDIS_URL)`);
if (!DATABASE_URL)
  console.warn('brokerCluster.test.ts skipped: two nodes need PostgreSQL (set DATABASE_URL)');

describe.skipIf(!redisUp || !DATABASE_URL)('MQTT across two api nodes over Redis', () => {
  // A key of its own: other clusters under test on the same Redis never hear this one.
  const cluster = {
    redisUrl: REDIS_URL,
    chatRedisKey: `drisk-chat-test-${randomBytes(6).toString('hex')}`,
    mqttRedisKey: `drisk-mqtt-test-${randomBytes(6).toString('hex')}`,
    uploadRedisKey: `drisk-uploads-test-${randomBytes(6).toString('hex')}`,
  };
  let nodeA: TestServer;
  let nodeB: TestServer;
  let nodeAUp = false;
  const open: Array<MqttClient | FakeGateway> = [];
  const track = <T extends MqttClient | FakeGateway>(client: T) => (open.push(client), client);

  beforeAll(async () => {
    nodeA = await getTestServer(cluster, { broker: true });
    nodeAUp = true;
    nodeB = await getTestServer(cluster, { broker: true });
  });
  afterAll(async () => {
    await Promise.all(open.map((client) => ('commands' in client ? client.close() : client.endAsync(true))));
    if (nodeAUp) await nodeA?.close();
    await nodeB?.close();
    // The cluster's sessions and retained messages: nothing of this test stays in the shared Redis.
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${cluster.mqttRedisKey}:*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });

  /** The owner's browser-like client (as @drisk/realtime connects) with what it receives on `topic`. */
  async function ownerClient(
    server: TestServer,
    topic: string,
    options: { clientId?: string; clean?: boolean },
  ) {
    const token = await server.login('owner@example.com', 'Owner#12345');
    const [owner] = await server.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'owner@example.com'));
    const client = connect(server.mqttUrl!, {
      clientId: options.clientId ?? `browser-${randomBytes(4).toString('hex')}`,
      clean: options.clean ?? true,
      username: String(owner.id),
      password: token,
      protocolVersion: 4,
      reconnectPeriod: 0,
      connectTimeout: 5_000,
    });
    // Listening before CONNACK: a restored session's queued messages arrive right behind it.
    const received: string[] = [];
    client.on('message', (at, payload) => at === topic && received.push(payload.toString('utf8')));
    await new Promise<void>((resolve, reject) => {
      client.once('connect', () => resolve());
      client.once('error', reject);
    });
    return { client: track(client), received };
  }

  it('carries a message from a gateway on node A to a browser on node B', async () => {
    const topic = topics.deviceApp(DEVICE);
    const browser = await ownerClient(nodeB, topic, {});
    expect(await trySubscribe(browser.client, topic)).toBe(true);
    const gateway = track(await connectFakeGateway(nodeA, DEVICE));
    await gateway.client.publishAsync(topic, JSON.stringify({ value: 'across' }), { qos: MQTT_QOS });
    await waitFor(() => browser.received.length > 0, 5_000, 'the browser on node B to get the message');
    expect(browser.received).toEqual([JSON.stringify({ value: 'across' })]);
  });

  it('counts a gateway on node A online on node B, where a command to it is answered; offline once it leaves', async () => {
    const gateway = await connectFakeGateway(nodeA, 'DRS-100003');
    await waitFor(() => nodeB.app.gateways.isOnline('DRS-100003'), 5_000, 'node B to hear of the gateway');
    const ack = await nodeB.app.gateways.sendCommand('DRS-100003', { type: 'scan_wifi', payload: {} });
    expect(ack.ok).toBe(true);
    expect(gateway.commands.map((command) => command.type)).toContain('scan_wifi');

    await gateway.close();
    await waitFor(() => !nodeB.app.gateways.isOnline('DRS-100003'), 5_000, 'node B to hear it left');
    await expect(
      nodeB.app.gateways.sendCommand('DRS-100003', { type: 'scan_wifi', payload: {} }),
    ).rejects.toMatchObject({ statusCode: 504 });
  });

  it('keeps a persistent QoS 2 session when its node stops: the message sent meanwhile arrives once, on node B', async () => {
    const topic = topics.deviceApp(DEVICE);
    const clientId = `browser-persistent-${randomBytes(4).toString('hex')}`;
    const first = await ownerClient(nodeA, topic, { clientId, clean: false });
    expect(await trySubscribe(first.client, topic)).toBe(true);

    await nodeA.close();
    nodeAUp = false;
    await waitFor(() => !first.client.connected, 5_000, 'node A to close its connections');

    const gateway = track(await connectFakeGateway(nodeB, DEVICE));
    await gateway.client.publishAsync(topic, JSON.stringify({ value: 'while away' }), { qos: MQTT_QOS });

    const again = await ownerClient(nodeB, topic, { clientId, clean: false });
    await waitFor(() => again.received.length > 0, 5_000, 'the queued message on node B');
    // Any duplicate would come right behind the first delivery.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(again.received).toEqual([JSON.stringify({ value: 'while away' })]);
  });
});
