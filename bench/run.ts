// `npm run bench`: measures the figures of issue 3 in one run on this machine and prints one table with a
// budget per row. Exits 0 whether budgets pass or fail (the figures are information); exits 1 only when the
// bench itself cannot run (a build fails). See bench/README.md.
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { startBenchServer, type BenchServer } from './lib/apiServer';
import {
  BENCH_USER,
  clearBenchCache,
  postgresUnreachable,
  preparePglite,
  preparePostgres,
  POSTGRES_ADMIN_URL,
  type BenchDatabase,
} from './lib/benchDatabase';
import { waitUntilQuiet } from './lib/waitUntilQuiet';
import { prepareFolderDatabase } from './lib/benchFolder';
import {
  ADMIN_OUT,
  buildAdmin,
  buildDashboard,
  DASHBOARD_OUT,
  ensureApiBuild,
  hasBuild,
  ROOT,
} from './lib/builds';
import { breakdownByOwner } from './lib/sourceBreakdown';
import { formatKb } from './lib/stats';
import { renderMarkdown, renderText, summaryLine, type BenchRow } from './lib/table';
import { measureAdminBundle } from './rows/adminBundle';
import { measureScanStatus } from './rows/scanStatus';
import { measureAdminUsers } from './rows/adminUsers';
import { measureBundles, total, type BundleFigures } from './rows/bundleSize';
import { measureChatRows } from './rows/chatFanout';
import { measureMapMarkers } from './rows/mapMarkers';
import { measureDashboardData } from './rows/dashboardData';
import { measureLighthouse } from './rows/lighthouse';
import { measureFolderListing } from './rows/folderListing';
import { measureFolderPaint } from './rows/folderPaint';
import { measureMqttLatency } from './rows/mqttLatency';
import { measurePgliteWrites } from './rows/pgliteWrites';
import { measureReadRows, type ReadTarget } from './rows/simpleGet';
import { measureTusUpload } from './rows/tusUpload';

/** The whole run stops by itself after this long, printing what it has. */
const WATCHDOG_MS = 10 * 60_000;
const started = performance.now();
const elapsed = () => `${Math.round((performance.now() - started) / 1000)} s`;
const log = (message: string) => console.log(`[bench ${elapsed().padStart(5)}] ${message}`);
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

const rows: BenchRow[] = [];
const cleanups: Array<() => Promise<unknown>> = [];
let bundles: BundleFigures | null = null;
/** Row 7's scripts, for results.md's list of what the admin console's first screen loads. */
let adminScripts: BundleFigures['signIn'] | null = null;
const context: string[] = [];

async function cleanUp() {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => {});
}

/** Runs a measurement; a failure becomes an ERROR row instead of ending the bench. */
async function measure(ids: string[], label: string, work: () => Promise<BenchRow | BenchRow[]>) {
  log(`${label}...`);
  try {
    const result = await work();
    rows.push(...(Array.isArray(result) ? result : [result]));
  } catch (error) {
    const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
    for (const id of ids)
      rows.push({ id, measurement: label, figures: '-', budget: '', verdict: 'ERROR', note: message });
  }
}

function commitLabel(): string {
  try {
    const sha = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], {
      cwd: ROOT,
      encoding: 'utf8',
    }).trim();
    return dirty ? `${sha} + uncommitted changes` : sha;
  } catch {
    return 'unknown';
  }
}

