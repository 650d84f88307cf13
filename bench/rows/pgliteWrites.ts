import { BENCH_USER } from '../lib/benchDatabase';
import { expectOk, routeCall, signIn } from '../lib/apiCalls';
import { createHttpClient, openLoop } from '../lib/httpLoad';
import { formatMs, summarize } from '../lib/stats';
import type { BenchRow } from '../lib/table';

export const WRITE_RATE = 200;
export const WRITE_P99_BUDGET_MS = 40;

/** Row 4: POST user/userFeedback (one INSERT) on PGlite, open loop at 200 calls per second. */
export async function measurePgliteWrites(url: string): Promise<BenchRow> {
  const client = createHttpClient(url, 32);
  try {
    const { token } = await signIn(client, BENCH_USER.email, BENCH_USER.password);
    const call = (index: number) =>
      routeCall('userFeedback', token, { feedback: `Bench feedback number ${index}` });
    await expectOk(client, call(-1));
    const result = await openLoop({
      client,
      ratePerSecond: WRITE_RATE,
      warmupMs: 2_000,
      durationMs: 10_000,
      call,
    });
    const latency = summarize(result.latencies);
    return {
      id: '4',
      measurement: `POST user/userFeedback (an INSERT) on PGlite, open loop ${WRITE_RATE} req/s`,
      figures: `p50 ${formatMs(latency.p50)}; p99 ${formatMs(latency.p99)}; max ${formatMs(latency.max)}`,
      budget: `p99 < ${WRITE_P99_BUDGET_MS} ms`,
      verdict: result.errors === 0 && latency.p99 < WRITE_P99_BUDGET_MS ? 'PASS' : 'FAIL',
      note:
        `${latency.count} writes, latency from their scheduled send time` +
        (result.overloadedAfterMs !== undefined
          ? `; the server fell behind the rate: stopped after ${(result.overloadedAfterMs / 1000).toFixed(1)} s once a call had waited 5 s, ${result.unanswered} still unanswered`
          : '') +
        (result.errors ? `; ${result.errors} failed, first: ${result.firstError}` : ''),
    };
  } finally {
    client.close();
  }
}
