import { fork } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { cp, mkdir, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '@drisk/api/src/db/client';
import { generateBenchData, type GeneratedData } from './benchGateway';
import { ROOT } from './builds';

export { BENCH_DEVICE_ID, BENCH_USER } from './benchGateway';

/** A database for one run: a fresh copy, used by one api process, removed by dispose(). */
export interface BenchDatabase extends GeneratedData {
  kind: 'pglite' | 'postgres';
  /** Environment for the api process: DATA_DIR (and DATABASE_URL on PostgreSQL). */
  env: Record<string, string>;
  /** Whether the generated data came from the cache of an earlier run (copied, not regenerated). */
  fromCache: boolean;
  /** Time this run spent to have the fresh database (generation, or copying the cached one). */
  prepareMs: number;
  dispose(): Promise<void>;
}

/** Where generated databases are kept between runs (PGlite folders and the PostgreSQL template's secret). */
const CACHE_DIR = path.join(tmpdir(), 'drisk-bench-cache');

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}

/**
 * Changes whenever the migrations, the api's database code (schema, seed) or the bench's generator
 * change, so a cached database always matches the code under test.
 */
async function cacheKey(): Promise<string> {
  const files = [
    ...(await filesUnder(path.join(ROOT, 'apps/api/drizzle'))),
    ...(await filesUnder(path.join(ROOT, 'apps/api/src/db'))),
    path.join(ROOT, 'bench/lib/benchGateway.ts'),
    path.join(ROOT, 'bench/lib/benchProfiles.ts'),
  ];
  const hash = createHash('sha256');
  for (const file of files) hash.update(path.relative(ROOT, file)).update(await readFile(file));
  return hash.digest('hex').slice(0, 16);
}

async function readMeta(file: string): Promise<GeneratedData | null> {
  return JSON.parse(await readFile(file, 'utf8').catch(() => 'null')) as GeneratedData | null;
}

/** Keeps only the cache entries of `key`: earlier schemas are of no use any more. */
async function dropStaleCache(prefix: string, key: string) {
  for (const name of await readdir(CACHE_DIR).catch(() => [] as string[])) {
    if (name.startsWith(prefix) && !name.includes(key))
      await rm(path.join(CACHE_DIR, name), { recursive: true, force: true });
  }
}

/** Generates a PGlite database into `dir` in a child process (tsx), so this process and its core stay free. */
function generatePgliteInChild(dir: string, gatewaySecret: string): Promise<GeneratedData> {
  return new Promise((resolve, reject) => {
    const child = fork(path.join(import.meta.dirname, 'generatePgliteChild.ts'), [], {
      execArgv: ['--conditions=source', '--import', 'tsx'],
      env: { ...process.env, BENCH_PGLITE_DIR: dir, BENCH_GATEWAY_SECRET: gatewaySecret },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    let result: GeneratedData | null = null;
    child.on('message', (message) => (result = message as GeneratedData));
    child.on('error', reject);
    child.on('exit', (code) =>
      result ? resolve(result) : reject(new Error(`Generating the PGlite database failed (exit ${code})`)),
    );
  });
}

/**
 * A fresh PGlite DATA_DIR holding the bench data. With `fresh`, generated for this run only; otherwise
 * copied from the cache, which is generated first when missing or stale.
 */
export async function preparePglite(options: { fresh: boolean }): Promise<BenchDatabase> {
  const started = performance.now();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'drisk-bench-pglite-'));
  const dispose = () => rm(dataDir, { recursive: true, force: true });
  try {
    let data: GeneratedData;
    let fromCache = false;
    if (options.fresh) {
      data = await generatePgliteInChild(path.join(dataDir, 'pglite'), randomBytes(32).toString('base64url'));
    } else {
      const key = await cacheKey();
      const entry = path.join(CACHE_DIR, `pglite-${key}`);
      const cached = await readMeta(path.join(entry, 'meta.json'));
      if (cached) {
        data = cached;
        fromCache = true;
      } else {
        await mkdir(CACHE_DIR, { recursive: true, mode: 0o700 });
        await dropStaleCache('pglite-', key);
        const building = `${entry}.${process.pid}.building`;
        await rm(building, { recursive: true, force: true });
        data = await generatePgliteInChild(
          path.join(building, 'pglite'),
          randomBytes(32).toString('base64url'),
        );
        await writeFile(path.join(building, 'meta.json'), JSON.stringify(data), { mode: 0o600 });
        await rename(building, entry);
      }
      await cp(path.join(entry, 'pglite'), path.join(dataDir, 'pglite'), { recursive: true });
    }
    return {
      ...data,
      kind: 'pglite',
      env: { DATA_DIR: dataDir },
      fromCache,
      prepareMs: performance.now() - started,
      dispose,
    };
  } catch (error) {
    await dispose();
    throw error;
  }
}