async function report() {
  const order = (row: BenchRow) => row.id;
  rows.sort((a, b) => order(a).localeCompare(order(b)));
  const table = renderText(rows);
  const summary = summaryLine(rows);
  console.log(`\n${table}\n\n${summary}\n`);
  const ownerList = async (title: string, list: BundleFigures['signIn'], buildDir = DASHBOARD_OUT) => {
    const owners = await breakdownByOwner(
      path.join(buildDir, 'assets'),
      list.map((s) => s.name),
    );
    const minified = [...owners.values()].reduce((sum, bytes) => sum + bytes, 0);
    const ratio = minified ? total(list) / minified : 0;
    return [
      `### ${title} by package (from the source maps; gzip shares estimated with the page's overall ratio)`,
      '',
      '| package or folder | minified | ~gzip |',
      '| --- | --- | --- |',
      ...[...owners]
        .sort((a, b) => b[1] - a[1])
        .filter(([, bytes]) => bytes >= 500)
        .map(([owner, bytes]) => `| ${owner} | ${formatKb(bytes)} | ${formatKb(bytes * ratio)} |`),
      '',
    ];
  };
  const chunkList = (title: string, list: BundleFigures['signIn']) => [
    `### ${title}: ${formatKb(total(list))} gzip in ${list.length} files`,
    '',
    '| file | bytes | gzip |',
    '| --- | --- | --- |',
    ...[...list]
      .sort((a, b) => b.gzipBytes - a.gzipBytes)
      .map((s) => `| ${s.name} | ${formatKb(s.bytes)} | ${formatKb(s.gzipBytes)} |`),
    '',
  ];
  const markdown = [
    '# Latest `npm run bench` figures',
    '',
    ...context.map((line) => `- ${line}`),
    '',
    renderMarkdown(rows),
    '',
    `**${summary}**`,
    '',
    ...(bundles
      ? [
          '## Scripts loaded',
          '',
          ...(await ownerList('Sign-in page', bundles.signIn)),
          ...chunkList('Sign-in page', bundles.signIn),
          ...(await ownerList('Home idle (cumulative)', bundles.home)),
          ...chunkList('Home idle (cumulative)', bundles.home),
        ]
      : []),
    ...(adminScripts
      ? [
          '## Scripts the admin console loaded (row 7)',
          '',
          ...(await ownerList('Admin first screen', adminScripts, ADMIN_OUT)),
          ...chunkList('Admin first screen', adminScripts),
        ]
      : []),
  ].join('\n');
  await writeFile(path.join(ROOT, 'bench/results.md'), markdown + '\n');
  log('table written to bench/results.md');
}

