import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { startPeriodicJob, type PeriodicJob } from './periodicJob';

/** How often the job looks for tables whose statistics are stale. */
export const EMBEDDED_ANALYZE_INTERVAL_MS = 60_000;

/**
 * PostgreSQL's autovacuum keeps the planner's statistics: it analyzes a table once more rows changed since
 * its last ANALYZE than 50 plus 10% of the table. PGlite (the embedded database) has no autovacuum, so its
 * statistics would stay those of an empty table, and the planner would, for example, sort a whole folder of
 * 100,000 files to answer the first page of its listing instead of reading one index range. This job applies
 * the same rule on PGlite, and analyzes tables never analyzed: at start, then every
 * EMBEDDED_ANALYZE_INTERVAL_MS, one table at a time (PGlite serves one query at a time). Resolves with the
 * tables analyzed.
 */
export function startEmbeddedAnalyze(
  db: Database,
  log: FastifyBaseLogger,
  intervalMs = EMBEDDED_ANALYZE_INTERVAL_MS,
): PeriodicJob<[], string[]> {
  const job = startPeriodicJob(
    async () => {
      // Never analyzed (reltuples < 0, kept in the catalog) also counts: PGlite may lose the counts of
      // changes when it closes, as PostgreSQL does after a crash.
      const stale = (await db.execute(sql`
        select quote_ident(s.schemaname) || '.' || quote_ident(s.relname) as table_name
        from pg_stat_user_tables s join pg_class c on c.oid = s.relid
        where c.reltuples < 0 or s.n_mod_since_analyze > 50 + 0.1 * greatest(s.n_live_tup, c.reltuples)`)) as unknown as {
        rows: { table_name: string }[];
      };
      const tables = stale.rows.map((row) => row.table_name);
      for (const table of tables) await db.execute(sql.raw(`analyze ${table}`));
      if (tables.length > 0) log.debug(`Analyzed ${tables.join(', ')}`);
      return tables;
    },
    { intervalMs, log, failure: 'Could not refresh the planner statistics' },
  );
  job
    .runOnce()
    .catch((error: unknown) => log.warn({ err: error }, 'Could not refresh the planner statistics'));
  return job;
}
