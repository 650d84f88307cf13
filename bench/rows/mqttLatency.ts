import { fork } from 'node:child_process';
import path from 'node:path';
import { topics } from '@drisk/contract';
import { connectRealtime } from '@drisk/realtime';
import { BENCH_DEVICE_ID, BENCH_USER } from '../lib/benchDatabase';
import { signIn } from '../lib/apiCalls';
import { createHttpClient } from '../lib/httpLoad';
import { formatMs, summarize } from '../lib/stats';
import type { BenchRow } from '../lib/table';

export const MQTT_P99_BUDGET_MS = 10;
const RATES = [100, 1_000] as const;
const WARMUP_MS = 1_000;
const MEASURE_MS = 5_000;

interface BenchMessage {
  module: 'bench';
  result: { phase: string; seq: number; sent_ns: string };
}

const isBenchMessage = (message: unknown): message is BenchMessage =>
  typeof message === 'object' && message !== null && (message as { module?: unknown }).module === 'bench';

/**
 * Row 3: a gateway (its own credential, in a child process) publishes on `{device_id}/device/app` at QoS 2
 * through the api's embedded broker; this process subscribes the way the dashboard does, through
 * @drisk/realtime's connection (mqtt.js over WebSocket, user id and session token, QoS 2), and takes the
 * time in the message handler. Both processes read the same monotonic clock.
 */
export async function measureMqttLatency(
  apiUrl: string,
  mqttWsPort: number,
  gatewaySecret: string,
): Promise<BenchRow[]> {
  const http = createHttpClient(apiUrl, 1);
  const { token, userId } = await signIn(http, BENCH_USER.email, BENCH_USER.password);
  http.close();
  const url = `ws://127.0.0.1:${mqttWsPort}/mqtt`;
  const topic = topics.deviceApp(BENCH_DEVICE_ID);

  const received = new Map<string, { latencies: number[]; count: number }>();
  let probeSeen: () => void = () => {};
  const probed = new Promise<void>((resolve) => (probeSeen = resolve));
  const connection = connectRealtime({ url, username: String(userId), getPassword: () => token });
  const unsubscribe = connection.subscribe(topic, (message) => {
    const arrived = process.hrtime.bigint();
    if (!isBenchMessage(message)) return;
    const { phase, sent_ns } = message.result;
    if (phase === 'probe') return probeSeen();
    const entry = received.get(phase) ?? { latencies: [], count: 0 };
    entry.count += 1;
    entry.latencies.push(Number(arrived - BigInt(sent_ns)) / 1e6);
    received.set(phase, entry);
  });

  const publisher = fork(path.join(import.meta.dirname, '../lib/mqttPublisherChild.ts'), [], {
    execArgv: ['--import', 'tsx'],
    env: {
      ...process.env,
      BENCH_MQTT_URL: url,
      BENCH_MQTT_USERNAME: BENCH_DEVICE_ID,
      BENCH_MQTT_PASSWORD: gatewaySecret,
      BENCH_MQTT_TOPIC: topic,
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const fromPublisher = (type: string) =>
    new Promise<{ sent: number; ms: number }>((resolve, reject) => {
      const onMessage = (message: { type: string; message?: string; sent: number; ms: number }) => {
        if (message.type === 'error') reject(new Error(`publisher: ${message.message}`));
        if (message.type !== type) return;
        publisher.off('message', onMessage);
        resolve(message);
      };
      publisher.on('message', onMessage);
      publisher.once('exit', (code) => reject(new Error(`The publisher exited (${code})`)));
    });

  try {
    await Promise.race([
      probed,
      new Promise((_, reject) =>
        setTimeout(() => reject(new Error('No probe message arrived within 20 s')), 20_000),
      ),
    ]);
    const rows: BenchRow[] = [];
    for (const rate of RATES) {
      const phase = `rate-${rate}`;
      const count = Math.round(((WARMUP_MS + MEASURE_MS) / 1000) * rate);
      const warmup = Math.round((WARMUP_MS / 1000) * rate);
      const done = fromPublisher('done');
      publisher.send({ type: 'run', phase, ratePerSecond: rate, count });
      const { ms } = await done;
      // Stragglers: wait until everything arrived, or 5 s.
      const deadline = Date.now() + 5_000;
      while ((received.get(phase)?.count ?? 0) < count && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 20));
      }
      const entry = received.get(phase) ?? { latencies: [], count: 0 };
      const latency = summarize(entry.latencies.slice(warmup));
      const lost = count - entry.count;
      const atBudget = rate === 1_000;
      rows.push({
        id: rate === 100 ? '3a' : '3b',
        measurement: `gateway publish -> browser handler, QoS 2 over WebSocket, ${rate.toLocaleString('en-US')} msg/s`,
        figures: `p50 ${formatMs(latency.p50)}; p99 ${formatMs(latency.p99)}; max ${formatMs(latency.max)}`,
        budget: atBudget ? `p99 < ${MQTT_P99_BUDGET_MS} ms` : '',
        verdict: lost > 0 ? 'FAIL' : atBudget ? (latency.p99 < MQTT_P99_BUDGET_MS ? 'PASS' : 'FAIL') : 'INFO',
        note:
          `${latency.count} messages measured after a ${WARMUP_MS / 1000} s warm-up; sent at ${Math.round((count / ms) * 1000).toLocaleString('en-US')} msg/s` +
          (lost > 0 ? `; ${lost} of ${count} never arrived` : ''),
      });
    }
    return rows;
  } finally {
    publisher.send({ type: 'stop' });
    await new Promise((r) => {
      publisher.once('exit', r);
      setTimeout(r, 3_000).unref();
    });
    if (publisher.exitCode === null) publisher.kill();
    unsubscribe();
    connection.release();
  }
}
