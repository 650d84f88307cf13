import { connect as connectTcp, type Socket } from 'node:net';
import { once } from 'node:events';
import mqtt from 'mqtt';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { ROLE } from '@drisk/contract';
import { createEmbeddedBroker, type EmbeddedBroker } from './embeddedBroker';
import type { MqttIdentity } from './mqttIdentity';

const DEVICE = 'DRT-000001';
const TOPIC = `${DEVICE}/device/app`;
const DRAIN_TIMEOUT_MS = 400;

/** Users are their numeric name; the gateway is its device id; every user is mapped to the device. */
async function startBroker() {
  const broker = await createEmbeddedBroker({
    credentials: {
      check: async (username): Promise<MqttIdentity | null> =>
        username === DEVICE
          ? { kind: 'gateway', deviceId: DEVICE }
          : { kind: 'user', userId: Number(username), sessionId: Number(username) },
      clearCache: () => {},
    },
    acl: { roleOn: async () => ROLE.Owner },
    log: pino({ level: 'silent' }),
    drainTimeoutMs: DRAIN_TIMEOUT_MS,
  });
  const addresses = await broker.listen({ host: '127.0.0.1', wsPort: 0, tcpPort: 0 });
  return { broker, tcpPort: addresses.tcpPort! };
}

/** An MQTT 3.1.1 packet: fixed header with the remaining length, then the body. */
function packet(type: number, body: Buffer): Buffer {
  const length: number[] = [];
  let rest = body.length;
  do {
    let byte = rest % 128;
    rest = Math.floor(rest / 128);
    if (rest > 0) byte |= 0x80;
    length.push(byte);
  } while (rest > 0);
  return Buffer.concat([Buffer.from([type, ...length]), body]);
}
const text = (value: string) => {
  const bytes = Buffer.from(value, 'utf8');
  return Buffer.concat([Buffer.from([bytes.length >> 8, bytes.length & 0xff]), bytes]);
};

/**
 * A subscriber that connects and subscribes with hand-written packets, then never reads again: the
 * broker's writes to it back up, as with a phone on a dead link.
 */
async function connectStalledSubscriber(port: number, userId: number): Promise<Socket> {
  const socket = connectTcp(port, '127.0.0.1');
  await once(socket, 'connect');
  const connectBody = Buffer.concat([
    text('MQTT'),
    Buffer.from([4, 0xc2, 0, 60]), // level 4, username + password + clean session, keep-alive 60 s
    text(`stalled-${userId}`),
    text(String(userId)),
    text('password'),
  ]);
  socket.write(packet(0x10, connectBody));
  socket.write(packet(0x82, Buffer.concat([Buffer.from([0, 1]), text(TOPIC), Buffer.from([0])])));
  // Wait for CONNACK and SUBACK, then stop reading.
  let received = 0;
  await new Promise<void>((resolve) => {
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received >= 4 + 5) {
        socket.off('data', onData);
        socket.pause();
        resolve();
      }
    };
    socket.on('data', onData);
  });
  return socket;
}

let running: EmbeddedBroker | null = null;
afterEach(async () => {
  await running?.close();
  running = null;
});

describe('a slow subscriber (drain timeout)', () => {
  it('is disconnected while a healthy subscriber of the same topic gets every message', async () => {
    const { broker, tcpPort } = await startBroker();
    running = broker;
    const stalled = await connectStalledSubscriber(tcpPort, 7);
    const healthy = await mqtt.connectAsync(`mqtt://127.0.0.1:${tcpPort}`, {
      username: '8',
      password: 'password',
      reconnectPeriod: 0,
    });
    const gateway = await mqtt.connectAsync(`mqtt://127.0.0.1:${tcpPort}`, {
      username: DEVICE,
      password: 'secret',
      reconnectPeriod: 0,
    });
    try {
      await healthy.subscribeAsync(TOPIC, { qos: 0 });
      let got = 0;
      healthy.on('message', () => got++);
      const disconnected = new Promise<string>((resolve) =>
        broker.aedes.on('clientDisconnect', (client) => resolve(client.id)),
      );

      // 200 × 64 kB is far more than the stalled socket's buffers can take.
      const body = Buffer.alloc(64 * 1024, 'x');
      const count = 200;
      const started = Date.now();
      for (let i = 0; i < count; i++) await gateway.publishAsync(TOPIC, body, { qos: 0 });
      while (got < count && Date.now() - started < 10_000) await new Promise((r) => setTimeout(r, 20));

      expect(got).toBe(count);
      expect(await disconnected).toBe('stalled-7');
      expect(broker.userConnections().map((c) => c.userId)).toEqual([8]);
    } finally {
      stalled.destroy();
      await Promise.all([healthy.endAsync(true), gateway.endAsync(true)]);
    }
  });
});
