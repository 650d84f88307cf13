// Child-process entry: a gateway publishing on its `{device_id}/device/app` topic at QoS 2, so that the
// process measuring latency is not the one sending. Driven over IPC by rows/mqttLatency.ts:
//   parent -> { type: 'run', phase, ratePerSecond, count }   child -> { type: 'done', phase, sent, ms }
//   parent -> { type: 'stop' }
// Until the first 'run' it publishes a probe every 20 ms, so the parent knows its subscription works.
import { connect } from 'mqtt';

const { BENCH_MQTT_URL: url, BENCH_MQTT_USERNAME: username, BENCH_MQTT_PASSWORD: password } = process.env;
const topic = process.env.BENCH_MQTT_TOPIC;
if (!url || !username || !password || !topic || !process.send) throw new Error('Run by bench/run.ts only');
const send = (message: object) => process.send!(message);

const client = connect(url, {
  username,
  password,
  clientId: `bench-publisher-${process.pid}`,
  protocolVersion: 4,
  clean: true,
  reconnectPeriod: 0,
  connectTimeout: 10_000,
});
client.on('error', (error) => send({ type: 'error', message: error.message }));

const nowNs = () => process.hrtime.bigint().toString();
const publish = (phase: string, seq: number) =>
  // The timestamp is taken at the publish call: the figure runs from here to the subscriber's handler.
  client.publish(topic, JSON.stringify({ module: 'bench', result: { phase, seq, sent_ns: nowNs() } }), {
    qos: 2,
  });

let probing: NodeJS.Timeout | null = null;
client.once('connect', () => {
  let seq = 0;
  probing = setInterval(() => publish('probe', seq++), 20);
});

/** Publishes `count` messages at `ratePerSecond`, each when it is due (a 1 ms timer checks). */
function run(phase: string, ratePerSecond: number, count: number) {
  if (probing) clearInterval(probing);
  probing = null;
  const interval = 1000 / ratePerSecond;
  const start = performance.now();
  let next = 0;
  const tick = () => {
    const now = performance.now();
    while (next < count && start + next * interval <= now) publish(phase, next++);
    if (next < count) setTimeout(tick, 1);
    else send({ type: 'done', phase, sent: count, ms: performance.now() - start });
  };
  tick();
}

process.on('message', (message: { type: string; phase: string; ratePerSecond: number; count: number }) => {
  if (message.type === 'run') run(message.phase, message.ratePerSecond, message.count);
  if (message.type === 'stop') client.end(false, {}, () => process.exit(0));
});
