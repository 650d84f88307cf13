import pg from 'pg';
import { BLOCK_ENDED_MODULE, SERVER, UI_TEXT } from '@drisk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { PHONE, launchBrowser, newPage, screenshot, signIn } from './support/browser';
import { startStack, type Stack } from './support/stack';

/*
 * Timed blocks on Home, end to end with the virtual gateways (apps/gateway-sim): the countdown, '+15 min',
 * and a block that ends by itself. The gateway lifts a block at its end and publishes block_ended on
 * {device_id}/device/app; the browser hears it over MQTT and moves the endpoint back to Connected without a
 * reload. The api's shortest block is 15 minutes, so the short block is set on both sides by the test: the
 * gateway's through its control input, the api's end in its PostgreSQL database.
 */
const ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
const database = `drisk_e2e_timed_blocks_${process.pid}`;
const DEVICE_ID = 'DRA-100001';
const DESKTOP_1366 = { width: 1366, height: 800 };
/** Long enough for a reload on a loaded machine to show the block before it ends. */
const SHORT_BLOCK_SECONDS = 40;

let stack: Stack;
let browser: Browser;
let db: pg.Client;

beforeAll(async () => {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${database}`);
  await admin.query(`CREATE DATABASE ${database}`);
  await admin.end();
  const databaseUrl = `postgres://postgres@127.0.0.1:5432/${database}`;
  [stack, browser] = await Promise.all([
    startStack({ DATABASE_URL: databaseUrl }, { simulator: { tickMs: 1000 } }),
    launchBrowser(),
  ]);
  db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
}, 180_000);

