import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { findMigrationsFolder } from './migrationsFolder';
import * as schema from './schema';

export type Schema = typeof schema;
/** The same Drizzle database type over PGlite and over PostgreSQL. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Either the database or an open transaction: helpers that may run inside one take this. */
export type Queryable = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** The embedded database itself (dumps for test snapshots); null on PostgreSQL. */
  pglite: PGlite | null;
  /** Applies the versioned migrations of apps/api/drizzle that have not run yet. */
  migrate(): Promise<void>;
  /**
   * Runs `work` while holding a database-wide lock, so that several api nodes starting together
   * migrate and seed one after the other.
   */
  withStartupLock<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export type DatabaseLocation =
  /** PostgreSQL at this connection string. */
  | { kind: 'postgres'; url: string }
  /**
   * Embedded PGlite keeping its files in dataDir, or only in memory when dataDir is null; `snapshot`
   * starts an in-memory database from a dump (tests use it to skip initdb and the migrations).
   */
  | { kind: 'pglite'; dataDir: string | null; snapshot?: Blob };

/** Arbitrary but fixed key of the advisory lock taken around migrations and seeding. */
const STARTUP_LOCK_KEY = 731_003;

export async function openDatabase(
  location: DatabaseLocation,
  onPoolError: (error: Error) => void = () => {},
): Promise<DatabaseHandle> {
  const migrationsFolder = findMigrationsFolder();

  if (location.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: location.url, max: 10 });
    // An idle client losing its connection must not crash the process.
    pool.on('error', onPoolError);
    const db = drizzleNodePg({ client: pool, schema });
    return {
      db,
      kind: 'postgres',
      pglite: null,
      migrate: () => migrateNodePg(db, { migrationsFolder }),
      async withStartupLock(work) {
        const client = await pool.connect();
        try {
          await client.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
          return await work();
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => {});
          client.release();
        }
      },
      close: () => pool.end(),
    };
  }

  if (location.dataDir) await mkdir(location.dataDir, { recursive: true });
  // Stated, not left to the default: with relaxed durability a query could be answered before its changes
  // reach the files, and an acknowledged write could die with the process (README: "Durability").
  const client = location.dataDir
    ? new PGlite(location.dataDir, { relaxedDurability: false })
    : new PGlite(location.snapshot ? { loadDataDir: location.snapshot } : {});
  const db = drizzlePglite({ client, schema });
  return {
    db,
    kind: 'pglite',
    pglite: client,
    migrate: () => migratePglite(db, { migrationsFolder }),
    // PGlite lives inside this one process; nobody else can open it at the same time.
    withStartupLock: (work) => work(),
    close: () => client.close(),
  };
}
