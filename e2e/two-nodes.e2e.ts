import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { API_BASE_PATH, RESUMABLE_UPLOAD, SERVER } from '@drisk/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, screenshot, signIn } from './support/browser';
import { openChat } from './support/chat';
import { startFailoverProxy, type FailoverProxy } from './support/failoverProxy';
import { startSimulator, startStack, type Simulator, type Stack } from './support/stack';

/*
 * Two api nodes as one product, as the README's production recipe runs them: one PostgreSQL database, one
 * Redis (the embedded brokers and the chat pass everything between nodes through it), one data folder, and
 * in front of each node a failover proxy, as a load balancer with health checks would be. Browser A comes
 * in through node A's proxy, browser B through node B's; the virtual gateways connect to node A's broker.
 * Then node A stops, and browser A carries on through node B.
 */
const ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
const database = `drisk_e2e_two_nodes_${process.pid}`;
/**
 * The machine's Redis, in a database index of this test's own, emptied of the cluster's keys before and
 * after. (Pub/sub channels are not per index: no other dRisk cluster may run on this Redis meanwhile.)
 */
const REDIS_URL = process.env.TEST_REDIS_URL_TWO_NODES ?? 'redis://127.0.0.1:6379/9';
const DEVICE_ID = 'DRA-100001';
const CLOUD_ROOT = `/dRisk/${DEVICE_ID}`;
const DESKTOP_1366 = { width: 1366, height: 800 };
const SCANNED_ENDPOINT = 'Reception Smart TV';

let browser: Browser;
let dataDir: string;
let nodeA: Stack;
let nodeB: Stack;
let simulator: Simulator;
let output = '';
const proxies: FailoverProxy[] = [];
let owner: Page;
let admin: Page;
/** Where browser A comes in (node A's proxy). */
let frontA = '';

async function clearClusterKeys() {
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    const keys = await redis.keys('drisk-*');
    if (keys.length > 0) await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
}

