import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { PWA_TEXT } from '@drisk/contract';
import { PHONE, launchBrowser, newPage, screenshot } from './support/browser';
import { startStack, type Stack } from './support/stack';

/*
 * The installable dashboard: its service worker keeps the built files, serves them on the next visit,
 * offers 'A new version is available' after a redeployment, and answers with the offline page when the
 * server cannot be reached. The api serves a copy of the build, so the test can redeploy it.
 */
const builtDashboard = resolve(import.meta.dirname, '../apps/dashboard/dist');
let deployDir: string;
let stack: Stack;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  deployDir = await mkdtemp(join(tmpdir(), 'drisk-e2e-deploy-'));
  await cp(builtDashboard, deployDir, { recursive: true });
  [stack, browser] = await Promise.all([startStack({ STATIC_DIR: deployDir }), launchBrowser()]);
  page = await newPage(browser, stack.url, PHONE);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
  await rm(deployDir, { recursive: true, force: true });
});

const controlled = (p: Page) => p.evaluate(() => navigator.serviceWorker.controller !== null);
const cacheNames = (p: Page) => p.evaluate(() => caches.keys());

describe('installable dashboard', () => {
  it('links a manifest with installable icons', async () => {
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = await (await page.request.get(href!)).json();
    expect(manifest).toMatchObject({ start_url: '/', display: 'standalone' });
    const sizes = manifest.icons.map((icon: { sizes: string }) => icon.sizes);
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
    for (const icon of manifest.icons) expect((await page.request.get(icon.src)).status()).toBe(200);
  });

  it('serves the built files from its service worker on the next visit', async () => {
    await expect.poll(() => controlled(page), { timeout: 20_000 }).toBe(true);
    const fromWorker: string[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/assets/') && response.fromServiceWorker())
        fromWorker.push(response.url());
    });
    await page.reload();
    await page.getByRole('button', { name: 'Sign In', exact: true }).waitFor();
    expect(fromWorker.length).toBeGreaterThan(0);
    // Nothing of the api is ever kept.
    const kept = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys())
        for (const request of await (await caches.open(name)).keys())
          urls.push(new URL(request.url).pathname);
      return urls;
    });
    expect(kept.some((path) => path.startsWith('/api/'))).toBe(false);
    expect(kept).toContain('/offline.html');
  });

  it("offers 'A new version is available' after a redeployment, and Reload moves to it", async () => {
    const before = await cacheNames(page);
    // A redeployment: the new build's service worker differs from the one running.
    const worker = join(deployDir, 'sw.js');
    const source = await readFile(worker, 'utf8');
    const oldId = source.match(/buildId:"(\w+)"/)![1];
    await writeFile(worker, source.replace(`buildId:"${oldId}"`, 'buildId:"redeployed"'));
    await rm(`${worker}.br`, { force: true });
    await rm(`${worker}.gz`, { force: true });

    await page.reload();
    const prompt = page.getByRole('alert').filter({ hasText: PWA_TEXT.updateAvailable });
    await prompt.waitFor({ timeout: 20_000 });
    await screenshot(page, 'pwa-update-available-phone');
    await prompt.getByRole('button', { name: PWA_TEXT.updateReload }).click();
    await page.waitForEvent('load');
    await page.getByRole('button', { name: 'Sign In', exact: true }).waitFor();
    await expect
      .poll(() => cacheNames(page))
      .toEqual(before.map((name) => name.replace(oldId, 'redeployed')));
    expect(await prompt.count()).toBe(0);
  });

  it('gives the admin console its own manifest and worker, scoped to /admin/', async () => {
    const manifest = await (await page.request.get('/admin/manifest.webmanifest')).json();
    expect(manifest).toMatchObject({ start_url: '/admin/', scope: '/admin/', display: 'standalone' });
    const worker = await page.request.get('/admin/sw.js');
    expect(worker.status()).toBe(200);
    expect(worker.headers()['cache-control']).toBe('no-cache');
    const precache: string[] = JSON.parse((await worker.text()).match(/precache:(\[[^\]]*\])/)![1]);
    expect(precache.length).toBeGreaterThan(5);
    expect(precache.every((file) => file.startsWith('/admin/'))).toBe(true);
  });

  it('answers with the offline page when the server cannot be reached', async () => {
    await stack.stop();
    await page.goto('/dashboard').catch(() => undefined);
    await page.getByRole('heading', { name: PWA_TEXT.offlineTitle }).waitFor();
    await page.getByText(PWA_TEXT.offlineMessage).waitFor();
    await screenshot(page, 'pwa-offline-phone');
  });
});
