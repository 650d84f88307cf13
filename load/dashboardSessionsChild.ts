// Child-process entry of `npm run load`: open dashboards. Each session has its own sign-in (token), holds an
// MQTT over WebSocket connection subscribed to its gateways' device/app topics, as the dashboard's realtime
// connection is, and polls Home's data of its first gateway. Driven over IPC by load/run.ts:
//   parent -> { type: 'start' }   child -> { type: 'ready', count }
//   parent -> { type: 'stop' }    child -> { type: 'stopped', ...SessionsReport }
import { connect, type MqttClient } from 'mqtt';
import {
  API_BASE_PATH,
  AUTH_HEADER,
  formatWireDate,
  routes,
  topics,
  utcCalendarDateOf,
} from '@drisk/contract';
import { createHttpClient } from '../bench/lib/httpLoad';
import { nowMs } from '../bench/lib/stats';
import type { DashboardSession, SessionsReport } from './loadProtocol';

const sessions = JSON.parse(process.env.LOAD_SESSIONS ?? '[]') as DashboardSession[];
const { LOAD_EMAIL: email, LOAD_PASSWORD: password } = process.env;
const pollMs = Number(process.env.LOAD_POLL_MS) || 10_000;
if (sessions.length === 0 || !email || !password || !process.send) throw new Error('Run by load/run.ts only');
const send = (message: object) => process.send!(message);

const seen = new Map<string, Set<number>>();
const report: SessionsReport = { received: {}, latencies: [], failed: 0, firstFailure: null, errors: [] };
const clients: MqttClient[] = [];
const timers: NodeJS.Timeout[] = [];
const http = new Map<string, ReturnType<typeof createHttpClient>>();
let measuring = true;

const noteError = (message: string) => {
  if (report.errors.length < 100) report.errors.push(message);
};
const httpOf = (apiUrl: string) => {
  let client = http.get(apiUrl);
  if (!client) http.set(apiUrl, (client = createHttpClient(apiUrl, 64)));
  return client;
};

async function call(apiUrl: string, name: 'login' | 'getDashboardData', body: object, token?: string) {
  const route = routes[name];
  return httpOf(apiUrl).send({
    method: route.method as 'POST',
    path: `${API_BASE_PATH}/${route.path}`,
    headers: token ? { [AUTH_HEADER]: token } : {},
    body,
  });
}

async function signIn(apiUrl: string): Promise<{ token: string; userId: number }> {
  const reply = await call(apiUrl, 'login', { email_address: email, password });
  if (reply.status !== 200) throw new Error(`sign-in: ${reply.status} ${reply.body.slice(0, 200)}`);
  const { result } = JSON.parse(reply.body) as { result: { token: string; user_id: number } };
  return { token: result.token, userId: result.user_id };
}

function onAppMessage(topic: string, payload: Buffer) {
  let message: { module?: string; result?: { seq?: number } };
  try {
    message = JSON.parse(payload.toString('utf8'));
  } catch {
    return;
  }
  if (message.module !== 'load' || typeof message.result?.seq !== 'number') return;
  const deviceId = topic.slice(0, topic.indexOf('/'));
  let numbers = seen.get(deviceId);
  if (!numbers) seen.set(deviceId, (numbers = new Set()));
  const counts = (report.received[deviceId] ??= { distinct: 0, duplicates: 0 });
  if (numbers.has(message.result.seq)) counts.duplicates += 1;
  else {
    numbers.add(message.result.seq);
    counts.distinct += 1;
  }
}

async function openSession(session: DashboardSession, index: number) {
  const { token, userId } = await signIn(session.apiUrl);
  // The dashboard's connection: user id and session token, a clean session, QoS 2 subscriptions.
  const client = connect(session.mqttUrl, {
    username: String(userId),
    password: token,
    clientId: `load-dashboard-${process.pid}-${index}`,
    protocolVersion: 4,
    clean: true,
    reconnectPeriod: 1_000,
    keepalive: 30,
    connectTimeout: 30_000,
  });
  client.on('error', (error) => noteError(`session ${index}: ${error.message}`));
  client.on('message', onAppMessage);
  await new Promise<void>((resolve, reject) => {
    client.once('connect', () => resolve());
    client.once('error', reject);
  });
  await client.subscribeAsync(
    session.deviceIds.map((id) => topics.deviceApp(id)),
    { qos: 2 },
  );
  clients.push(client);

  const today = utcCalendarDateOf(Date.now());
  const home = {
    device_id: session.deviceIds[0],
    startDate: formatWireDate(today),
    endDate: formatWireDate(today),
    type: 'day',
    network: 'AllNetworks',
  };
  const poll = async () => {
    const sent = nowMs();
    const reply = await call(session.apiUrl, 'getDashboardData', home, token);
    if (!measuring) return;
    report.latencies.push(nowMs() - sent);
    if (reply.status !== 200) {
      report.failed += 1;
      report.firstFailure ??= `${reply.status} ${reply.body.slice(0, 200)}`;
    }
  };
  // Each session polls on its own phase of the period, as dashboards opened at different times do.
  timers.push(
    setTimeout(
      () => {
        void poll();
        timers.push(setInterval(() => void poll(), pollMs));
      },
      (index * pollMs) / sessions.length,
    ),
  );
}

process.on('message', async (message: { type: string }) => {
  if (message.type === 'start') {
    // Sign-ins hash a password each: a few at a time.
    for (let i = 0; i < sessions.length; i += 8) {
      await Promise.all(sessions.slice(i, i + 8).map((session, j) => openSession(session, i + j)));
    }
    send({ type: 'ready', count: clients.length });
  }
  if (message.type === 'stop') {
    measuring = false;
    for (const timer of timers) clearTimeout(timer);
    await Promise.all(clients.map((client) => new Promise((resolve) => client.end(false, {}, resolve))));
    for (const client of http.values()) client.close();
    // Exit once the report is through the IPC channel: exiting at once can lose a large message.
    process.send!({ type: 'stopped', ...report }, () => process.exit(0));
  }
});
