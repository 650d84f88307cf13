import { isDeepStrictEqual } from 'node:util';
import { AUTH_HEADER } from '@drisk/contract';
import { BENCH_USER } from '../lib/benchDatabase';
import { expectOk, routeCall, signIn } from '../lib/apiCalls';
import { closedLoop, createHttpClient, openLoop, type LoadRequest, type LoadResult } from '../lib/httpLoad';
import { startPlainPeer } from '../lib/plainPeer';
import { processCpuMs } from '../lib/processCpu';
import { formatMs, formatRate, summarize } from '../lib/stats';
import type { BenchRow } from '../lib/table';

export const FIXED_RATE = 1_000;
/** Budget of row 2b, on both databases. */
const OPEN_LOOP_P99_MS = 25;
/** Budgets of rows 2c and 2d: our throughput over the plain peer's. */
const PEER_RATIO = { postgres: 1.5, pglite: 1 } as const;

type Engine = keyof typeof PEER_RATIO;
const ENGINE_NAME: Record<Engine, string> = { postgres: 'PostgreSQL', pglite: 'PGlite' };

/** One server's read under the two loads of row 2. */
interface ReadFigures {
  saturated: LoadResult;
  fixed: LoadResult;
  /** CPU time of the server's process per call at saturation, in µs (null without /proc). */
  cpuPerCallUs: number | null;
}

/** Both servers over one database, measured one after the other with the same load. */
interface Comparison {
  ours: ReadFigures;
  peer: ReadFigures;
}

/** How row 2 reaches one database: our api (started and stopped by `withOurs`) and then the peer's. */
export interface ReadTarget {
  withOurs(work: (url: string, pid: number) => Promise<void>): Promise<void>;
  peer: { databaseUrl: string } | { pgliteDir: string };
}

/**
 * The load of row 2 on one call: 32 clients back to back (2 s warm-up, 6 s measured), then open loop at
 * 1,000 calls per second (2 s warm-up, 8 s) with latency counted from each call's scheduled send time.
 */
async function measureRead(url: string, pid: number, call: LoadRequest): Promise<ReadFigures> {
  const client = createHttpClient(url, 64);
  try {
    await expectOk(client, call);
    // Counted over the warm-up too, as are its calls: the CPU of the calls of the whole run.
    const cpuBefore = await processCpuMs(pid);
    let calls = 0;
    const saturated = await closedLoop({
      client,
      concurrency: 32,
      warmupMs: 2_000,
      durationMs: 6_000,
      call: () => {
        calls += 1;
        return call;
      },
    });
    const cpuAfter = await processCpuMs(pid);
    const cpuPerCallUs =
      cpuBefore === null || cpuAfter === null ? null : ((cpuAfter - cpuBefore) * 1000) / calls;
    const fixed = await openLoop({
      client,
      ratePerSecond: FIXED_RATE,
      warmupMs: 2_000,
      durationMs: 8_000,
      call: () => call,
    });
    return { saturated, fixed, cpuPerCallUs };
  } finally {
    client.close();
  }
}

/**
 * GET user/profile of the bench user (a session lookup and a read by id) on our api, then the plain
 * peer's read of the same row by id, sent with the same headers; both replies must be the same envelope
 * with the same result, so the two measure the same work as the client sees it.
 */
async function compare(target: ReadTarget): Promise<Comparison> {
  let ours: ReadFigures | undefined;
  let session: { token: string; userId: number; body: string } | undefined;
  await target.withOurs(async (url, pid) => {
    const client = createHttpClient(url, 1);
    try {
      const { token, userId } = await signIn(client, BENCH_USER.email, BENCH_USER.password);
      const call = routeCall('profile', token);
      session = { token, userId, body: await expectOk(client, call) };
      ours = await measureRead(url, pid, call);
    } finally {
      client.close();
    }
  });
  if (!ours || !session) throw new Error('Our api was not measured');
  const peer = await startPlainPeer(target.peer);
  try {
    const call: LoadRequest = {
      method: 'GET',
      path: peer.path(session.userId),
      headers: { [AUTH_HEADER]: session.token },
    };
    const client = createHttpClient(peer.url, 1);
    const peerBody = await expectOk(client, call).finally(() => client.close());
    if (!isDeepStrictEqual(JSON.parse(peerBody), JSON.parse(session.body)))
      throw new Error(`The plain peer's reply differs from ours: ${peerBody} vs ${session.body}`);
    return { ours, peer: await measureRead(peer.url, peer.pid, call) };
  } finally {
    await peer.stop();
  }
}

const errorNote = (result: LoadResult) =>
  result.errors ? `; ${result.errors} failed, first: ${result.firstError}` : '';

function saturationFigures(result: LoadResult): string {
  const latency = summarize(result.latencies);
  return `${formatRate(result.throughput)} req/s (p99 ${formatMs(latency.p99)})`;
}

function openLoopFigures(result: LoadResult): string {
  const latency = summarize(result.latencies);
  return (
    (result.overloadedAfterMs !== undefined ? 'saturated: ' : '') +
    `p50 ${formatMs(latency.p50)}, p99 ${formatMs(latency.p99)}`
  );
}

