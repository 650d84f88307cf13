import { BENCH_USER } from '../lib/benchDatabase';
import { expectOk, routeCall, signIn } from '../lib/apiCalls';
import { closedLoop, createHttpClient, openLoop } from '../lib/httpLoad';
import { formatMs, formatRate, summarize } from '../lib/stats';
import type { BenchRow } from '../lib/table';

export const FIXED_RATE = 1_000;

/**
 * Row 2: GET user/profile (the session's user by id: a session lookup and a primary-key read), first at
 * saturation (32 clients back to back), then open loop at a constant 1,000 calls per second with latency
 * counted from each call's scheduled send time.
 */
export async function measureSimpleGet(url: string): Promise<BenchRow[]> {
  const client = createHttpClient(url, 64);
  try {
    const { token } = await signIn(client, BENCH_USER.email, BENCH_USER.password);
    const call = routeCall('profile', token);
    await expectOk(client, call);
    const saturated = await closedLoop({
      client,
      concurrency: 32,
      warmupMs: 2_000,
      durationMs: 6_000,
      call: () => call,
    });
    const satLatency = summarize(saturated.latencies);
    const fixed = await openLoop({
      client,
      ratePerSecond: FIXED_RATE,
      warmupMs: 2_000,
      durationMs: 8_000,
      call: () => call,
    });
    const fixedLatency = summarize(fixed.latencies);
    const errorNote = (errors: number, first: string | null) =>
      errors ? `; ${errors} failed, first: ${first}` : '';
    return [
      {
        id: '2a',
        measurement: 'GET user/profile at saturation (32 clients)',
        figures: `${formatRate(saturated.throughput)} req/s; p50 ${formatMs(satLatency.p50)}; p99 ${formatMs(satLatency.p99)}`,
        budget: '',
        verdict: saturated.errors ? 'ERROR' : 'INFO',
        note: saturated.errors ? errorNote(saturated.errors, saturated.firstError).slice(2) : undefined,
      },
      {
        id: '2b',
        measurement: `GET user/profile, open loop ${FIXED_RATE.toLocaleString('en-US')} req/s`,
        figures:
          (fixed.overloadedAfterMs !== undefined ? 'server saturated: ' : '') +
          `p50 ${formatMs(fixedLatency.p50)}; p99 ${formatMs(fixedLatency.p99)}; max ${formatMs(fixedLatency.max)}`,
        budget: '',
        verdict: fixed.errors ? 'ERROR' : 'INFO',
        note:
          `${fixedLatency.count} calls, latency from their scheduled send time` +
          (fixed.overloadedAfterMs !== undefined
            ? `; the server fell behind the rate: stopped after ${(fixed.overloadedAfterMs / 1000).toFixed(1)} s once a call had waited 5 s, ${fixed.unanswered} calls still unanswered`
            : '') +
          (fixed.late ? `; the generator started ${fixed.late} calls over 1 s late` : '') +
          errorNote(fixed.errors, fixed.firstError),
      },
    ];
  } finally {
    client.close();
  }
}