export const POSTGRES_ADMIN_URL =
  process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Runs `work` on one connection to the database at `url`, closed afterwards (bench and load tools). */
export async function onPostgres<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const onAdmin = <T>(work: (client: pg.Client) => Promise<T>) => onPostgres(POSTGRES_ADMIN_URL, work);

/** The URL of database `name` on the server of POSTGRES_ADMIN_URL. */
export const databaseUrl = (name: string) => {
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
};

/** Whether the PostgreSQL server answers; the reason when it does not. */
export async function postgresUnreachable(): Promise<string | null> {
  try {
    await onAdmin((client) => client.query('SELECT 1'));
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

async function generatePostgres(name: string): Promise<GeneratedData> {
  await onAdmin((client) => client.query(`CREATE DATABASE ${name}`));
  try {
    const handle = await openDatabase({ kind: 'postgres', url: databaseUrl(name) });
    try {
      return await generateBenchData(handle, randomBytes(32).toString('base64url'));
    } finally {
      await handle.close();
    }
  } catch (error) {
    await onAdmin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    throw error;
  }
}

/**
 * A fresh database drisk_bench_<random> on the PostgreSQL server, dropped by dispose(). With `fresh`,
 * generated for this run; otherwise created from the template database drisk_bench_tpl_<key> (a file
 * copy that takes seconds), which is generated first when missing or stale. Templates of other keys are
 * dropped.
 */
export async function preparePostgres(options: { fresh: boolean }): Promise<BenchDatabase> {
  const started = performance.now();
  const name = `drisk_bench_${randomBytes(5).toString('hex')}`;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'drisk-bench-pg-'));
  const dispose = async () => {
    await onAdmin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    let data: GeneratedData;
    let fromCache = false;
    if (options.fresh) {
      data = await generatePostgres(name);
    } else {
      const key = await cacheKey();
      const template = `drisk_bench_tpl_${key}`;
      const metaFile = path.join(CACHE_DIR, `postgres-${key}.json`);
      const templates = await onAdmin(async (client) =>
        (
          await client.query<{ datname: string }>(
            `SELECT datname FROM pg_database WHERE datname LIKE 'drisk_bench_tpl_%'`,
          )
        ).rows.map((r) => r.datname),
      );
      const cached = templates.includes(template) ? await readMeta(metaFile) : null;
      if (cached) {
        data = cached;
        fromCache = true;
      } else {
        await mkdir(CACHE_DIR, { recursive: true, mode: 0o700 });
        await dropStaleCache('postgres-', key);
        for (const stale of templates)
          await onAdmin((client) => client.query(`DROP DATABASE IF EXISTS ${stale} WITH (FORCE)`));
        const building = `${template}_building`;
        await onAdmin((client) => client.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`));
        data = await generatePostgres(building);
        await onAdmin((client) => client.query(`ALTER DATABASE ${building} RENAME TO ${template}`));
        await writeFile(metaFile, JSON.stringify(data), { mode: 0o600 });
      }
      await onAdmin((client) => client.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
    }
    return {
      ...data,
      kind: 'postgres',
      env: { DATA_DIR: dataDir, DATABASE_URL: databaseUrl(name) },
      fromCache,
      prepareMs: performance.now() - started,
      dispose,
    };
  } catch (error) {
    await dispose().catch(() => {});
    throw error;
  }
}

/** Drops every cached bench database (PGlite folders, PostgreSQL templates). */
export async function clearBenchCache(): Promise<void> {
  await rm(CACHE_DIR, { recursive: true, force: true });
  if (await postgresUnreachable()) return;
  await onAdmin(async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname LIKE 'drisk_bench_tpl_%'`,
    );
    for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
  });
}
