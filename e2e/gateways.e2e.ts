import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_WINDOWS_TEXT } from '@drisk/contract/client';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, screenshot, signIn, PHONE } from './support/browser';
import { startStack, type Stack } from './support/stack';

// The whole plane: api + embedded broker + three virtual gateways. A visitor joins each gateway 4 s after it
// connects, so Auto Block has something to block.
let stack: Stack;
let browser: Browser;

beforeAll(async () => {
  [stack, browser] = await Promise.all([
    startStack({}, { simulator: { tickMs: 1000, visitorAfterMs: 4000 } }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

/** Calls the api with the page's own session, as the dashboard does. */
function callApi<T>(page: Page, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ path, body }) => {
      const token =
        Object.values(sessionStorage)
          .join(' ')
          .match(/[A-Za-z0-9_-]{40,}/)?.[0] ?? '';
      const reply = await fetch(`/api/3.0/${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: { Auth: token, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return (await reply.json()).result;
    },
    { path, body },
  ) as Promise<T>;
}

describe('gateways online', () => {
  it('blocks an endpoint for an hour from Home, then unblocks it', async () => {
    const page = await newPage(browser, stack.url);
    await signIn(page, 'owner@example.com', 'Owner#12345');
    await page.getByRole('button', { name: 'Block Reception Smart TV' }).click();
    const dialog = page.getByRole('dialog', { name: /Block Reception Smart TV/ });
    await dialog.getByRole('button', { name: 'Block' }).click();
    await expect.poll(() => dialog.getByText('Select duration').count()).toBe(1);
    await dialog.getByRole('radio', { name: '1 Hour' }).check();
    await dialog.getByRole('button', { name: 'Block' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Unblock Reception Smart TV' }).count()).toBe(1);
    await screenshot(page, 'home-blocked-desktop');

    await page.getByRole('button', { name: 'Unblock Reception Smart TV' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Block Reception Smart TV' }).count()).toBe(1);
    await page.context().close();
  });

  it('saves access controls that survive a reload', async () => {
    const page = await newPage(browser, stack.url, PHONE);
    await signIn(page, 'owner@example.com', 'Owner#12345');
    await page.goto('/dashboard/access');
    const keyword = page.getByRole('textbox', { name: /keyword or website/i });
    await keyword.fill('gambling');
    await keyword.press('Enter');
    // On a phone the list view is the easy way in: add a window, then move it to Saturday.
    await page.getByRole('button', { name: ACCESS_WINDOWS_TEXT.listView, exact: true }).click();
    await page.getByRole('button', { name: ACCESS_WINDOWS_TEXT.addWindow }).click();
    await page
      .getByRole('combobox', { name: new RegExp(`^${ACCESS_WINDOWS_TEXT.dayLabel}: `) })
      .first()
      .click();
    await page.getByRole('option', { name: 'Saturday', exact: true }).click();
    const saturdayWindow = page.getByRole('row', { name: /^Saturday \d\d:\d\d to \d\d:\d\d/ });
    await expect.poll(() => saturdayWindow.count()).toBe(1);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByRole('alert').filter({ hasText: /saved/i }).count()).toBeGreaterThan(0);
    await page.reload();
    await expect.poll(() => page.getByText('gambling', { exact: true }).count()).toBe(1);
    await page.getByRole('button', { name: ACCESS_WINDOWS_TEXT.listView, exact: true }).click();
    await expect.poll(() => saturdayWindow.count()).toBe(1);
    await screenshot(page, 'access-saved-phone');
    await page.context().close();
  });

  it('keeps protect and monitoring modes exclusive, applied by the gateway', async () => {
    const page = await newPage(browser, stack.url);
    await signIn(page, 'owner@example.com', 'Owner#12345');
    await page.goto('/dashboard/settings');
    const protect = page.getByRole('switch', { name: 'Protect Mode' });
    const monitoring = page.getByRole('switch', { name: 'Monitoring Mode' });
    await expect.poll(() => protect.isChecked()).toBe(true);
    await monitoring.click();
    await expect.poll(() => monitoring.isChecked()).toBe(true);
    await expect.poll(() => protect.isChecked()).toBe(false);
    await page.reload();
    await expect.poll(() => page.getByRole('switch', { name: 'Monitoring Mode' }).isChecked()).toBe(true);
    await expect.poll(() => page.getByRole('switch', { name: 'Protect Mode' }).isChecked()).toBe(false);
    await screenshot(page, 'settings-monitoring-desktop');
    await page.context().close();
  });

  it('lets a Guest change only the Notification setting', async () => {
    const page = await newPage(browser, stack.url);
    await signIn(page, 'guest@example.com', 'Guest#12345');
    await page.goto('/dashboard/settings');
    const notifications = page.getByRole('switch', { name: 'Notifications' });
    await expect.poll(() => notifications.isEnabled()).toBe(true);
    for (const name of ['Mobile Data', 'Protect Mode', 'Ghost Mode', 'Auto Block']) {
      expect(await page.getByRole('switch', { name }).isDisabled()).toBe(true);
    }
    expect(await page.getByText('Change Wi-Fi Password').count()).toBe(0);
    const before = await notifications.isChecked();
    await notifications.click();
    await expect.poll(() => notifications.isChecked()).toBe(!before);
    // The server refuses anything else, whatever the browser sends.
    const refused = await page.evaluate(async () => {
      const token =
        Object.values(sessionStorage)
          .join(' ')
          .match(/[A-Za-z0-9_-]{40,}/)?.[0] ?? '';
      const reply = await fetch('/api/3.0/settings/updateSettings', {
        method: 'POST',
        headers: { Auth: token, 'content-type': 'application/json' },
        body: JSON.stringify({ device_id: 'DRA-100001', type: 'protect_mode', protect_mode: 0 }),
      });
      return reply.status;
    });
    expect(refused).toBe(403);
    await screenshot(page, 'settings-guest-desktop');
    await page.context().close();
  });

  it("exports an endpoint's issue log as a CSV file", async () => {
    const page = await newPage(browser, stack.url);
    await signIn(page, 'owner@example.com', 'Owner#12345');
    await page.getByRole('button', { name: 'Reception Smart TV', exact: true }).click();
    await page.waitForURL('**/dashboard/iotdetails');
    await page.evaluate(() => {
      const opened: string[] = [];
      (window as unknown as { opened: string[] }).opened = opened;
      window.open = (url?: string | URL) => {
        opened.push(String(url));
        return null;
      };
    });
    await page.getByRole('button', { name: 'Export Issues' }).click();
    // From a week ago: today alone has no entries yet just after midnight.
    const weekAgo = new Date(Date.now() - 7 * 86_400_000);
    const typed = [weekAgo.getMonth() + 1, weekAgo.getDate()].map((n) => String(n).padStart(2, '0')).join('');
    await page.getByRole('dialog').getByRole('spinbutton', { name: 'Month' }).first().click();
    await page.keyboard.type(`${typed}${weekAgo.getFullYear()}`);
    await page.getByRole('dialog').getByRole('button', { name: 'Download' }).click();
    let url = '';
    await expect
      .poll(
        async () =>
          (url = await page.evaluate(() => (window as unknown as { opened: string[] }).opened[0] ?? '')),
      )
      .not.toBe('');
    const csv = await page.evaluate(async (href) => (await fetch(href)).text(), url);
    const lines = csv.trim().split(/\r?\n/);
    expect(lines[0]).toMatch(/website_access/);
    expect(lines.length).toBeGreaterThan(1);
    await page.context().close();
  });

  it('asks the owner about a new device Auto Block stopped; Accept unblocks it on the gateway', async () => {
    const page = await newPage(browser, stack.url);
    await signIn(page, 'owner@example.com', 'Owner#12345');
    let visitorMac = '';
    await expect
      .poll(
        async () => {
          const list = await callApi<{
            records: { message: string; status: string; created_date: string }[];
          }>(page, 'user/getNotification?page=1&page_size=5');
          const fresh = list.records.find(
            (n) =>
              n.status === 'Pending' &&
              /wants to connect to dRisk-Alpha/.test(n.message) &&
              Date.now() - Date.parse(n.created_date) < 5 * 60_000,
          );
          visitorMac = fresh?.message.match(/([0-9A-F]{2}:){5}[0-9A-F]{2}/i)?.[0] ?? '';
          return visitorMac;
        },
        { timeout: 45_000, interval: 1000 },
      )
      .not.toBe('');

    await page.getByRole('navigation').getByRole('link', { name: 'Notifications' }).click();
    const card = page.getByRole('article').filter({ hasText: visitorMac }).first();
    await card.getByRole('button', { name: 'Accept' }).click();
    await expect.poll(() => card.getByRole('button', { name: 'Accepted' }).count()).toBe(1);
    await screenshot(page, 'alerts-auto-block-accepted-desktop');

    const today = new Date();
    const wire = (d: Date) =>
      `${String(d.getMonth() + 1).padStart(2, '0')}/${String(d.getDate()).padStart(2, '0')}/${d.getFullYear()}`;
    const tomorrow = new Date(today.getTime() + 86_400_000);
    await expect
      .poll(
        async () => {
          const data = await callApi<{
            blocked_devices: { mac_address: string }[];
            iotdevice: { mac_address: string }[];
          }>(page, 'user/getDashboardData', {
            device_id: 'DRA-100001',
            startDate: wire(today),
            endDate: wire(tomorrow),
            type: 'day',
            network: 'AllNetworks',
          });
          const blocked = data.blocked_devices.some(
            (d) => d.mac_address.toUpperCase() === visitorMac.toUpperCase(),
          );
          const connected = data.iotdevice.some(
            (d) => d.mac_address.toUpperCase() === visitorMac.toUpperCase(),
          );
          return !blocked && connected;
        },
        { timeout: 30_000, interval: 1000 },
      )
      .toBe(true);
    await page.context().close();
  });
});
