import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { API_BASE_PATH, routes } from '@drisk/contract';

/** The repository root, where the product is started from. */
const ROOT = fileURLToPath(new URL('../../../../../', import.meta.url));
/** The api's own entry (what `npm start` runs, built to dist/server.js), run from its sources through tsx. */
const API_ENTRY = fileURLToPath(new URL('../../server.ts', import.meta.url));
const SIMULATOR_ENTRY = fileURLToPath(new URL('../../../../gateway-sim/src/main.ts', import.meta.url));
/** TypeScript through tsx; workspaces resolve to their src, as in the tests themselves. */
const TSX = ['--conditions=source', '--import', 'tsx'];
// A start takes 10-30 s on this 2-core machine when other work shares it.
const START_TIMEOUT_MS = 120_000;

/** A free TCP port on 127.0.0.1 (never the MQTT default 1883: the OS hands out ephemeral ports). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Where one api runs: its DATA_DIR, its ports and its database (null: the embedded PGlite in DATA_DIR). */
export interface ApiPlace {
  dataDir: string;
  port: number;
  mqttPort: number;
  databaseUrl: string | null;
}

export interface ApiProcess {
  url: string;
  /** Everything the process printed. */
  log(): string;
  /** SIGKILL, as a crash or the OOM killer would; resolves once the process is gone. */
  kill(): Promise<void>;
  /** SIGTERM (the clean shutdown), SIGKILL after 10 s. */
  stop(): Promise<void>;
}

function exitOf(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

async function stopChild(child: ChildProcess) {
  const exited = exitOf(child);
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/**
 * Starts the api as its own process from its production entry (src/server.ts: configuration from the
 * environment, migrate, seed on first start, listen, embedded broker) and resolves once it answers.
 */
export async function startApi(place: ApiPlace): Promise<ApiProcess> {
  const url = `http://127.0.0.1:${place.port}`;
  let output = '';
  const child = spawn(process.execPath, [...TSX, API_ENTRY], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      TMPDIR: process.env.TMPDIR,
      PORT: String(place.port),
      HOST: '127.0.0.1',
      DATA_DIR: place.dataDir,
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      // One client address sends the whole stream of writes.
      RATE_LIMIT_PER_MINUTE: '100000',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      MQTT_WS_PORT: String(place.mqttPort),
      ...(place.databaseUrl ? { DATABASE_URL: place.databaseUrl } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));

  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The api exited with ${child.exitCode}:\n${output}`);
    try {
      const reply = await fetch(`${url}${API_BASE_PATH}/${routes.googleConfig.path}`);
      if (reply.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stopChild(child);
      throw new Error(`The api did not start within ${START_TIMEOUT_MS / 1000} s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    log: () => output,
    async kill() {
      const exited = exitOf(child);
      child.kill('SIGKILL');
      await exited;
    },
    stop: () => stopChild(child),
  };
}

export interface Simulator {
  /** Resolves once the gateway has connected to the broker `count` times; fails after `timeoutMs`. */
  connected(count: number, timeoutMs?: number): Promise<void>;
  log(): string;
  stop(): Promise<void>;
}

/**
 * Runs apps/gateway-sim (from its sources) for the first gateway of the api's credentials file (DRA-100001):
 * it acknowledges the api's commands (blocks, settings) as the hardware does, and reconnects when the api
 * comes back.
 */
export function startSimulator(place: ApiPlace, deviceId: string): Simulator {
  let output = '';
  const child = spawn(process.execPath, [...TSX, SIMULATOR_ENTRY, '--devices', '1', '--tick-ms', '1000'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      DATA_DIR: place.dataDir,
      MQTT_WS_PORT: String(place.mqttPort),
      API_URL: `http://127.0.0.1:${place.port}`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  // One line per connection: 'connected to' at first, 'reconnected to' after each api restart.
  const connections = () =>
    output.split('\n').filter((line) => new RegExp(`${deviceId} (re)?connected to`).test(line)).length;
  return {
    async connected(count, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      while (connections() < count) {
        if (child.exitCode !== null) throw new Error(`The simulator exited:\n${output}`);
        if (Date.now() > deadline)
          throw new Error(`The simulator did not connect ${count} times:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    log: () => output,
    stop: () => stopChild(child),
  };
}
