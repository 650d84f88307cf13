// Child-process entry of `npm run load`: a fleet of gateways, each its own MQTT connection with its own
// credential, publishing every LOAD_TICK_MS at QoS 2 what a real gateway publishes: telemetry with the bytes
// it moved (ingested by the api) and a numbered message on its device/app topic (delivered to dashboards).
// Driven over IPC by load/run.ts:
//   parent -> { type: 'start' }                 child -> { type: 'connected', count }
//   parent -> { type: 'stop' }                  child -> { type: 'stopped', acknowledged }
// `acknowledged` is, per gateway, how many of each kind the broker confirmed (PUBCOMP): what must arrive.
import { connect, type MqttClient } from 'mqtt';
import { topics } from '@drisk/contract';
import { BYTES_PER_TELEMETRY, type FleetGateway, type FleetReport } from './loadProtocol';

const gateways = JSON.parse(process.env.LOAD_GATEWAYS ?? '[]') as FleetGateway[];
const tickMs = Number(process.env.LOAD_TICK_MS) || 5_000;
if (gateways.length === 0 || !process.send) throw new Error('Run by load/run.ts only');
const send = (message: object) => process.send!(message);

const acknowledged: FleetReport['acknowledged'] = {};
const errors: string[] = [];
const clients: MqttClient[] = [];
const timers: NodeJS.Timeout[] = [];
let stopping = false;

function noteError(message: string) {
  // The first hundred are enough to say what went wrong.
  if (errors.length < 100) errors.push(message);
}

function connectGateway(gateway: FleetGateway): Promise<MqttClient> {
  const client = connect(gateway.url, {
    username: gateway.deviceId,
    password: gateway.secret,
    clientId: `load-${gateway.deviceId}`,
    protocolVersion: 4,
    clean: false,
    reconnectPeriod: 1_000,
    connectTimeout: 30_000,
  });
  client.on('error', (error) => noteError(`${gateway.deviceId}: ${error.message}`));
  return new Promise((resolve, reject) => {
    client.once('connect', () => resolve(client));
    client.once('error', reject);
  });
}

function startPublishing(gateway: FleetGateway, client: MqttClient, offsetMs: number) {
  const counts = (acknowledged[gateway.deviceId] = { telemetry: 0, app: 0 });
  let seq = 0;
  const tick = () => {
    if (stopping) return;
    const now = Date.now();
    const telemetry = {
      device_id: gateway.deviceId,
      ts: now,
      battery: 40 + (seq % 60),
      usage: [
        {
          network: 'LAN',
          download_bytes: BYTES_PER_TELEMETRY.download,
          upload_bytes: BYTES_PER_TELEMETRY.upload,
        },
      ],
    };
    client.publish(
      topics.gatewayTelemetry(gateway.deviceId),
      JSON.stringify(telemetry),
      { qos: 2 },
      (error) => {
        if (error) noteError(`${gateway.deviceId} telemetry: ${error.message}`);
        else counts.telemetry += 1;
      },
    );
    const app = { module: 'load', result: { seq, at: now } };
    client.publish(topics.deviceApp(gateway.deviceId), JSON.stringify(app), { qos: 2 }, (error) => {
      if (error) noteError(`${gateway.deviceId} device/app: ${error.message}`);
      else counts.app += 1;
    });
    seq += 1;
  };
  // Spread over the tick, as real gateways that started at different times are.
  timers.push(
    setTimeout(() => {
      tick();
      timers.push(setInterval(tick, tickMs));
    }, offsetMs),
  );
}

process.on('message', async (message: { type: string }) => {
  if (message.type === 'start') {
    // A few at a time, as gateways powering up do, so the broker's authentication is not one burst.
    for (let i = 0; i < gateways.length; i += 50) {
      const batch = gateways.slice(i, i + 50);
      const connected = await Promise.all(batch.map(connectGateway));
      clients.push(...connected);
    }
    send({ type: 'connected', count: clients.length });
    gateways.forEach((gateway, i) => startPublishing(gateway, clients[i]!, (i * tickMs) / gateways.length));
  }
  if (message.type === 'stop') {
    stopping = true;
    for (const timer of timers) clearTimeout(timer);
    // Publishes in flight finish their QoS 2 exchange before the connections close.
    await Promise.all(clients.map((client) => new Promise((resolve) => client.end(false, {}, resolve))));
    // Exit once the report is through the IPC channel: exiting at once can lose a large message.
    process.send!({ type: 'stopped', acknowledged, errors } satisfies FleetReport & { type: string }, () =>
      process.exit(0),
    );
  }
});