/** Each server process's CPU per call (the peer's PostgreSQL backend not counted). */
function cpuFigures(ours: ReadFigures, peer: ReadFigures): string {
  const us = (value: number | null) => (value === null ? 'n/a' : `${Math.round(value)} µs`);
  return `ours ${us(ours.cpuPerCallUs)}, peer ${us(peer.cpuPerCallUs)}`;
}

/** Whether an open-loop run held the rate within the budget. */
function heldRate(result: LoadResult): boolean {
  return (
    result.overloadedAfterMs === undefined &&
    result.errors === 0 &&
    summarize(result.latencies).p99 < OPEN_LOOP_P99_MS
  );
}

function openLoopNote(engine: Engine, result: LoadResult): string {
  return (
    `${ENGINE_NAME[engine]}: ${summarize(result.latencies).count} calls` +
    (result.overloadedAfterMs !== undefined
      ? `, the server fell behind the rate: stopped after ${(result.overloadedAfterMs / 1000).toFixed(1)} s once a call had waited 5 s, ${result.unanswered} calls still unanswered`
      : '') +
    (result.late ? `, the generator started ${result.late} calls over 1 s late` : '') +
    errorNote(result)
  );
}

/**
 * Row 2: GET user/profile on PGlite and on PostgreSQL, each followed at once by the plain Fastify + pg (or
 * PGlite) peer answering the same read by id (lib/plainPeerServer.ts). 2a: our throughput at saturation;
 * 2b: our latency open loop at 1,000 calls/s on both databases; 2c, 2d: our throughput over the peer's.
 * `postgres` is null when PostgreSQL does not answer (its parts are skipped with `postgresProblem`).
 */
export async function measureReadRows(
  pglite: ReadTarget,
  postgres: ReadTarget | null,
  postgresProblem: string,
): Promise<BenchRow[]> {
  const results: Partial<Record<Engine, Comparison>> = { pglite: await compare(pglite) };
  if (postgres) results.postgres = await compare(postgres);
  const measured = (['postgres', 'pglite'] as const).flatMap((engine) => {
    const result = results[engine];
    return result ? [{ engine, ...result }] : [];
  });
  const failed = measured.some(({ ours }) => ours.saturated.errors > 0 || ours.fixed.errors > 0);
  const rows: BenchRow[] = [
    {
      id: '2a',
      measurement: 'GET user/profile at saturation (32 clients)',
      figures: measured
        .map(({ engine, ours }) => `${ENGINE_NAME[engine]} ${saturationFigures(ours.saturated)}`)
        .join('; '),
      budget: '',
      verdict: failed ? 'ERROR' : 'INFO',
      note:
        measured
          .map(({ engine, ours }) =>
            ours.saturated.errors ? `${ENGINE_NAME[engine]}${errorNote(ours.saturated)}` : '',
          )
          .filter(Boolean)
          .join('; ') || undefined,
    },
    {
      id: '2b',
      measurement: `GET user/profile, open loop ${FIXED_RATE.toLocaleString('en-US')} req/s`,
      figures: measured
        .map(({ engine, ours }) => `${ENGINE_NAME[engine]} ${openLoopFigures(ours.fixed)}`)
        .join('; '),
      budget: `p99 < ${OPEN_LOOP_P99_MS} ms on both`,
      verdict: failed ? 'ERROR' : measured.every(({ ours }) => heldRate(ours.fixed)) ? 'PASS' : 'FAIL',
      note:
        "latency from each call's scheduled send time; " +
        measured.map(({ engine, ours }) => openLoopNote(engine, ours.fixed)).join('; ') +
        (postgres ? '' : `; PostgreSQL not measured: ${postgresProblem}`),
    },
  ];
  for (const [id, engine] of [
    ['2c', 'postgres'],
    ['2d', 'pglite'],
  ] as const) {
    const measurement = `GET user/profile over a plain Fastify 5 + ${engine === 'postgres' ? 'pg' : 'PGlite'} read by id, ${ENGINE_NAME[engine]}`;
    const budget = `≥ ${PEER_RATIO[engine]}× the peer`;
    const result = results[engine];
    if (!result) {
      rows.push({ id, measurement, figures: '-', budget, verdict: 'SKIP', note: postgresProblem });
      continue;
    }
    const { ours, peer } = result;
    const ratio = ours.saturated.throughput / peer.saturated.throughput;
    rows.push({
      id,
      measurement,
      figures: `${ratio.toFixed(2)}×: ours ${saturationFigures(ours.saturated)}, peer ${saturationFigures(peer.saturated)}`,
      budget,
      verdict:
        ours.saturated.errors || peer.saturated.errors
          ? 'ERROR'
          : ratio >= PEER_RATIO[engine]
            ? 'PASS'
            : 'FAIL',
      note:
        `32 clients each, the peer measured right after ours; CPU per call at saturation: ${cpuFigures(ours, peer)}; open loop ${FIXED_RATE.toLocaleString('en-US')} req/s: ours ${openLoopFigures(ours.fixed)}, peer ${openLoopFigures(peer.fixed)}` +
        (peer.saturated.errors ? `; peer${errorNote(peer.saturated)}` : ''),
    });
  }
  return rows;
}
