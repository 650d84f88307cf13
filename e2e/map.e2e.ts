import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import mqtt, { type MqttClient } from 'mqtt';
import { UI_TEXT } from '@drisk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, PHONE, screenshot, signIn } from './support/browser';
import { startStack, type Stack } from './support/stack';

// Tiles are the one part of the map on the internet: here they point at a port nothing listens on, so the
// map must stay usable without them. The test itself is the gateway, so it decides where the gateway is.
const UNREACHABLE_TILES = 'http://127.0.0.1:9/{z}/{x}/{y}.png';

let stack: Stack;
let browser: Browser;
let gateway: MqttClient;

beforeAll(async () => {
  [stack, browser] = await Promise.all([startStack({ MAP_TILE_URL: UNREACHABLE_TILES }), launchBrowser()]);
  const credentials = JSON.parse(await readFile(join(stack.dataDir, 'gateway-credentials.json'), 'utf8'));
  gateway = await mqtt.connectAsync(stack.mqttUrl, {
    username: 'DRA-100001',
    password: credentials['DRA-100001'],
    clientId: 'e2e-gateway-DRA-100001',
  });
  // A first start migrates and seeds: slow when the machine is busy (see E2E_STACK_START_MS).
}, 300_000);
afterAll(async () => {
  await gateway?.endAsync();
  await browser?.close();
  await stack?.stop();
});

/** Reports a position as the gateway does, in its telemetry. */
async function reportPosition(latitude: number, longitude: number, location: string) {
  const message = { device_id: 'DRA-100001', ts: Date.now(), location: { latitude, longitude, location } };
  await gateway.publishAsync('gateway/DRA-100001/telemetry', JSON.stringify(message), { qos: 2 });
}

/** Console errors other than failed requests (the tiles' refused connections are expected here). */
function scriptErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      errors.push(message.text());
  });
  return errors;
}

async function openTracking(page: Page) {
  await signIn(page, 'owner@example.com', 'Owner#12345');
  await page.goto('/dashboard/map');
  await expect.poll(() => page.getByTitle('dRisk-Alpha').count(), { timeout: 15_000 }).toBe(1);
}

describe('Tracking map', () => {
  it("shows the owner's gateways without tiles, moves one live as it reports, and links to its details", async () => {
    const page = await newPage(browser, stack.url, { width: 1366, height: 900 });
    const errors = scriptErrors(page);
    await openTracking(page);
    expect(await page.getByTitle('dRisk-Beta').count()).toBe(1);
    // The tiles cannot load: a notice, and the markers on the plain background.
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: UI_TEXT.mapTilesUnavailable }).count())
      .toBe(1);
    await screenshot(page, 'map-desktop');

    const alpha = page.getByTitle('dRisk-Alpha');
    const before = await alpha.boundingBox();
    await reportPosition(51.752, -1.2577, 'Oxford, United Kingdom');
    await expect
      .poll(async () => {
        const now = await alpha.boundingBox();
        return Math.hypot((now?.x ?? 0) - (before?.x ?? 0), (now?.y ?? 0) - (before?.y ?? 0));
      })
      .toBeGreaterThan(10);
    await screenshot(page, 'map-moved-desktop');

    await alpha.click();
    await page.getByRole('link', { name: UI_TEXT.mapDetailsLink }).click();
    await page.waitForURL('**/dashboard/details');
    const details = page.getByRole('list', { name: 'dRisk-Alpha' });
    await expect.poll(() => details.getByText('Oxford, United Kingdom', { exact: false }).count()).toBe(1);
    // The gateway keeps reporting as it moves on: the small map draws the line of its day, growing live.
    let step = 0;
    await expect
      .poll(
        async () => {
          step += 1;
          await reportPosition(51.752 + step * 0.002, -1.2577 + step * 0.001, 'Oxford, United Kingdom');
          return page.locator('path.drisk-device-track').count();
        },
        { timeout: 20_000, interval: 1_000 },
      )
      .toBe(1);
    expect(await page.getByText(/positions reported over the last 24 hours/).count()).toBe(1);
    await screenshot(page, 'details-desktop');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('fits a phone screen', async () => {
    const page = await newPage(browser, stack.url, PHONE);
    await openTracking(page);
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await screenshot(page, 'map-phone');

    await page.goto('/dashboard/details');
    await expect.poll(() => page.getByRole('list', { name: 'dRisk-Alpha' }).count()).toBe(1);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await screenshot(page, 'details-phone');
    await page.context().close();
  });
});
