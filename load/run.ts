// `npm run load`: the product under a steady fleet for LOAD_MINUTES (10 by default) on one api node, then on
// two behind the same PostgreSQL and Redis, on loopback only. See load/README.md for what it measures.
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { redisAnswers } from '../apps/api/src/test/redisProbe';
import { startStack, type Stack } from '../e2e/support/stack';
import { ensureApiBuild, ROOT } from '../bench/lib/builds';
import {
  databaseUrl as urlOfDatabase,
  onPostgres,
  POSTGRES_ADMIN_URL,
  postgresUnreachable,
} from '../bench/lib/benchDatabase';
import { processCpuMs } from '../bench/lib/processCpu';
import { formatMs, summarize } from '../bench/lib/stats';
import {
  BYTES_PER_TELEMETRY,
  type DashboardSession,
  type FleetGateway,
  type FleetReport,
  type SessionsReport,
} from './loadProtocol';

const MINUTES = Number(process.env.LOAD_MINUTES) || 10;
const GATEWAYS = Number(process.env.LOAD_GATEWAYS) || 1_000;
const SESSIONS = Number(process.env.LOAD_DASHBOARDS) || 500;
const TICK_MS = 5_000;
const POLL_MS = 10_000;
/** The api's memory and CPU are sampled this often; the first WARMUP_MS are not judged for growth. */
const SAMPLE_MS = 15_000;
const WARMUP_MS = Math.min(120_000, (MINUTES * 60_000) / 5);
/** After the gateways stop: time for the last messages to be written and delivered. */
const DRAIN_MS = 10_000;
const REDIS_URL = process.env.LOAD_REDIS_URL ?? 'redis://127.0.0.1:6379/9';
const DATABASE = 'drisk_load';
const databaseUrl = () => urlOfDatabase(DATABASE);

const started = Date.now();
const say = (text: string) =>
  console.log(`[load ${String(Math.round((Date.now() - started) / 1000)).padStart(4)} s] ${text}`);