async function main() {
  context.push(
    `run ${new Date().toISOString()} on commit ${commitLabel()}`,
    `${cpus().length} cores, Node ${process.version}, load average at start ${load()}`,
  );
  log(`load average ${load()} (other processes on this machine change the figures)`);

  log(`building the api (when stale) and the dashboard (into ${DASHBOARD_OUT})...`);
  // The chat, users-list, upload and read rows load no page.
  const loadsNoPage = ['--only=chat', '--only=users', '--only=upload', '--only=read'].some((flag) =>
    process.argv.includes(flag),
  );
  // --no-build serves the builds of the previous run (for experiments on a build made elsewhere); a build
  // missing from a new machine's $TMPDIR is made all the same, or every page would answer 404.
  const noBuild = process.argv.includes('--no-build');
  const needs = async (outDir: string, lastFile?: string) =>
    !loadsNoPage && !(noBuild && (await hasBuild(outDir, lastFile)));
  const [api] = await Promise.all([
    ensureApiBuild(),
    needs(DASHBOARD_OUT, 'prerendered.json').then((build) => (build ? buildDashboard() : undefined)),
    needs(ADMIN_OUT).then((build) => (build ? buildAdmin() : undefined)),
  ]);
  log(`builds done (api ${api})`);

  if (process.argv.includes('--only=chat')) {
    // Chat fan-out only (rows 6a to 6c): over freshly seeded demo data.
    await measure(['6a', '6b', '6c'], 'chat fan-out', () => measureChatRows(startBenchServer));
    return;
  }

  // Upload throughput through tus (row 11), over freshly seeded demo data, on a server of its own.
  const uploadRow = async () => {
    const server = await startBenchServer({});
    cleanups.push(() => server.stop());
    await measure(['11'], 'upload of 200 MB through tus', () => measureTusUpload(server));
  };
  if (process.argv.includes('--only=upload')) {
    await uploadRow();
    return;
  }

  // A cloud folder of 100,000 entries (rows 12a, 12b), on a fresh PGlite folder of its own with the demo seed.
  const listingRows = async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'drisk-bench-folder-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    log('generating a cloud folder of 100,000 entries...');
    await prepareFolderDatabase(dataDir);
    const server = await startBenchServer({ DATA_DIR: dataDir });
    const stop = () => server.stop();
    cleanups.push(stop);
    await measure(['12a'], 'first page of a folder of 100,000 entries', () =>
      measureFolderListing(server.url),
    );
    await waitUntilQuiet(server.url);
    await measure(['12b'], 'folder of 100,000 entries in Chromium', () => measureFolderPaint(server.url));
    cleanups.splice(cleanups.indexOf(stop), 1);
    await stop();
  };
  if (process.argv.includes('--only=listing')) {
    await listingRows();
    return;
  }

  if (process.argv.includes('--only=admin')) {
    // The admin console's first screen only (row 7), over freshly seeded demo data.
    const server = await startBenchServer({});
    cleanups.push(() => server.stop());
    await measure(['7'], 'admin console bundle in Chromium', async () => {
      const result = await measureAdminBundle(server.url);
      adminScripts = result.scripts;
      return result.rows;
    });
    return;
  }

  if (process.argv.includes('--only=scans')) {
    // Live scan status only (row 10), over freshly seeded demo data.
    const server = await startBenchServer({});
    cleanups.push(() => server.stop());
    await measure(['10'], 'scan status to the table in Chromium', () => measureScanStatus(server));
    return;
  }

  if (process.argv.includes('--only=bundles')) {
    // Bundle sizes only (quick, for work on the dashboard's code splitting): over freshly seeded demo data.
    const server = await startBenchServer({});
    cleanups.push(() => server.stop());
    await measure(['5a', '5b'], 'bundle sizes in Chromium', async () => {
      const result = await measureBundles(server.url);
      bundles = result.figures;
      return result.rows;
    });
    return;
  }
  // Lighthouse on the sign-in page, Home and the admin console (rows 13a-13f): one run each, or the median
  // of LIGHTHOUSE_RUNS.
  const lighthouseRows = (url: string, runs: number) =>
    measure(['13a', '13b', '13c', '13d', '13e', '13f'], 'Lighthouse in Chromium', () =>
      measureLighthouse(url, BENCH_USER, runs),
    );
  if (process.argv.includes('--only=lighthouse')) {
    const server = await startBenchServer({});
    cleanups.push(() => server.stop());
    await lighthouseRows(server.url, Number(process.env.LIGHTHOUSE_RUNS) || 1);
    return;
  }
  const mapRow = () => measure(['8'], 'Tracking map with 1,000 gateways in Chromium', measureMapMarkers);
  if (process.argv.includes('--only=map')) {
    await mapRow();
    return;
  }

  const fresh = process.argv.includes('--fresh');
  if (process.argv.includes('--clear-cache')) {
    await clearBenchCache();
    log('cache of generated databases cleared');
  }
  const postgresDown = await postgresUnreachable();
  log(
    `fresh databases with a year of 5-minute history for 40 endpoints: PGlite${postgresDown ? '' : ' and PostgreSQL in parallel'} ` +
      (fresh
        ? '(generated for this run)...'
        : '(copies of the cached generated data; generated first when missing or stale)...'),
  );
  // Both at once: PGlite generates in a child process, PostgreSQL in its server, so each has a core.
  const [pgliteOutcome, postgresOutcome] = await Promise.allSettled([
    preparePglite({ fresh }),
    postgresDown ? Promise.resolve(null) : preparePostgres({ fresh }),
  ]);
  const postgres = postgresOutcome.status === 'fulfilled' ? postgresOutcome.value : null;
  if (postgres) cleanups.push(() => postgres.dispose());
  if (pgliteOutcome.status === 'rejected') throw pgliteOutcome.reason;
  const pglite = pgliteOutcome.value;
  cleanups.push(() => pglite.dispose());
  const postgresProblem =
    postgresOutcome.status === 'rejected'
      ? `failed: ${String(postgresOutcome.reason instanceof Error ? postgresOutcome.reason.message.split('\n')[0] : postgresOutcome.reason)}`
      : `unreachable: ${postgresDown}`;
  const describe = (db: BenchDatabase, engine: string) =>
    `${engine} ${db.fromCache ? `copied from the cache in ${Math.round(db.prepareMs / 1000)} s (generated earlier in ${Math.round(db.generateMs / 1000)} s)` : `generated in ${Math.round(db.generateMs / 1000)} s`}`;
  for (const db of [pglite, postgres])
    if (db)
      context.push(
        `${describe(db, db.kind === 'pglite' ? 'PGlite' : 'PostgreSQL')}: ${(db.samples / 1e6).toFixed(2)} M usage samples`,
      );
  log(
    `databases ready: ${describe(pglite, 'PGlite')}${postgres ? `; ${describe(postgres, 'PostgreSQL')}` : ''}`,
  );

  const withServer = async (database: BenchDatabase, work: (server: BenchServer) => Promise<void>) => {
    const server = await startBenchServer(database.env);
    const stop = () => server.stop();
    cleanups.push(stop);
    try {
      await work(server);
    } finally {
      cleanups.splice(cleanups.indexOf(stop), 1);
      await stop();
    }
  };

  if (process.argv.includes('--only=users')) {
    // The admin users list only (rows 9a, 9b), over the generated databases.
    await withServer(pglite, (server) =>
      measure(['9a'], 'admin users list of 10,000 profiles, 50 clients, PGlite', () =>
        measureAdminUsers(server.url, pglite),
      ),
    );
    if (postgres)
      await withServer(postgres, (server) =>
        measure(['9b'], 'admin users list of 10,000 profiles, 50 clients, PostgreSQL', () =>
          measureAdminUsers(server.url, postgres),
        ),
      );
    return;
  }

  // Row 2: our read on each database, each followed by the plain peer's over the same data (the PGlite
  // folder once our api has closed it).
  const readTarget = (database: BenchDatabase): ReadTarget => ({
    withOurs: (work) => withServer(database, (server) => work(server.url, server.stack.pid)),
    peer:
      database.kind === 'postgres'
        ? { databaseUrl: database.env.DATABASE_URL }
        : { pgliteDir: path.join(database.env.DATA_DIR, 'pglite') },
  });
  const readRows = () =>
    measure(['2a', '2b', '2c', '2d'], 'GET user/profile beside the plain Fastify peer', () =>
      measureReadRows(
        readTarget(pglite),
        postgres && readTarget(postgres),
        `PostgreSQL at ${POSTGRES_ADMIN_URL} ${postgresProblem}`,
      ),
    );
  await readRows();
  // --only=read: the signed-in read path only (rows 2a to 2d), over the generated databases.
  if (process.argv.includes('--only=read')) return;

  await withServer(pglite, async (server) => {
    log(`api on PGlite at ${server.url}, broker at ws://127.0.0.1:${server.mqttWsPort}/mqtt`);
    await measure(['1a'], 'user/getDashboardData, 50 clients, PGlite', () =>
      measureDashboardData(server.url, pglite),
    );
    await waitUntilQuiet(server.url);
    await measure(['9a'], 'admin users list of 10,000 profiles, 50 clients, PGlite', () =>
      measureAdminUsers(server.url, pglite),
    );
    await waitUntilQuiet(server.url);
    await measure(['4'], 'PGlite writes at 200 req/s', () => measurePgliteWrites(server.url));
    await waitUntilQuiet(server.url);
    await measure(['3a', '3b'], 'gateway publish to browser handler', () =>
      measureMqttLatency(server.url, server.mqttWsPort, pglite.gatewaySecret),
    );
    await waitUntilQuiet(server.url);
    await measure(['5a', '5b'], 'bundle sizes in Chromium', async () => {
      const result = await measureBundles(server.url);
      bundles = result.figures;
      return result.rows;
    });
    await measure(['7'], 'admin console bundle in Chromium', async () => {
      const result = await measureAdminBundle(server.url);
      adminScripts = result.scripts;
      return result.rows;
    });
    await lighthouseRows(server.url, Number(process.env.LIGHTHOUSE_RUNS) || 1);
    await measure(['10'], 'scan status to the table in Chromium', () => measureScanStatus(server));
  });

  if (postgres === null) {
    rows.push({
      id: '1b',
      measurement: 'user/getDashboardData, 50 clients, PostgreSQL',
      figures: '-',
      budget: 'p99 < 50 ms',
      verdict: 'SKIP',
      note: `PostgreSQL at ${POSTGRES_ADMIN_URL} ${postgresProblem}`,
    });
    rows.push({
      id: '9b',
      measurement: 'Admin users list of 10,000 profiles, 50 clients, PostgreSQL',
      figures: '-',
      budget: 'p99 < 50 ms',
      verdict: 'SKIP',
      note: `PostgreSQL at ${POSTGRES_ADMIN_URL} ${postgresProblem}`,
    });
  } else {
    await withServer(postgres, async (server) => {
      log(`api on PostgreSQL at ${server.url}`);
      await measure(['1b'], 'user/getDashboardData, 50 clients, PostgreSQL', () =>
        measureDashboardData(server.url, postgres),
      );
      await waitUntilQuiet(server.url);
      await measure(['9b'], 'admin users list of 10,000 profiles, 50 clients, PostgreSQL', () =>
        measureAdminUsers(server.url, postgres),
      );
    });
  }
  // The chat rows start servers of their own over fresh demo data (6b on PostgreSQL with Redis).
  await measure(['6a', '6b', '6c'], 'chat fan-out', () => measureChatRows(startBenchServer));
  await mapRow();
  await measure(['12a', '12b'], 'cloud folder of 100,000 entries', async () => {
    await listingRows();
    return [];
  });
  await uploadRow();
  context.push(`load average at the end ${load()}; whole run ${elapsed()}`);
}

const watchdog = setTimeout(() => {
  log(`stopping: the bench ran past ${WATCHDOG_MS / 60_000} minutes`);
  void report().finally(() => cleanUp().finally(() => process.exit(0)));
}, WATCHDOG_MS);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    log(`${signal}: cleaning up`);
    void cleanUp().finally(() => process.exit(130));
  });
}

main().then(
  async () => {
    clearTimeout(watchdog);
    await cleanUp();
    await report();
    process.exit(0);
  },
  async (error: unknown) => {
    clearTimeout(watchdog);
    console.error(error);
    await cleanUp();
    process.exit(1);
  },
);
