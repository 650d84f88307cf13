import { CLOUD_LISTING_MAX_PAGE_SIZE, CLOUD_LISTING_PAGE_SIZE, type FileEntry } from '@drisk/contract';
import { expectOk, routeCall, signIn } from '../lib/apiCalls';
import {
  FOLDER_DEVICE,
  FOLDER_ENTRIES,
  FOLDER_OWNER,
  FOLDER_PATH,
  FOLDER_SUBFOLDERS,
} from '../lib/benchFolder';
import { closedLoop, createHttpClient } from '../lib/httpLoad';
import { formatMs, formatRate, summarize } from '../lib/stats';
import type { BenchRow } from '../lib/table';

export const LISTING_CLIENTS = 8;
export const LISTING_P99_BUDGET_MS = 50;

/** Entries apart of the cursors of the pages never asked before (more than the run can ask for). */
const CURSOR_STRIDE = 20;

type Cursor = Pick<FileEntry, 'type' | 'name'>;

/** The call the file browser makes when the folder opens (its first page), or as it scrolls (`after`). */
const pageCall = (token: string, after?: Cursor) =>
  routeCall('cloudFileStructure', token, {
    device_id: FOLDER_DEVICE,
    path: FOLDER_PATH,
    limit: CLOUD_LISTING_PAGE_SIZE,
    ...(after ? { after } : {}),
  });

/**
 * The folder really holds FOLDER_ENTRIES entries (paged through once, at the largest page); with one
 * entry in CURSOR_STRIDE, to start pages of the browser's size from.
 */
async function countEntries(client: ReturnType<typeof createHttpClient>, token: string) {
  let listed = 0;
  let folders = 0;
  const cursors: Cursor[] = [];
  let after: Cursor | undefined;
  for (;;) {
    const body = {
      device_id: FOLDER_DEVICE,
      path: FOLDER_PATH,
      limit: CLOUD_LISTING_MAX_PAGE_SIZE,
      ...(after ? { after } : {}),
    };
    const page = (
      JSON.parse(await expectOk(client, routeCall('cloudFileStructure', token, body))) as {
        result: FileEntry[];
      }
    ).result;
    page.forEach((entry, index) => {
      if ((listed + index) % CURSOR_STRIDE === 0) cursors.push({ type: entry.type, name: entry.name });
    });
    listed += page.length;
    folders += page.filter((entry) => entry.type === 'directory').length;
    if (page.length < CLOUD_LISTING_MAX_PAGE_SIZE) return { listed, folders, cursors };
    after = { type: page.at(-1)!.type, name: page.at(-1)!.name };
  }
}

/**
 * Row 12a: the first page of a cloud folder of FOLDER_ENTRIES entries (fileSharing/fileStructure with the
 * browser's page size), from LISTING_CLIENTS clients each with its own session of the demo owner, each
 * sending its next call when the previous one answered (2 s warm-up, 8 s measured). The api keeps pages
 * in memory until the device's files change, so most of these answers are kept ones; the note gives the
 * same load on pages never asked before (each call after a new cursor), which the database answers.
 */
export async function measureFolderListing(url: string): Promise<BenchRow> {
  const client = createHttpClient(url, LISTING_CLIENTS);
  try {
    const tokens: string[] = [];
    for (let i = 0; i < LISTING_CLIENTS; i += 1)
      tokens.push((await signIn(client, FOLDER_OWNER.email, FOLDER_OWNER.password)).token);
    const { listed, folders, cursors } = await countEntries(client, tokens[0]);
    if (listed !== FOLDER_ENTRIES || folders !== FOLDER_SUBFOLDERS)
      throw new Error(`The bench folder lists ${listed} entries (${folders} folders), not ${FOLDER_ENTRIES}`);
    const first = JSON.parse(await expectOk(client, pageCall(tokens[0]))) as { result: FileEntry[] };
    if (first.result.length !== CLOUD_LISTING_PAGE_SIZE) throw new Error('The first page is not full');
    const load = (call: (worker: number) => ReturnType<typeof pageCall>) =>
      closedLoop({ client, concurrency: LISTING_CLIENTS, warmupMs: 2_000, durationMs: 8_000, call });
    const result = await load((worker) => pageCall(tokens[worker]));
    const latency = summarize(result.latencies);
    let next = 0;
    const fresh = await load((worker) => {
      if (next === cursors.length) throw new Error(`More than ${cursors.length} calls: cursors repeat`);
      return pageCall(tokens[worker], cursors[next++]);
    });
    const freshLatency = summarize(fresh.latencies);
    const failed = result.errors > 0 || fresh.errors > 0;
    return {
      id: '12a',
      measurement: `first page (${CLOUD_LISTING_PAGE_SIZE} entries) of a cloud folder of ${FOLDER_ENTRIES.toLocaleString('en-US')} entries, ${LISTING_CLIENTS} clients, PGlite`,
      figures: `${formatRate(result.throughput)} req/s; p50 ${formatMs(latency.p50)}; p99 ${formatMs(latency.p99)}`,
      budget: `p99 < ${LISTING_P99_BUDGET_MS} ms`,
      verdict: !failed && latency.p99 < LISTING_P99_BUDGET_MS ? 'PASS' : 'FAIL',
      note:
        `fileSharing/fileStructure {limit: ${CLOUD_LISTING_PAGE_SIZE}} as the file browser opens the folder; ` +
        `all ${listed.toLocaleString('en-US')} entries paged through once first; ` +
        `pages never asked before (a new cursor each call, read from the database): ` +
        `${formatRate(fresh.throughput)} req/s; p50 ${formatMs(freshLatency.p50)}; p99 ${formatMs(freshLatency.p99)}` +
        (failed
          ? `; ${result.errors + fresh.errors} failed calls, first: ${result.firstError ?? fresh.firstError}`
          : ''),
    };
  } finally {
    client.close();
  }
}
