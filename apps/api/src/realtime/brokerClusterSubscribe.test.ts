import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type AddressInfo } from 'node:net';
import { Aedes } from 'aedes';
import { Redis } from 'ioredis';
import { connectAsync, type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisAnswers } from '../test/redisProbe';
import { createBrokerCluster } from './brokerCluster';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisUp = await redisAnswers(REDIS_URL);
if (!redisUp) console.warn(`brokerClusterSubscribe.test.ts skipped: no Redis answers at ${REDIS_URL}`);

/**
 * The Redis-shared broker and a persistent client (as a gateway connects: no clean session, a fixed client id) that
 * subscribes to several topics in one SUBSCRIBE. Aedes alone, without the api's authentication, so that
 * what is tested is the sharing.
 */
describe.skipIf(!redisUp)('a broker sharing its sessions through Redis', () => {
  const key = `drisk-mqtt-test-${randomBytes(6).toString('hex')}`;
  let broker: Aedes;
  const server = createServer();
  const clients: MqttClient[] = [];
  let url = '';

  beforeAll(async () => {
    const log = { warn: () => {} } as never;
    const { mq, persistence } = createBrokerCluster(REDIS_URL, key, log);
    broker = await Aedes.createBroker({ mq, persistence } as never);
    server.on('connection', broker.handle);
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    url = `mqtt://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.endAsync(true)));
    server.close();
    await new Promise<void>((resolve) => broker?.close(() => resolve()));
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${key}:*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });

  const connectGateway = async (clientId: string) => {
    const client = await connectAsync(url, { clientId, clean: false, reconnectPeriod: 0 });
    clients.push(client);
    return client;
  };

  it('grants a persistent client several topics in one SUBSCRIBE, and delivers on each', async () => {
    const gateway = await connectGateway('gateway-DRA-1');
    const granted = await Promise.race([
      gateway.subscribeAsync(['gateway/DRA-1/command', 'DRA-1/app/device', 'DRA-1/other'], { qos: 2 }),
      new Promise<'no SUBACK'>((resolve) => setTimeout(() => resolve('no SUBACK'), 5_000)),
    ]);
    expect(granted).toEqual([
      { topic: 'gateway/DRA-1/command', qos: 2 },
      { topic: 'DRA-1/app/device', qos: 2 },
      { topic: 'DRA-1/other', qos: 2 },
    ]);

    const received: string[] = [];
    gateway.on('message', (topic) => received.push(topic));
    const api = await connectAsync(url, { clientId: 'api', reconnectPeriod: 0 });
    clients.push(api);
    await api.publishAsync('gateway/DRA-1/command', '{}', { qos: 2 });
    await api.publishAsync('DRA-1/app/device', '{}', { qos: 2 });
    await expect.poll(() => received.sort()).toEqual(['DRA-1/app/device', 'gateway/DRA-1/command']);
  });

  it('grants them again when the client comes back to its session, and unsubscribes', async () => {
    const first = await connectGateway('gateway-DRA-2');
    await first.subscribeAsync(['gateway/DRA-2/command'], { qos: 2 });
    await first.endAsync(true);
    const again = await connectGateway('gateway-DRA-2');
    expect(
      await again.subscribeAsync(['gateway/DRA-2/command', 'DRA-2/app/device'], { qos: 2 }),
    ).toHaveLength(2);
    await again.unsubscribeAsync(['gateway/DRA-2/command', 'DRA-2/app/device']);
    expect(await again.subscribeAsync(['DRA-2/app/device', 'gateway/DRA-2/command'], { qos: 1 })).toEqual([
      { topic: 'DRA-2/app/device', qos: 1 },
      { topic: 'gateway/DRA-2/command', qos: 1 },
    ]);
  });
});
