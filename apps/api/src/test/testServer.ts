import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { API_BASE_PATH, type ApiReply } from '@drisk/contract';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { writeDemoChatFiles } from '../db/seed/demoChats';
import { writeDemoCloudFiles } from '../db/seed/demoCloudFiles';
import { blobStoreOf } from '../storage/blobStoreOf';
import { loadConfig, type Config } from '../config';
import type { Database } from '../db/client';
import { outboxDir, type Mailer } from '../mail/mailer';
import { createTestDatabase, TEST_PASSWORD_HASHING, type TestDatabase } from './testDatabase';
import { readEml, type OutboxMail } from './readEml';

export interface CallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON unless `rawBody` is given. */
  body?: unknown;
  /** Sent as is, e.g. broken JSON. */
  rawBody?: string;
  token?: string;
  headers?: Record<string, string>;
}

export interface CallResult<T = unknown> {
  status: number;
  headers: Headers;
  /** The reply envelope (null when the reply is not JSON). */
  body: ApiReply<T>;
}

export interface TestServer {
  url: string;
  config: Config;
  /** The database under the server, for test set-ups that have no call yet. */
  db: Database;
  /** The Fastify instance (app.gateways, app.realtime). */
  app: FastifyInstance;
  /** ws://127.0.0.1:<port>/mqtt of the embedded broker; null unless started with `{ broker: true }`. */
  mqttUrl: string | null;
  /** A call below /api/3.0 over real HTTP. */
  call<T = unknown>(path: string, options?: CallOptions): Promise<CallResult<T>>;
  /** Signs in and returns the token; fails the test when sign-in fails. */
  login(email: string, password: string): Promise<string>;
  /** The e-mails written to the outbox so far, oldest first. */
  outbox(): Promise<OutboxMail[]>;
  /**
   * Stops the app and starts a new instance on the same port, DATA_DIR and database, as a restarted api
   * process would (`app` is then the new one; the broker's listener is not reopened).
   */
  restart(): Promise<void>;
  close(): Promise<void>;
}

/** One database per test file (PGlite takes seconds to start), shared by the servers of that file. */
let shared: { database: Promise<TestDatabase>; users: number } | null = null;

async function acquireDatabase(): Promise<TestDatabase> {
  if (!shared) {
    shared = { database: createTestDatabase(), users: 0 };
  }
  shared.users += 1;
  return shared.database;
}

async function releaseDatabase() {
  if (!shared) return;
  shared.users -= 1;
  if (shared.users > 0) return;
  const { database } = shared;
  shared = null;
  await (await database).dispose();
}

/**
 * The api on a free port over a migrated and seeded database, with a temporary DATA_DIR. `overrides`
 * change the configuration (a tiny idle timeout, a low rate limit...); `options.mailer` replaces the
 * .eml outbox (to make sending fail, for instance); `options.broker` opens the embedded MQTT broker's
 * WebSocket listener on a free port (`mqttUrl`), for tests with real MQTT clients.
 */
export async function getTestServer(
  overrides: Partial<Config> = {},
  options: { mailer?: Mailer; broker?: boolean } = {},
): Promise<TestServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'drisk-api-test-'));
  const database = await acquireDatabase();
  const config: Config = {
    ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
    host: '127.0.0.1',
    port: 0,
    publicUrl: 'http://drisk.test',
    staticDir: path.join(dataDir, 'no-dashboard'),
    adminStaticDir: path.join(dataDir, 'no-admin'),
    storybookStaticDir: path.join(dataDir, 'no-storybook'),
    rateLimitPerMinute: 100_000,
    authRateLimitPerMinute: 100_000,
    passwordHashing: TEST_PASSWORD_HASHING,
    validateReplies: true,
    // Tests start due scans themselves (app.scanScheduler.tick) so runs happen exactly when they ask.
    scanSchedulerTickMs: 0,
    ...overrides,
  };
  let app: FastifyInstance;
  let mqttUrl: string | null = null;
  try {
    await writeDemoChatFiles(database.handle.db, dataDir);
    await writeDemoCloudFiles(database.handle.db, blobStoreOf(config));
    app = await buildApp({ config, db: database.handle.db, mailer: options.mailer });
    await app.listen({ host: config.host, port: 0 });
    if (options.broker) {
      const broker = await app.realtime.listen({ host: config.host, wsPort: 0, tcpPort: null });
      if (broker) mqttUrl = `ws://127.0.0.1:${broker.wsPort}/mqtt`;
    }
  } catch (error) {
    await releaseDatabase();
    throw error;
  }
  const address = app.server.address();
  if (!address || typeof address !== 'object') throw new Error('The test server has no address');
  const url = `http://127.0.0.1:${address.port}`;

  const call: TestServer['call'] = async (apiPath, options = {}) => {
    const headers: Record<string, string> = { ...options.headers };
    let body: string | undefined;
    if (options.rawBody !== undefined) body = options.rawBody;
    else if (options.body !== undefined) body = JSON.stringify(options.body);
    if (body !== undefined && !Object.keys(headers).some((h) => h.toLowerCase() === 'content-type')) {
      headers['content-type'] = 'application/json';
    }
    if (options.token) headers.Auth = options.token;
    const method = options.method ?? (body === undefined ? 'GET' : 'POST');
    const response = await fetch(`${url}${API_BASE_PATH}/${apiPath.replace(/^\//, '')}`, {
      method,
      headers,
      body,
    });
    const text = await response.text();
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = null;
    }
    return { status: response.status, headers: response.headers, body: parsed as ApiReply<never> };
  };

  return {
    url,
    config,
    db: database.handle.db,
    get app() {
      return app;
    },
    mqttUrl,
    call,
    async login(email, password) {
      const reply = await call<{ token: string }>('user/login', { body: { email_address: email, password } });
      if (reply.status !== 200) throw new Error(`Sign-in of ${email} failed: ${JSON.stringify(reply.body)}`);
      return reply.body.result.token;
    },
    async outbox() {
      const dir = outboxDir(dataDir);
      const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => n.endsWith('.eml')).sort();
      return Promise.all(
        names.map(async (name) => readEml(name, await readFile(path.join(dir, name), 'utf8'))),
      );
    },
    async restart() {
      await app.close();
      app = await buildApp({ config, db: database.handle.db, mailer: options.mailer });
      await app.listen({ host: config.host, port: address.port });
    },
    async close() {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
      await releaseDatabase();
    },
  };
}
