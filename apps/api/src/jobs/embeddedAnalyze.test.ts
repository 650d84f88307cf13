import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { startEmbeddedAnalyze } from './embeddedAnalyze';

describe('startEmbeddedAnalyze (PGlite has no autovacuum)', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase({ kind: 'pglite', dataDir: null });
    await handle.migrate();
  });
  afterAll(async () => {
    await handle?.close();
  });

  /** What the planner believes the table holds: its statistics' row count, and rows in pg_stats. */
  const statistics = async () => {
    const reply = (await handle.db.execute(sql`
      select (select reltuples from pg_class where oid = 'files'::regclass) as rows,
        (select count(*) from pg_stats where tablename = 'files')::int as columns`)) as unknown as {
      rows: { rows: number; columns: number }[];
    };
    return reply.rows[0];
  };

  it('analyzes a table once enough of it changed since its last statistics, and only then', async () => {
    await handle.db.execute(sql`insert into devices (device_id, name) values ('DRA-1', 'One')`);
    await handle.db.execute(sql`
      insert into files (device_id, path, parent_path, name, type)
      select 'DRA-1', '/dRisk/DRA-1/big/f' || i, '/dRisk/DRA-1/big', 'f' || i, 'file'
      from generate_series(1, 20000) as i`);
    // A backend reports its counts of changes at most once a second; a late report after the ANALYZE below
    // would count the insert as changes since it. Report them now.
    await handle.db.execute(sql`select pg_stat_force_next_flush()`);
    // No statistics yet: the planner would take the folder for a few rows (and sort it all for a page).
    expect((await statistics()).columns).toBe(0);
    const job = startEmbeddedAnalyze(handle.db, pino({ level: 'silent' }), 3_600_000);
    const analyzed = await job.runOnce();
    await job.stop();
    expect(analyzed).toContain('public.files');
    expect(await statistics()).toMatchObject({ rows: 20_000 });
    expect((await statistics()).columns).toBeGreaterThan(0);
    // Nothing changed since: nothing to do.
    await handle.db.execute(sql`select pg_stat_force_next_flush()`);
    const again = startEmbeddedAnalyze(handle.db, pino({ level: 'silent' }), 3_600_000);
    expect(await again.runOnce()).not.toContain('public.files');
    await again.stop();
  });

  it('analyzes a table never analyzed even when the counts of changes were lost (a restart)', async () => {
    await handle.db.execute(sql`
      insert into files (device_id, path, parent_path, name, type)
      select 'DRA-1', '/dRisk/DRA-1/other/f' || i, '/dRisk/DRA-1/other', 'f' || i, 'file'
      from generate_series(1, 1000) as i`);
    await handle.db.execute(sql`create table bench_lost (id int)`);
    await handle.db.execute(sql`insert into bench_lost select generate_series(1, 1000)`);
    await handle.db.execute(sql`select pg_stat_reset()`);
    const job = startEmbeddedAnalyze(handle.db, pino({ level: 'silent' }), 3_600_000);
    expect(await job.runOnce()).toEqual(['public.bench_lost']);
    await job.stop();
  });
});