/** A fresh database and Redis, and the load gateways provisioned into them (as `npm run provision` does). */
async function prepare(dataDir: string): Promise<{ password: string; secrets: Record<string, string> }> {
  await onPostgres(POSTGRES_ADMIN_URL, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${DATABASE}`);
  });
  const redis = new Redis(REDIS_URL);
  await redis.flushdb();
  redis.disconnect();
  const output = await new Promise<string>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        '--conditions=source',
        '--import',
        'tsx',
        'apps/api/src/scripts/provision.ts',
        '--devices',
        String(GATEWAYS),
      ],
      { cwd: ROOT, env: { ...process.env, DATABASE_URL: databaseUrl(), DATA_DIR: dataDir }, stdio: 'pipe' },
    );
    let text = '';
    child.stdout.on('data', (chunk) => (text += chunk));
    child.stderr.on('data', (chunk) => (text += chunk));
    child.on('exit', (code) =>
      code === 0 ? resolve(text) : reject(new Error(`provision failed:\n${text}`)),
    );
  });
  const password = /password: (\S+)/.exec(output)?.[1];
  if (!password) throw new Error(`provision printed no password:\n${output}`);
  const secrets = JSON.parse(
    await readFile(path.join(dataDir, 'gateway-credentials.json'), 'utf8'),
  ) as Record<string, string>;
  return { password, secrets };
}

/** Resident memory of a process in bytes, from /proc. */
async function rssBytes(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
}

function child<T>(
  file: string,
  env: Record<string, string>,
): { process: ChildProcess; next: () => Promise<T> } {
  const process_ = fork(path.join(import.meta.dirname, file), [], {
    execArgv: ['--conditions=source', '--import', 'tsx'],
    env: { ...process.env, ...env },
  });
  const queue: T[] = [];
  const waiting: ((message: T | Promise<never>) => void)[] = [];
  process_.on('message', (message: T) => {
    const waiter = waiting.shift();
    if (waiter) waiter(message);
    else queue.push(message);
  });
  let exited: string | null = null;
  process_.on('exit', (code) => {
    exited = `${file} exited (${code}) before it answered`;
    for (const waiter of waiting.splice(0)) waiter(Promise.reject(new Error(exited)) as never);
  });
  return {
    process: process_,
    next: () =>
      queue.length > 0 ? Promise.resolve(queue.shift()!) : new Promise<T>((resolve) => waiting.push(resolve)),
  };
}

interface NodeSample {
  atMs: number;
  rss: number;
}

interface PhaseResult {
  nodes: number;
  seconds: number;
  telemetrySent: number;
  telemetryLost: number;
  telemetryDuplicated: number;
  appSent: number;
  appLost: number;
  appDuplicated: number;
  api: ReturnType<typeof summarize>;
  apiCalls: number;
  apiFailed: number;
  apiFirstFailure: string | null;
  brokerBytesPerConnection: number;
  rss: { afterWarmup: number; end: number; max: number }[];
  cpuPercent: number[];
  errors: string[];
}

async function runPhase(nodes: number): Promise<PhaseResult> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'drisk-load-'));
  say(`${nodes} node${nodes > 1 ? 's' : ''}: fresh database, ${GATEWAYS} gateways provisioned...`);
  const { password, secrets } = await prepare(dataDir);
  const env = {
    DATABASE_URL: databaseUrl(),
    REDIS_URL,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // One address (loopback) is every client here: the per-address limits would refuse the fleet.
    RATE_LIMIT_PER_MINUTE: '100000000',
    AUTH_RATE_LIMIT_PER_MINUTE: '100000000',
  };
  const stacks: Stack[] = [];
  try {
    // The first node migrates; the others start on the migrated database.
    for (let i = 0; i < nodes; i += 1) stacks.push(await startStack(env));
    const baseline = await Promise.all(stacks.map((stack) => rssBytes(stack.pid)));

    const deviceIds = Array.from({ length: GATEWAYS }, (_, i) => `LOAD-${String(i + 1).padStart(5, '0')}`);
    const gateways: FleetGateway[] = deviceIds.map((deviceId, i) => {
      const secret = secrets[deviceId];
      if (!secret) throw new Error(`no secret for ${deviceId}`);
      return { deviceId, secret, url: stacks[i % nodes]!.mqttUrl };
    });
    // Each dashboard watches two gateways; with two nodes it talks to the node one of them is not on.
    const perSession = Math.ceil(GATEWAYS / SESSIONS);
    const sessions: DashboardSession[] = Array.from({ length: SESSIONS }, (_, j) => {
      const stack = stacks[(j + 1) % nodes]!;
      return {
        apiUrl: stack.url,
        mqttUrl: stack.mqttUrl,
        deviceIds: deviceIds.slice(j * perSession, (j + 1) * perSession),
      };
    }).filter((session) => session.deviceIds.length > 0);

    say(
      `opening ${sessions.length} dashboards (a sign-in, an MQTT subscription and Home every ${POLL_MS / 1000} s each)...`,
    );
    const dashboards = child<{ type: string; count?: number } & SessionsReport>('dashboardSessionsChild.ts', {
      LOAD_SESSIONS: JSON.stringify(sessions),
      LOAD_EMAIL: 'load@example.com',
      LOAD_PASSWORD: password,
      LOAD_POLL_MS: String(POLL_MS),
    });
    dashboards.process.send({ type: 'start' });
    await dashboards.next();
    say(
      `connecting ${GATEWAYS} gateways (telemetry and a device message every ${TICK_MS / 1000} s each, QoS 2)...`,
    );
    const fleet = child<{ type: string; count?: number } & FleetReport>('gatewayFleetChild.ts', {
      LOAD_GATEWAYS: JSON.stringify(gateways),
      LOAD_TICK_MS: String(TICK_MS),
    });
    fleet.process.send({ type: 'start' });
    await fleet.next();
    const connected = await Promise.all(stacks.map((stack) => rssBytes(stack.pid)));
    const connections = GATEWAYS + sessions.length;
    const brokerBytesPerConnection =
      (connected.reduce((a, b) => a + b, 0) - baseline.reduce((a, b) => a + b, 0)) / connections;

    const runStart = Date.now();
    const cpuStart = await Promise.all(stacks.map((stack) => processCpuMs(stack.pid)));
    const samples: NodeSample[][] = stacks.map(() => []);
    const sampler = setInterval(() => {
      void Promise.all(
        stacks.map(async (stack, i) =>
          samples[i]!.push({ atMs: Date.now() - runStart, rss: await rssBytes(stack.pid) }),
        ),
      );
    }, SAMPLE_MS);
    const minuteTimer = setInterval(
      () =>
        say(
          `running: ${Math.round((Date.now() - runStart) / 60_000)} of ${MINUTES} min; api memory ${samples
            .map((list) => `${Math.round((list.at(-1)?.rss ?? 0) / 1e6)} MB`)
            .join(', ')}`,
        ),
      60_000,
    );
    await new Promise((resolve) => setTimeout(resolve, MINUTES * 60_000));
    clearInterval(minuteTimer);
    clearInterval(sampler);
    const seconds = (Date.now() - runStart) / 1000;
    const cpuEnd = await Promise.all(stacks.map((stack) => processCpuMs(stack.pid)));

    say('stopping the gateways, then the dashboards once the last messages are through...');
    fleet.process.send({ type: 'stop' });
    const fleetReport = await fleet.next();
    await new Promise((resolve) => setTimeout(resolve, DRAIN_MS));
    dashboards.process.send({ type: 'stop' });
    const sessionsReport = await dashboards.next();

    // Exactly once at the handler: each acknowledged telemetry message added its bytes to usage once.
    const stored = await onPostgres(databaseUrl(), async (client) => {
      const { rows } = await client.query<{ device_id: string; download: string }>(
        `SELECT device_id, sum(download_bytes)::text AS download FROM usage_samples
         WHERE endpoint_mac = '' AND device_id LIKE 'LOAD-%' GROUP BY device_id`,
      );
      return new Map(rows.map((row) => [row.device_id, Number(row.download)]));
    });
    let telemetrySent = 0;
    let telemetryLost = 0;
    let telemetryDuplicated = 0;
    let appSent = 0;
    let appLost = 0;
    let appDuplicated = 0;
    for (const deviceId of deviceIds) {
      const acknowledged = fleetReport.acknowledged[deviceId] ?? { telemetry: 0, app: 0 };
      telemetrySent += acknowledged.telemetry;
      const handled = (stored.get(deviceId) ?? 0) / BYTES_PER_TELEMETRY.download;
      telemetryLost += Math.max(0, acknowledged.telemetry - handled);
      telemetryDuplicated += Math.max(0, handled - acknowledged.telemetry);
      appSent += acknowledged.app;
      const received = sessionsReport.received[deviceId] ?? { distinct: 0, duplicates: 0 };
      appLost += Math.max(0, acknowledged.app - received.distinct);
      appDuplicated += received.duplicates;
    }
    const afterWarmup = samples.map((list) => list.filter((sample) => sample.atMs >= WARMUP_MS));
    return {
      nodes,
      seconds,
      telemetrySent,
      telemetryLost,
      telemetryDuplicated,
      appSent,
      appLost,
      appDuplicated,
      api: summarize(sessionsReport.latencies),
      apiCalls: sessionsReport.latencies.length,
      apiFailed: sessionsReport.failed,
      apiFirstFailure: sessionsReport.firstFailure,
      brokerBytesPerConnection,
      rss: afterWarmup.map((list) => ({
        afterWarmup: list[0]?.rss ?? 0,
        end: list.at(-1)?.rss ?? 0,
        max: Math.max(0, ...list.map((sample) => sample.rss)),
      })),
      cpuPercent: stacks.map((_, i) => (((cpuEnd[i] ?? 0) - (cpuStart[i] ?? 0)) / (seconds * 1000)) * 100),
      errors: [...fleetReport.errors, ...sessionsReport.errors].slice(0, 10),
    };
  } finally {
    await Promise.all(stacks.map((stack) => stack.stop()));
    await rm(dataDir, { recursive: true, force: true });
  }
}

const mb = (bytes: number) => `${(bytes / 1e6).toFixed(0)} MB`;

function table(results: PhaseResult[]): string {
  const rows: [string, ...string[]][] = [
    ['api nodes', ...results.map((r) => String(r.nodes))],
    ['minutes measured', ...results.map((r) => (r.seconds / 60).toFixed(1))],
    ['gateways / open dashboards', ...results.map(() => `${GATEWAYS} / ${SESSIONS}`)],
    [
      'telemetry acknowledged (msg/s)',
      ...results.map((r) => `${r.telemetrySent} (${(r.telemetrySent / r.seconds).toFixed(0)}/s)`),
    ],
    [
      'telemetry lost / handled twice',
      ...results.map((r) => `${r.telemetryLost} / ${r.telemetryDuplicated}`),
    ],
    [
      'device messages to dashboards',
      ...results.map((r) => `${r.appSent} (${(r.appSent / r.seconds).toFixed(0)}/s)`),
    ],
    ['device messages lost / delivered twice', ...results.map((r) => `${r.appLost} / ${r.appDuplicated}`)],
    ['Home calls (failed)', ...results.map((r) => `${r.apiCalls} (${r.apiFailed})`)],
    ['Home p50 / p99', ...results.map((r) => `${formatMs(r.api.p50)} / ${formatMs(r.api.p99)}`)],
    [
      'broker memory per connection',
      ...results.map((r) => `${(r.brokerBytesPerConnection / 1000).toFixed(0)} kB`),
    ],
    [
      'api memory after warm-up → end (max)',
      ...results.map((r) =>
        r.rss.map((n) => `${mb(n.afterWarmup)} → ${mb(n.end)} (${mb(n.max)})`).join('; '),
      ),
    ],
    [
      'api CPU (% of one core, per node)',
      ...results.map((r) => r.cpuPercent.map((c) => `${c.toFixed(0)} %`).join(', ')),
    ],
  ];
  const header = `| measurement | ${results.map((r) => `${r.nodes} node${r.nodes > 1 ? 's' : ''}`).join(' | ')} |`;
  const rule = `| --- | ${results.map(() => '---').join(' | ')} |`;
  return [header, rule, ...rows.map((row) => `| ${row.join(' | ')} |`)].join('\n');
}

async function main() {
  const unreachable = await postgresUnreachable();
  if (unreachable) throw new Error(`PostgreSQL at ${POSTGRES_ADMIN_URL} does not answer: ${unreachable}`);
  if (!(await redisAnswers(REDIS_URL))) throw new Error(`Redis at ${REDIS_URL} does not answer`);
  say(`building the api (when stale)...`);
  await ensureApiBuild();
  const phases = (process.env.LOAD_NODES ?? '1,2').split(',').map(Number);
  const results: PhaseResult[] = [];
  for (const nodes of phases) results.push(await runPhase(nodes));
  const text = table(results);
  console.log(`\n${text}\n`);
  const failures = results.flatMap((r) =>
    [
      r.telemetryLost || r.telemetryDuplicated
        ? `${r.nodes} node(s): telemetry not handled exactly once`
        : '',
      r.appLost || r.appDuplicated ? `${r.nodes} node(s): device messages not delivered exactly once` : '',
      r.apiFailed ? `${r.nodes} node(s): ${r.apiFailed} Home calls failed, first: ${r.apiFirstFailure}` : '',
      ...r.errors.map((error) => `${r.nodes} node(s): ${error}`),
    ].filter(Boolean),
  );
  for (const failure of failures) console.log(`- ${failure}`);
  await writeFile(
    path.join(import.meta.dirname, 'results.md'),
    `# npm run load, ${new Date().toISOString()}\n\n${text}\n\n${failures.map((f) => `- ${f}`).join('\n')}\n`,
  );
  say('table written to load/results.md');
  process.exitCode = failures.length > 0 ? 1 : 0;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
