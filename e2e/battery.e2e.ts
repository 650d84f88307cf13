import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import mqtt from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage, screenshot, signIn } from './support/browser';
import { startStack, type Stack } from './support/stack';

// No simulator here: the test itself is the gateway, so it decides what the battery reports. Like a real
// gateway it retains the level, so an app that subscribes after a publish still sees it at once.
let stack: Stack;
let browser: Browser;

beforeAll(async () => {
  [stack, browser] = await Promise.all([startStack(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

describe('live battery', () => {
  it('the battery icon on Home follows what the gateway publishes', async () => {
    const credentials = JSON.parse(await readFile(join(stack.dataDir, 'gateway-credentials.json'), 'utf8'));
    const gateway = await mqtt.connectAsync(stack.mqttUrl, {
      username: 'DRA-100001',
      password: credentials['DRA-100001'],
      clientId: 'e2e-gateway-DRA-100001',
    });
    try {
      const page = await newPage(browser, stack.url);
      await signIn(page, 'owner@example.com', 'Owner#12345');
      await expect.poll(() => page.getByText('Online').count()).toBeGreaterThan(0);

      await gateway.publishAsync('DRA-100001/device/app', JSON.stringify({ value: 42 }), {
        qos: 2,
        retain: true,
      });
      await expect.poll(() => page.getByRole('img', { name: 'Battery 42%' }).count()).toBe(1);

      await gateway.publishAsync('DRA-100001/device/app', JSON.stringify({ value: 'charging' }), {
        qos: 2,
        retain: true,
      });
      await expect.poll(() => page.getByRole('img', { name: 'Battery charging' }).count()).toBe(1);

      await gateway.publishAsync('DRA-100001/device/app', JSON.stringify({ value: 9 }), {
        qos: 2,
        retain: true,
      });
      await expect.poll(() => page.getByRole('img', { name: 'Battery 9%' }).count()).toBe(1);
      await screenshot(page, 'home-battery-low-desktop');
      await page.context().close();
    } finally {
      await gateway.endAsync();
    }
  });
});