afterAll(async () => {
  await db?.end();
  await browser?.close();
  await stack?.stop();
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${database}`);
  await admin.end();
});

const connectedList = (page: Page) => page.getByRole('list', { name: 'Connected Devices' });
const blockedList = (page: Page) => page.getByRole('list', { name: 'Blocked Devices' });
const blockedRow = (page: Page, name: string) =>
  blockedList(page).getByRole('listitem').filter({ hasText: name });

/** Name and MAC of the n-th endpoint of Connected Devices. */
async function connectedEndpoint(page: Page, index: number) {
  const row = connectedList(page).getByRole('listitem').nth(index);
  const label = (await row.getByRole('button', { name: /^Block / }).getAttribute('aria-label')) ?? '';
  const mac = ((await row.getByText(/^MAC: /).textContent()) ?? '').replace('MAC: ', '').trim();
  return { name: label.replace(/^Block /, ''), mac };
}

/** Calls the api with the page's own session, as the dashboard does; resolves with the status. */
function callApi(page: Page, path: string, body: unknown): Promise<number> {
  return page.evaluate(
    async ({ path, body }) => {
      const token =
        Object.values(sessionStorage)
          .join(' ')
          .match(/[A-Za-z0-9_-]{40,}/)?.[0] ?? '';
      const reply = await fetch(`/api/3.0/${path}`, {
        method: 'POST',
        headers: { Auth: token, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      return reply.status;
    },
    { path, body },
  );
}

/** The visible countdown of a blocked row, e.g. '14:58 left'. */
const countdownOf = (page: Page, name: string) =>
  blockedRow(page, name)
    .getByText(/^(\d+:)?\d+:\d\d left$/)
    .textContent();
const secondsOf = (text: string | null) =>
  (text ?? '')
    .replace(' left', '')
    .split(':')
    .reduce((total, part) => total * 60 + Number(part), 0);

describe('timed blocks on Home', () => {
  let extendedName = '';

  it("blocks an endpoint for 15 minutes, counts down, and '+15 min' adds to the time left", async () => {
    const page = await newPage(browser, stack.url, DESKTOP_1366);
    try {
      await signIn(page, 'owner@example.com', 'Owner#12345');
      await connectedList(page).getByRole('listitem').first().waitFor();
      const { name } = await connectedEndpoint(page, 0);
      extendedName = name;

      await connectedList(page)
        .getByRole('button', { name: `Block ${name}` })
        .click();
      const dialog = page.getByRole('dialog', { name: `Block ${name}` });
      await dialog.getByRole('radio', { name: '15 Minutes' }).check();
      await dialog.getByRole('button', { name: 'Block' }).click();
      await page.getByText(SERVER.endpointBlocked).first().waitFor();

      await expect.poll(() => countdownOf(page, name)).toMatch(/^1[45]:\d\d left$/);
      // It ticks: a couple of seconds later less time is left.
      const first = secondsOf(await countdownOf(page, name));
      await expect.poll(async () => secondsOf(await countdownOf(page, name))).toBeLessThan(first);

      const before = secondsOf(await countdownOf(page, name));
      await page.getByRole('button', { name: UI_TEXT.extendBlockLabel(name, '15 Minutes') }).click();
      await page.getByText(SERVER.blockExtended).first().waitFor();
      await expect
        .poll(async () => secondsOf(await countdownOf(page, name)))
        .toBeGreaterThan(before + 14 * 60);
      expect(await countdownOf(page, name)).toMatch(/^(29|30):\d\d left$/);
      // Still blocked throughout: it never went back to Connected.
      expect(await connectedList(page).getByText(name, { exact: true }).count()).toBe(0);
      await page.getByText(SERVER.blockExtended).first().waitFor({ state: 'hidden' });
      await screenshot(page, 'timed-blocks-1366');
    } finally {
      await page.context().close();
    }
  });

  it('moves an endpoint whose block ends back to Connected, told over MQTT, without a reload', async () => {
    const page = await newPage(browser, stack.url, DESKTOP_1366);
    // Every frame the page's MQTT WebSocket receives, with when it came.
    const frames: Array<{ at: number; data: string }> = [];
    page.on('websocket', (socket) =>
      socket.on('framereceived', ({ payload }) => frames.push({ at: Date.now(), data: String(payload) })),
    );
    try {
      await signIn(page, 'owner@example.com', 'Owner#12345');
      await connectedList(page).getByRole('listitem').first().waitFor();
      const { name, mac } = await connectedEndpoint(page, 0);

      // A short block on the gateway, and the same end in the api's database.
      const line = await stack.simulatorCommand(
        `block ${DEVICE_ID} ${mac} ${SHORT_BLOCK_SECONDS}`,
        /blocked until \d+/,
      );
      const until = Number(/blocked until (\d+)/.exec(line)![1]);
      const stored = await db.query(
        'update endpoints set blocked_until = $1, blocked_permanent = false where device_id = $2 and mac_address = $3',
        [new Date(until), DEVICE_ID, mac],
      );
      expect(stored.rowCount, `the api's row of ${mac}`).toBe(1);
      // A write behind the api's back: a call that changes the endpoint (renaming it to its own name) tells the
      // api's caches, as its own writers do.
      expect(await callApi(page, 'user/iotRename', { device_id: DEVICE_ID, mac_address: mac, name })).toBe(
        200,
      );
      await page.reload();
      await blockedRow(page, name).waitFor({ timeout: 30_000 });
      await expect.poll(() => countdownOf(page, name)).toMatch(/^0:\d\d left$/);

      // From here on: no reload, and the news comes over the MQTT WebSocket.
      let navigations = 0;
      page.on('framenavigated', () => (navigations += 1));
      await connectedList(page)
        .getByText(name, { exact: true })
        .waitFor({ timeout: Math.max(0, until - Date.now()) + 15_000 });
      const movedAt = Date.now();
      const heard = frames.find(({ data }) => data.includes(BLOCK_ENDED_MODULE) && data.includes(mac));
      expect(heard, 'a block_ended message over MQTT').toBeDefined();
      expect(heard!.at).toBeGreaterThanOrEqual(until - 1000);
      // Moved within a few seconds of the end: the message, not the 30-second refresh.
      expect(movedAt - until).toBeLessThan(8000);
      expect(await blockedRow(page, name).count()).toBe(0);
      expect(navigations).toBe(0);
      await screenshot(page, 'timed-blocks-ended-1366');
    } finally {
      await page.context().close();
    }
  });

  it('shows the countdown and the extend buttons on a 360 px phone', async () => {
    const page = await newPage(browser, stack.url, PHONE);
    try {
      await signIn(page, 'owner@example.com', 'Owner#12345');
      await expect.poll(() => countdownOf(page, extendedName)).toMatch(/^(29|30):\d\d left$/);
      const extend = page.getByRole('button', { name: UI_TEXT.extendBlockLabel(extendedName, '1 Hour') });
      await extend.scrollIntoViewIfNeeded();
      const box = await extend.boundingBox();
      expect(box && box.x + box.width).toBeLessThanOrEqual(PHONE.width);
      await screenshot(page, 'timed-blocks-360');
    } finally {
      await page.context().close();
    }
  });
});