async function withAdmin<T>(work: (client: pg.Client) => Promise<T>, connectionString = ADMIN_URL) {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const portOf = (url: string) => Number(new URL(url).port);

beforeAll(async () => {
  await clearClusterKeys();
  await withAdmin(async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${database}`);
    await client.query(`CREATE DATABASE ${database}`);
  });
  dataDir = await mkdtemp(join(tmpdir(), 'drisk-e2e-two-nodes-'));
  const [httpA, httpB, mqttA, mqttB] = await Promise.all([1, 2, 3, 4].map(() => startFailoverProxy()));
  proxies.push(httpA, httpB, mqttA, mqttB);
  frontA = `http://127.0.0.1:${httpA.port}`;
  const nodeEnv = (mqttProxy: FailoverProxy) => ({
    DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${database}`,
    REDIS_URL,
    // One public address for the deployment (e-mail links); each node tells browsers its own proxy's broker.
    PUBLIC_URL: frontA,
    MQTT_PUBLIC_WS_URL: `ws://127.0.0.1:${mqttProxy.port}/mqtt`,
  });
  browser = await launchBrowser();
  // One after the other: the first migrates and seeds, the second finds it done (both take the startup lock).
  nodeA = await startStack(nodeEnv(mqttA), { dataDir });
  nodeB = await startStack(nodeEnv(mqttB), { dataDir });
  httpA.upstreams = [portOf(nodeA.url), portOf(nodeB.url)];
  httpB.upstreams = [portOf(nodeB.url), portOf(nodeA.url)];
  mqttA.upstreams = [portOf(nodeA.mqttUrl), portOf(nodeB.mqttUrl)];
  mqttB.upstreams = [portOf(nodeB.mqttUrl), portOf(nodeA.mqttUrl)];
  simulator = startSimulator(
    { dataDir, mqttWsPort: mqttA.port, apiUrl: frontA, scanTimeScale: 0.2 },
    (text) => (output += text),
  );
  owner = await newPage(browser, frontA, DESKTOP_1366);
  admin = await newPage(browser, `http://127.0.0.1:${httpB.port}`, DESKTOP_1366);
  await Promise.all([
    signIn(owner, 'owner@example.com', 'Owner#12345'),
    signIn(admin, 'admin@example.com', 'Admin#12345'),
  ]);
}, 240_000);

// What the nodes and the gateways said, to read beside a failure.
afterEach(({ task }) => {
  if (task.result?.state === 'fail')
    console.log(`node A:\n${nodeA?.log()}\nnode B:\n${nodeB?.log()}\ngateways:\n${output}`);
});

afterAll(async () => {
  await browser?.close();
  await simulator?.stop();
  await Promise.all([nodeA?.stop(), nodeB?.stop()]);
  await Promise.all(proxies.map((proxy) => proxy.close()));
  await withAdmin((client) => client.query(`DROP DATABASE IF EXISTS ${database}`));
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
  await clearClusterKeys();
});

const battery = (page: Page, name: string) => page.getByRole('img', { name }).count();
const connectedList = (page: Page) => page.getByRole('list', { name: 'Connected Devices' });
const blockedList = (page: Page) => page.getByRole('list', { name: 'Blocked Devices' });
const messages = (page: Page) => page.getByRole('log', { name: 'Messages' });
/** Faster than Home's 30-second poll: what arrives within it was pushed. */
const LIVE = { timeout: 10_000 };

/** The session token the page signed in with (the dashboard keeps it in session storage). */
const sessionToken = (page: Page) =>
  page.evaluate(
    () =>
      Object.values(sessionStorage)
        .join(' ')
        .match(/[A-Za-z0-9_-]{40,}/)?.[0] ?? '',
  );

/** One tus request of a resumable upload into the cloud storage, through `front`. */
async function tus(
  front: string,
  token: string,
  init: { method: string; headers?: Record<string, string>; body?: Uint8Array },
  location?: string,
) {
  const response = await fetch(location ?? `${front}${API_BASE_PATH}/${RESUMABLE_UPLOAD.path}`, {
    method: init.method,
    headers: { 'Tus-Resumable': '1.0.0', Auth: token, ...init.headers },
    // A copy on an ArrayBuffer of its own: what fetch's types take.
    body: init.body ? Uint8Array.from(init.body) : undefined,
  });
  await response.arrayBuffer();
  const offset = response.headers.get('upload-offset');
  const next = response.headers.get('location');
  return {
    status: response.status,
    offset: offset === null ? null : Number(offset),
    location: next ? new URL(next, front).toString() : null,
  };
}

const metadata = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');

describe('two api nodes on PostgreSQL and Redis', () => {
  it("shows a gateway connected to node A live in a browser on node B: battery, and one user's block in the other's Home", async () => {
    for (const page of [owner, admin])
      await expect.poll(() => page.getByText('Online').count()).toBeGreaterThan(0);

    await simulator.command(`battery ${DEVICE_ID} 37`, /battery reads 37/);
    await expect.poll(() => battery(admin, 'Battery 37%'), LIVE).toBe(1);
    await expect.poll(() => battery(owner, 'Battery 37%'), LIVE).toBe(1);
    await simulator.command(`battery ${DEVICE_ID} charging`, /battery reads charging/);
    await expect.poll(() => battery(admin, 'Battery charging'), LIVE).toBe(1);
    await expect.poll(() => battery(owner, 'Battery charging'), LIVE).toBe(1);

    // The owner blocks on node A; the admin's Home on node B moves the endpoint at once.
    const first = connectedList(owner).getByRole('listitem').first();
    const label = (await first.getByRole('button', { name: /^Block / }).getAttribute('aria-label')) ?? '';
    const name = label.replace(/^Block /, '');
    await first.getByRole('button', { name: label }).click();
    const dialog = owner.getByRole('dialog', { name: label });
    await dialog.getByRole('radio', { name: '15 Minutes' }).check();
    await dialog.getByRole('button', { name: 'Block' }).click();
    await owner.getByText(SERVER.endpointBlocked).first().waitFor();
    await expect
      .poll(() => blockedList(admin).getByRole('listitem').filter({ hasText: name }).count(), LIVE)
      .toBe(1);
    await screenshot(admin, 'two-nodes-block-seen-on-b-1366');

    // The admin unblocks on node B; the owner's Home on node A lists it as connected again.
    await blockedList(admin)
      .getByRole('button', { name: `Unblock ${name}` })
      .click();
    await admin.getByText(SERVER.endpointUnblocked).first().waitFor();
    await expect.poll(() => connectedList(owner).getByText(name, { exact: true }).count(), LIVE).toBe(1);
  });

  it('runs a due scan once, with both nodes scheduling, and both browsers follow it to Done', async () => {
    await Promise.all(
      [owner, admin].map(async (page) => {
        await page.goto('/dashboard/vulnerabilityScan');
        await page.getByRole('table', { name: 'Vulnerability Scans' }).waitFor();
      }),
    );
    await owner.getByRole('button', { name: 'Add/Remove device' }).click();
    const dialog = owner.getByRole('dialog', { name: 'Paired IOT Devices' });
    await dialog.getByRole('checkbox', { name: SCANNED_ENDPOINT }).check();
    await dialog.getByRole('button', { name: 'Update' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await owner.getByRole('textbox', { name: 'Scan name' }).fill('Two-node scan');
    await owner.getByRole('button', { name: 'Save' }).click();
    await owner.getByText('Vulnerability scan created successfully').first().waitFor();

    const status = (page: Page) =>
      page
        .getByRole('table', { name: 'Vulnerability Scans' })
        .getByRole('row')
        .filter({ hasText: 'Two-node scan' })
        .getByRole('cell')
        .nth(4)
        .textContent();
    // The admin's open list learns of the owner's new scan at once (the api tells every user of the gateway),
    // and its status then comes live, from the gateway on node A through Redis, like the owner's.
    await expect.poll(() => status(admin), LIVE).toMatch(/^(?!Done$)\S/);
    await expect.poll(() => status(owner), { timeout: 60_000 }).toBe('Done');
    await expect.poll(() => status(admin), LIVE).toBe('Done');

    const runs = await withAdmin(
      (client) =>
        client.query<{ runs: string; sent: string }>(
          `select count(*) as runs, count(r.dispatched_at) as sent
             from scan_reports r join scans s on s.id = r.scan_id where s.scan_name = $1`,
          ['Two-node scan'],
        ),
      `postgres://postgres@127.0.0.1:5432/${database}`,
    );
    expect(runs.rows[0]).toEqual({ runs: '1', sent: '1' });
  }, 150_000);

  it('chats across the nodes; when node A stops, its browser goes on through node B without losing a message, and an upload resumes there', async () => {
    await Promise.all([openChat(owner, 'Admins'), openChat(admin, 'Admins')]);
    await owner.getByRole('textbox', { name: 'Message' }).fill('Hello from node A');
    await owner.getByRole('textbox', { name: 'Message' }).press('Enter');
    await expect
      .poll(() => messages(admin).getByText('Hello from node A', { exact: true }).count(), LIVE)
      .toBe(1);
    await admin.getByRole('textbox', { name: 'Message' }).fill('Hello from node B');
    await admin.getByRole('textbox', { name: 'Message' }).press('Enter');
    await expect
      .poll(() => messages(owner).getByText('Hello from node B', { exact: true }).count(), LIVE)
      .toBe(1);

    // An upload half sent to node A, to be finished on node B (tus keeps its state in the shared data folder).
    const token = await sessionToken(owner);
    const content = randomBytes(2 * 1024 * 1024);
    const half = content.length / 2;
    const { location } = await tus(frontA, token, {
      method: 'POST',
      headers: {
        'Upload-Length': String(content.length),
        'Upload-Metadata': metadata({
          [RESUMABLE_UPLOAD.metadata.deviceId]: DEVICE_ID,
          [RESUMABLE_UPLOAD.metadata.folder]: CLOUD_ROOT,
          [RESUMABLE_UPLOAD.metadata.fileName]: 'two-nodes.bin',
        }),
      },
    });
    expect(location).not.toBeNull();
    const patch = (offset: number, bytes: Uint8Array) =>
      tus(
        frontA,
        token,
        {
          method: 'PATCH',
          headers: { 'Upload-Offset': String(offset), 'Content-Type': 'application/offset+octet-stream' },
          body: bytes,
        },
        location!,
      );
    expect((await patch(0, content.subarray(0, half))).offset).toBe(half);

    await nodeA.stop();
    // Sent while its node is going: queued, then delivered once through node B.
    await owner.getByRole('textbox', { name: 'Message' }).fill('Sent as node A stopped');
    await owner.getByRole('button', { name: 'Send' }).click();
    await expect
      .poll(() => messages(admin).getByText('Sent as node A stopped', { exact: true }).count(), {
        timeout: 30_000,
      })
      .toBe(1);
    await expect.poll(() => messages(owner).getByText('Sending…').count()).toBe(0);
    expect(await messages(owner).getByText('Sent as node A stopped', { exact: true }).count()).toBe(1);
    await screenshot(owner, 'two-nodes-chat-after-failover-1366');

    // The upload goes on through node B from where node A left it, and the whole file is there once.
    expect((await tus(frontA, token, { method: 'HEAD' }, location!)).offset).toBe(half);
    expect(await patch(half, content.subarray(half))).toMatchObject({ status: 204, offset: content.length });
    const listing = await fetch(`${frontA}${API_BASE_PATH}/fileSharing/fileStructure`, {
      method: 'POST',
      headers: { Auth: token, 'Content-Type': 'application/json' },
      body: JSON.stringify({ device_id: DEVICE_ID, path: CLOUD_ROOT }),
    });
    const files = ((await listing.json()) as { result: Array<{ name: string; size: number }> }).result;
    expect(files.filter((file) => file.name === 'two-nodes.bin')).toMatchObject([{ size: content.length }]);
    const download = await fetch(
      `${frontA}${API_BASE_PATH}/fileSharing/downloadFiles/${encodeURIComponent(JSON.stringify([`${CLOUD_ROOT}/two-nodes.bin`]))}?device_id=${DEVICE_ID}`,
      { headers: { Auth: token } },
    );
    expect(Buffer.from(await download.arrayBuffer()).equals(content)).toBe(true);

    // The same page, without a reload: its MQTT connection and the gateway's moved to node B.
    await owner.getByRole('link', { name: 'Home' }).first().click();
    await owner.waitForURL('**/dashboard/home');
    await simulator.command(`battery ${DEVICE_ID} 55`, /battery reads 55/);
    await expect.poll(() => battery(owner, 'Battery 55%'), { timeout: 30_000 }).toBe(1);
    // Reconnecting (the gateways' backoff, the page's MQTT and socket.io) takes seconds; more on a loaded CI.
  }, 150_000);
});
