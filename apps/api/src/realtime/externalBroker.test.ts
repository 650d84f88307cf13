import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MQTT_QOS, topics, type GatewayCommandAck, type GatewayCommandMessage } from '@drisk/contract';
import { eq } from 'drizzle-orm';
import { connect, type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devices } from '../db/schema';
import { waitFor } from '../test/mqttClients';
import { getTestServer, type TestServer } from '../test/testServer';

/**
 * With MQTT_URL the api is a client of an external broker. Here that broker is a real Mosquitto 2
 * (anonymous, so only the api's client side is under test; the broker's HTTP auth calls have their own
 * tests), when the machine has one.
 */
const hasMosquitto = spawnSync('mosquitto', ['-h']).status !== null;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe.skipIf(!hasMosquitto)('with an external broker (MQTT_URL)', () => {
  let dir: string;
  let mosquitto: ChildProcess;
  let server: TestServer;
  let brokerUrl: string;
  let gateway: MqttClient;
  const commands: GatewayCommandMessage[] = [];

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'drisk-mosquitto-'));
    const port = await freePort();
    await writeFile(path.join(dir, 'mosquitto.conf'), `listener ${port} 127.0.0.1\nallow_anonymous true\n`);
    mosquitto = spawn('mosquitto', ['-c', path.join(dir, 'mosquitto.conf')], { stdio: 'ignore' });
    brokerUrl = `mqtt://127.0.0.1:${port}`;
    await waitFor(
      () =>
        new Promise<boolean>((resolve) => {
          const probe = connect(brokerUrl, { reconnectPeriod: 0, connectTimeout: 500 });
          probe.once('connect', () => (probe.end(true), resolve(true)));
          probe.once('error', () => (probe.end(true), resolve(false)));
          probe.once('close', () => resolve(false));
        }),
      10_000,
      'mosquitto to start',
    );
    server = await getTestServer({ mqttUrl: brokerUrl, mqttApiPassword: 'api-password' });

    // A gateway at the same broker that acknowledges every command.
    gateway = connect(brokerUrl, { clientId: 'gateway-DRS-100003', username: 'DRS-100003', password: 'x' });
    await new Promise((resolve) => gateway.once('connect', resolve));
    await gateway.subscribeAsync(topics.gatewayCommand('DRS-100003'), { qos: MQTT_QOS });
    gateway.on('message', (topic, payload) => {
      const command = JSON.parse(payload.toString()) as GatewayCommandMessage;
      commands.push(command);
      const ack: GatewayCommandAck = {
        command_id: command.command_id,
        device_id: 'DRS-100003',
        ok: true,
        message: 'Done',
        ts: Date.now(),
      };
      gateway.publish(topics.gatewayCommandAck('DRS-100003'), JSON.stringify(ack), { qos: MQTT_QOS });
    });
  });

  afterAll(async () => {
    await gateway?.endAsync(true);
    await server?.close();
    mosquitto?.kill();
    await rm(dir, { recursive: true, force: true });
  });

  it('starts no embedded broker', async () => {
    expect(server.app.realtime.broker).toBeNull();
  });

  it('ingests telemetry through a shared subscription and greets the gateway with sync_state', async () => {
    expect(server.app.gateways.isOnline('DRS-100003')).toBe(false);
    const before = server.app.telemetry.stats.received;
    const telemetry = { device_id: 'DRS-100003', ts: Date.now(), battery: 12 };
    await gateway.publishAsync(topics.gatewayTelemetry('DRS-100003'), JSON.stringify(telemetry), {
      qos: MQTT_QOS,
    });
    await waitFor(() => server.app.telemetry.stats.received > before, 5_000, 'the telemetry');
    await server.app.telemetry.flush();
    const [row] = await server.db.select().from(devices).where(eq(devices.deviceId, 'DRS-100003'));
    expect(row.batteryLevel).toBe(12);
    expect(server.app.gateways.isOnline('DRS-100003')).toBe(true);
    await waitFor(() => commands.some((c) => c.type === 'sync_state'), 5_000, 'sync_state');
  });

  it('sends commands and resolves with the ack', async () => {
    const ack = await server.app.gateways.sendCommand('DRS-100003', { type: 'scan_wifi', payload: {} });
    expect(ack).toMatchObject({ ok: true, device_id: 'DRS-100003' });
  });
});
