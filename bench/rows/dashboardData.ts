import { formatWireDate, utcCalendarDateOf, utcDayStartOf, wireDateOf } from '@drisk/contract';
import { BENCH_DEVICE_ID, BENCH_USER, type BenchDatabase } from '../lib/benchDatabase';
import { routeCall, expectOk, signIn } from '../lib/apiCalls';
import { closedLoop, createHttpClient, type HttpClient } from '../lib/httpLoad';
import { formatMs, formatRate, nowMs, summarize } from '../lib/stats';
import type { BenchRow } from '../lib/table';

export const DASHBOARD_CLIENTS = 50;
export const DASHBOARD_P99_BUDGET_MS = 50;

/**
 * Home's Monthly view of the bench gateway, all networks (the widest period Home offers), for the month
 * that holds the end of the generated history (the current month unless the data came from the cache).
 */
export function dashboardRequest(historyEnd: number) {
  const { year, month } = utcCalendarDateOf(historyEnd);
  return {
    device_id: BENCH_DEVICE_ID,
    startDate: formatWireDate({ year, month, day: 1 }),
    endDate: wireDateOf(utcDayStartOf({ year, month: month + 1, day: 0 })), // the month's last day
    type: 'monthly',
    network: 'AllNetworks',
  };
}

/**
 * Calls timed right after a change to the gateway's data, when the api has to compute the reply afresh;
 * even, so the renamed endpoint ends with its own name again.
 */
const CHANGED_CALLS = 10;

/**
 * The api answers a repeated call from its per-device cache; this times the call that follows a change
 * (an endpoint renamed back and forth, which drops the cached reply), one at a time with no other load.
 */
async function callsAfterChange(
  client: HttpClient,
  token: string,
  body: ReturnType<typeof dashboardRequest>,
) {
  const reply = JSON.parse(await expectOk(client, routeCall('getDashboardData', token, body))) as {
    result: { iotdevice: Array<{ name: string; mac_address: string }> };
  };
  const endpoint = reply.result.iotdevice[0];
  if (!endpoint) return null;
  const latencies: number[] = [];
  for (let i = 0; i < CHANGED_CALLS; i += 1) {
    const name = i % 2 === 0 ? `${endpoint.name} (bench)` : endpoint.name;
    await expectOk(
      client,
      routeCall('iotRename', token, { device_id: body.device_id, mac_address: endpoint.mac_address, name }),
    );
    const sent = nowMs();
    await expectOk(client, routeCall('getDashboardData', token, body));
    latencies.push(nowMs() - sent);
  }
  return summarize(latencies);
}

/**
 * Row 1: user/getDashboardData for the bench gateway (40 endpoints, a year of 5-minute history) from 50
 * clients, each with its own session, each sending its next call when the previous one answered.
 */
export async function measureDashboardData(url: string, database: BenchDatabase): Promise<BenchRow> {
  const engine = database.kind === 'pglite' ? 'PGlite' : 'PostgreSQL';
  const client = createHttpClient(url, DASHBOARD_CLIENTS);
  try {
    const tokens: string[] = [];
    for (let i = 0; i < DASHBOARD_CLIENTS; i += 1) {
      tokens.push((await signIn(client, BENCH_USER.email, BENCH_USER.password)).token);
    }
    const body = dashboardRequest(database.historyEnd);
    await expectOk(client, routeCall('getDashboardData', tokens[0], body));
    const result = await closedLoop({
      client,
      concurrency: DASHBOARD_CLIENTS,
      warmupMs: 2_000,
      durationMs: 8_000,
      call: (worker) => routeCall('getDashboardData', tokens[worker], body),
    });
    const latency = summarize(result.latencies);
    const failed = result.errors > 0;
    const afterChange = await callsAfterChange(client, tokens[0], body);
    return {
      id: database.kind === 'pglite' ? '1a' : '1b',
      measurement: `user/getDashboardData, ${DASHBOARD_CLIENTS} clients, ${engine}`,
      figures: `${formatRate(result.throughput)} req/s; p50 ${formatMs(latency.p50)}; p99 ${formatMs(latency.p99)}`,
      budget: `p99 < ${DASHBOARD_P99_BUDGET_MS} ms`,
      verdict: !failed && latency.p99 < DASHBOARD_P99_BUDGET_MS ? 'PASS' : 'FAIL',
      note:
        `${(database.samples / 1e6).toFixed(2)} M usage samples; Monthly view of ${body.startDate.slice(0, 2)}/${body.startDate.slice(6)}` +
        (afterChange
          ? `; the first call after a change to the gateway's data (cache dropped, computed afresh): p50 ${formatMs(afterChange.p50)}, max ${formatMs(afterChange.max)} over ${afterChange.count}`
          : '') +
        (failed ? `; ${result.errors} failed calls, first: ${result.firstError}` : ''),
    };
  } finally {
    client.close();
  }
}
