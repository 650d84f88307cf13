import {
  ADMIN_PAGE_SIZES,
  API_BASE_PATH,
  AUTH_HEADER,
  COMPANY_USER_SORT_FIELDS,
  routes,
} from '@drisk/contract';
import { BENCH_USER, type BenchDatabase } from '../lib/benchDatabase';
import { BENCH_FIRST_NAMES, BENCH_LAST_NAMES, BENCH_PROFILES } from '../lib/benchProfiles';
import { expectOk, signIn } from '../lib/apiCalls';
import { closedLoop, createHttpClient, type LoadRequest } from '../lib/httpLoad';
import { formatMs, formatRate, summarize } from '../lib/stats';
import type { BenchRow } from '../lib/table';

export const ADMIN_USERS_CLIENTS = 50;
export const ADMIN_USERS_P99_BUDGET_MS = 50;

/** Pages a user of the console would ask for: any page size, any page, any sort, half of them searching. */
function usersListCall(token: string, index: number): LoadRequest {
  const perPage = ADMIN_PAGE_SIZES[index % ADMIN_PAGE_SIZES.length];
  const sort = COMPANY_USER_SORT_FIELDS[index % COMPANY_USER_SORT_FIELDS.length];
  const search =
    index % 2 === 0
      ? ''
      : index % 4 === 1
        ? BENCH_LAST_NAMES[index % BENCH_LAST_NAMES.length]
        : BENCH_FIRST_NAMES[index % BENCH_FIRST_NAMES.length].toLowerCase();
  // Searches match about a tenth of the profiles; unsearched lists page through all of them.
  const pages = Math.max(1, Math.floor((search ? BENCH_PROFILES / 10 : BENCH_PROFILES) / perPage));
  const query = new URLSearchParams({
    page: String(1 + ((index * 7919) % pages)),
    per_page: String(perPage),
    sort,
    order: index % 3 === 0 ? 'DESC' : 'ASC',
    ...(search ? { q: search } : {}),
  });
  return {
    method: 'GET',
    path: `${API_BASE_PATH}/${routes.getCustomerUserDetails.path}?${query}`,
    headers: { [AUTH_HEADER]: token },
  };
}

/**
 * Row 9: the admin console's User Profile list over the demo company's 10,000 generated profiles, paged,
 * sorted and searched on the server, from 50 clients each with its own session.
 */
export async function measureAdminUsers(url: string, database: BenchDatabase): Promise<BenchRow> {
  const engine = database.kind === 'pglite' ? 'PGlite' : 'PostgreSQL';
  const client = createHttpClient(url, ADMIN_USERS_CLIENTS);
  try {
    const tokens: string[] = [];
    for (let i = 0; i < ADMIN_USERS_CLIENTS; i += 1) {
      tokens.push((await signIn(client, BENCH_USER.email, BENCH_USER.password)).token);
    }
    const first = JSON.parse(await expectOk(client, usersListCall(tokens[0], 0))) as { result: unknown[] };
    if (first.result.length === 0) throw new Error('The users list of the bench database is empty');
    let sent = 0;
    const result = await closedLoop({
      client,
      concurrency: ADMIN_USERS_CLIENTS,
      warmupMs: 2_000,
      durationMs: 8_000,
      call: (worker) => usersListCall(tokens[worker], (sent += 1)),
    });
    const latency = summarize(result.latencies);
    const failed = result.errors > 0;
    return {
      id: database.kind === 'pglite' ? '9a' : '9b',
      measurement: `Admin users list of ${BENCH_PROFILES.toLocaleString('en-US')} profiles, ${ADMIN_USERS_CLIENTS} clients, ${engine}`,
      figures: `${formatRate(result.throughput)} req/s; p50 ${formatMs(latency.p50)}; p99 ${formatMs(latency.p99)}`,
      budget: `p99 < ${ADMIN_USERS_P99_BUDGET_MS} ms`,
      verdict: !failed && latency.p99 < ADMIN_USERS_P99_BUDGET_MS ? 'PASS' : 'FAIL',
      note:
        'every page size, page, sort and order; half the calls search a name' +
        (failed ? `; ${result.errors} failed calls, first: ${result.firstError}` : ''),
    };
  } finally {
    client.close();
  }
}
