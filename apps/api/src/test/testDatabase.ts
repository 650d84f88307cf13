import { createHash, randomBytes } from 'node:crypto';
import { readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { createPasswordHasher } from '../auth/passwordHasher';
import type { PasswordHashingConfig } from '../config';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { findMigrationsFolder } from '../db/migrationsFolder';
import { seedDemoData } from '../db/seed/seedDemoData';

/**
 * A cheap argon2id cost for tests only, passed explicitly through buildApp's config. Production always
 * uses PRODUCTION_PASSWORD_HASHING (loadConfig never returns anything weaker).
 */
export const TEST_PASSWORD_HASHING: PasswordHashingConfig = { memoryCost: 256, timeCost: 1, parallelism: 1 };

export interface TestDatabase {
  handle: DatabaseHandle;
  /** The PostgreSQL database's connection string (for an api process of its own); null for PGlite. */
  url: string | null;
  /** Closes the connection and, on PostgreSQL, drops the database. */
  dispose(): Promise<void>;
}

async function migrateAndSeed(handle: DatabaseHandle) {
  await handle.migrate();
  await seedDemoData(handle.db, createPasswordHasher(TEST_PASSWORD_HASHING));
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** Changes whenever the migrations, the schema or the seed change, so a stale snapshot is never used. */
async function snapshotKey(): Promise<string> {
  const dbSources = fileURLToPath(new URL('../db', import.meta.url));
  const files = [...(await filesUnder(findMigrationsFolder())), ...(await filesUnder(dbSources))];
  const hash = createHash('sha256').update(JSON.stringify(TEST_PASSWORD_HASHING));
  for (const file of files) hash.update(file).update(await readFile(file));
  return hash.digest('hex').slice(0, 16);
}

/**
 * Starting PGlite runs initdb (seconds). The first test file migrates and seeds a fresh database and
 * dumps it to the temp folder; the others start from that dump, which is several times faster.
 */
async function seededPgliteDump(): Promise<Buffer> {
  const prefix = 'drisk-api-pglite-';
  const file = path.join(tmpdir(), `${prefix}${await snapshotKey()}.tar`);
  const saved = await readFile(file).catch(() => null);
  if (saved) return saved;
  const handle = await openDatabase({ kind: 'pglite', dataDir: null });
  await migrateAndSeed(handle);
  const dump = Buffer.from(await (await handle.pglite!.dumpDataDir('none')).arrayBuffer());
  await handle.close();
  // Written under a unique name and renamed: test files racing here never read half a file.
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.partial`;
  await writeFile(partial, dump);
  await rename(partial, file);
  // Snapshots of earlier schemas are of no use any more.
  for (const name of await readdir(tmpdir())) {
    const stale = path.join(tmpdir(), name);
    if (name.startsWith(prefix) && name.endsWith('.tar') && stale !== file) await rm(stale, { force: true });
  }
  return dump;
}

async function openSeededPglite(): Promise<DatabaseHandle> {
  const handle = await openDatabase({
    kind: 'pglite',
    dataDir: null,
    snapshot: new Blob([new Uint8Array(await seededPgliteDump())]),
  });
  await handle.migrate();
  return handle;
}

/**
 * Fills `dataDir` (empty or absent) with a migrated PGlite database holding the demo data, for an api
 * process started on it (DATA_DIR/pglite) to open as its own, without minutes of initdb and seeding.
 */
export async function writeSeededPgliteDataDir(dataDir: string): Promise<void> {
  const client = new PGlite(dataDir, { loadDataDir: new Blob([new Uint8Array(await seededPgliteDump())]) });
  await client.waitReady;
  await client.close();
}

async function onAdminConnection<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * A migrated database holding the demo data: in-memory PGlite, or, when DATABASE_URL is set, a new
 * database drisk_test_<random> on that PostgreSQL server, dropped again by dispose().
 */
export async function createTestDatabase(databaseUrl = process.env.DATABASE_URL): Promise<TestDatabase> {
  if (!databaseUrl) {
    const handle = await openSeededPglite();
    return { handle, url: null, dispose: () => handle.close() };
  }
  const name = `drisk_test_${randomBytes(6).toString('hex')}`;
  await onAdminConnection(databaseUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString() });
  const dispose = async () => {
    await handle.close();
    await onAdminConnection(databaseUrl, (client) =>
      client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
    );
  };
  try {
    await migrateAndSeed(handle);
  } catch (error) {
    await dispose();
    throw error;
  }
  return { handle, url: url.toString(), dispose };
}
