import path from 'node:path';
import { freePort, startStack, type Stack } from '../../e2e/support/stack';
import { ADMIN_OUT, DASHBOARD_OUT } from './builds';

export interface BenchServer {
  url: string;
  mqttWsPort: number;
  /** The api's DATA_DIR: the bench database's folder when given one, else the stack's own. */
  dataDir: string;
  stack: Stack;
  stop(): Promise<void>;
}

/**
 * The built api (apps/api/dist/server.js) in its own process, through the end-to-end stack helper, over a
 * database the bench prepared (DATA_DIR, and DATABASE_URL for PostgreSQL), serving the bench's dashboard
 * build. Rate limits are lifted (the bench is one client address sending thousands of calls); logging
 * stays at warn, as in production.
 */
export async function startBenchServer(databaseEnv: Record<string, string>): Promise<BenchServer> {
  const mqttWsPort = await freePort();
  const stack = await startStack({
    ...databaseEnv,
    STATIC_DIR: DASHBOARD_OUT,
    ADMIN_STATIC_DIR: ADMIN_OUT,
    MQTT_WS_PORT: String(mqttWsPort),
    RATE_LIMIT_PER_MINUTE: '100000000',
    AUTH_RATE_LIMIT_PER_MINUTE: '100000000',
    // BENCH_API_PROFILE_DIR=<dir>: a CPU profile of the api under the bench's load (cpuProfilePreload.mjs).
    ...(process.env.BENCH_API_PROFILE_DIR
      ? {
          NODE_OPTIONS: `--import ${path.join(import.meta.dirname, 'cpuProfilePreload.mjs')}`,
          BENCH_API_PROFILE_DIR: process.env.BENCH_API_PROFILE_DIR,
        }
      : {}),
  });
  const dataDir = databaseEnv.DATA_DIR ?? stack.dataDir;
  return { url: stack.url, mqttWsPort, dataDir, stack, stop: () => stack.stop() };
}
