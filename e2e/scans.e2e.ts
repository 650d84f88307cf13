import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { SERVER } from '@drisk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { PHONE, launchBrowser, newPage, screenshot, signIn } from './support/browser';
import { startStack, type Stack } from './support/stack';

/*
 * Vulnerability scanning end to end, on the api's own PostgreSQL database, with the virtual gateways
 * (apps/gateway-sim) running the scans: the api sends start_scan, the gateway scans the endpoint through
 * Queued, Running and Done, reports its runs in telemetry, and the api passes status and severity to the
 * browser as the spec's {module, result: {unique_id, value}} on {device_id}/device/app. Scans run five
 * times faster than a real gateway's (--scan-time-scale 0.2) so the file stays short.
 */
const ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
const database = `drisk_e2e_scans_${process.pid}`;
const DESKTOP_1366 = { width: 1366, height: 800 };
/** An endpoint of DRA-100001 that stays online (a TV), so its scan runs to the end. */
const SCANNED_ENDPOINT = 'Reception Smart TV';

let stack: Stack;
let browser: Browser;

beforeAll(async () => {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${database}`);
  await admin.query(`CREATE DATABASE ${database}`);
  await admin.end();
  [stack, browser] = await Promise.all([
    startStack(
      { DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${database}` },
      { simulator: { tickMs: 1000, scanTimeScale: 0.2 } },
    ),
    launchBrowser(),
  ]);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${database}`);
  await admin.end();
});

async function openScans(page: Page) {
  await signIn(page, 'owner@example.com', 'Owner#12345');
  await page.goto('/dashboard/vulnerabilityScan');
  await page.getByRole('table', { name: 'Vulnerability Scans' }).waitFor();
}

const scanRow = (page: Page, name: string) =>
  page.getByRole('table', { name: 'Vulnerability Scans' }).getByRole('row').filter({ hasText: name });

async function createScan(page: Page, name: string, schedule?: (page: Page) => Promise<void>) {
  await page.getByRole('button', { name: 'Add/Remove device' }).click();
  const dialog = page.getByRole('dialog', { name: 'Paired IOT Devices' });
  await dialog.getByRole('checkbox', { name: SCANNED_ENDPOINT }).check();
  await dialog.getByRole('button', { name: 'Update' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await page.getByRole('textbox', { name: 'Scan name' }).fill(name);
  if (schedule) await schedule(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Vulnerability scan created successfully').first().waitFor();
  await scanRow(page, name).waitFor();
}

/** Calls the api with the page's own session, as the dashboard does. */
function callApi<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (path) => {
    const token =
      Object.values(sessionStorage)
        .join(' ')
        .match(/[A-Za-z0-9_-]{40,}/)?.[0] ?? '';
    const reply = await fetch(`/api/3.0/${path}`, { headers: { Auth: token } });
    return (await reply.json()).result;
  }, path) as Promise<T>;
}

describe('vulnerability scans', () => {
  it('creates a quick scan that the gateway runs, its status and severity changing live', async () => {
    const page = await newPage(browser, stack.url, DESKTOP_1366);
    try {
      await openScans(page);
      let navigations = 0;
      page.on('framenavigated', () => (navigations += 1));
      await createScan(page, 'E2E quick scan');
      const row = scanRow(page, 'E2E quick scan');
      // Every status the row shows on its way, read often enough to catch a few seconds of Running.
      const seen = new Set<string>();
      await expect
        .poll(
          async () => {
            const status = (await row.getByRole('cell').nth(4).textContent()) ?? '';
            seen.add(status.replace(/\d+%/, 'N%'));
            if (/^Running \d+%/.test(status)) await screenshot(page, 'scans-running-1366');
            return status;
          },
          { timeout: 60_000, interval: 150 },
        )
        .toBe('Done');
      expect([...seen]).toContain('Running N%');
      await expect.poll(() => row.getByRole('cell').nth(3).textContent()).toMatch(/^(High|Medium|Low|None)$/);
      expect(navigations).toBe(0);
    } finally {
      await page.context().close();
    }
  });

  it('schedules a scan and shows its upcoming time', async () => {
    const page = await newPage(browser, stack.url, DESKTOP_1366);
    await openScans(page);
    await createScan(page, 'E2E nightly', async () => {
      await page.getByRole('radio', { name: 'Schedule Scan' }).check();
      await expect
        .poll(() => page.getByRole('list', { name: 'Next runs' }).getByRole('listitem').count())
        .toBe(1);
      // Daily from the next minute until three days later: the preview lists the next runs.
      const from = await page.getByLabel('Run from').inputValue();
      const until = new Date(`${from}:00Z`);
      until.setUTCDate(until.getUTCDate() + 3);
      await page.getByLabel('Run until').fill(until.toISOString().slice(0, 16));
      await expect
        .poll(() => page.getByRole('list', { name: 'Next runs' }).getByRole('listitem').count())
        .toBe(3);
    });
    const upcoming = scanRow(page, 'E2E nightly').getByRole('cell').nth(2);
    await expect.poll(() => upcoming.textContent()).toMatch(/^[A-Z][a-z]{2}, \d{2} \d{4} \d{2}:\d{2}$/);
    await screenshot(page, 'scans-1366');
    await page.context().close();
  });

  it('opens the HTML report of the run the gateway finished, downloads its PDF and deletes the report and the scan', async () => {
    const page = await newPage(browser, stack.url, DESKTOP_1366);
    await signIn(page, 'owner@example.com', 'Owner#12345');
    await page.goto('/dashboard/vulnerabilityScan');
    await scanRow(page, 'E2E quick scan')
      .getByRole('link', { name: /reports of E2E quick scan$/ })
      .click();
    await page.waitForURL(/\/dashboard\/reports\//);
    const table = page.getByRole('table', { name: 'Scan Reports' });
    const finished = table.getByRole('row').filter({ has: page.getByText('Done', { exact: true }) });
    await finished.first().waitFor();

    const [report] = await Promise.all([
      page.context().waitForEvent('page'),
      finished
        .first()
        .getByRole('button', { name: /^Open report of/ })
        .click(),
    ]);
    await report.waitForLoadState();
    // The gateway's findings for the scanned TV: at least its open ports, each with its weakness id.
    await expect.poll(() => report.getByText(SCANNED_ENDPOINT).count()).toBeGreaterThan(0);
    await expect.poll(() => report.getByText(/^(CVE-\d{4}-\d+|CWE-\d+)$/).count()).toBeGreaterThan(0);
    expect(await report.getByText('Done', { exact: true }).count()).toBe(1);
    await screenshot(report, 'scan-report-html');
    await report.close();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      finished
        .first()
        .getByRole('button', { name: /^Download PDF of/ })
        .click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const pdf = await readFile((await download.path())!);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

    await finished
      .first()
      .getByRole('button', { name: /^Delete report of/ })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Scan Report' });
    await confirm.getByText('Are you sure you want to delete vulnerability scan report?').waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => finished.count()).toBe(0);

    await page.goto('/dashboard/vulnerabilityScan');
    await scanRow(page, 'E2E quick scan').getByRole('button', { name: 'Delete E2E quick scan' }).click();
    const confirmScan = page.getByRole('dialog', { name: 'Vulnerability Scan' });
    await confirmScan.getByText('Are you sure you want to delete vulnerability scan ?').waitFor();
    await confirmScan.getByText('Note: This action cannot be undone!').waitFor();
    await confirmScan.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => scanRow(page, 'E2E quick scan').count()).toBe(0);
    await page.context().close();
  });

  it('quarantines a vulnerable device that joins while Auto Scan is on, until the owner releases it', async () => {
    const page = await newPage(browser, stack.url, DESKTOP_1366);
    try {
      await signIn(page, 'owner@example.com', 'Owner#12345');
      // Auto Block off, so what blocks the newcomer is the scan's verdict, not its being new.
      await page.goto('/dashboard/settings');
      const autoBlock = page.getByRole('switch', { name: 'Auto Block' });
      await expect.poll(() => autoBlock.isEnabled()).toBe(true);
      if (await autoBlock.isChecked()) {
        await autoBlock.click();
        await expect.poll(() => autoBlock.isChecked()).toBe(false);
      }

      await page.goto('/dashboard/vulnerabilityScan');
      const autoScan = page.getByRole('switch', { name: 'Auto Scan' });
      await autoScan.click();
      await expect.poll(() => autoScan.isChecked()).toBe(true);
      const quarantine = page.getByRole('combobox', { name: 'Quarantine status' });
      await quarantine.click();
      await page.getByRole('option', { name: 'Medium' }).click();
      // A refused change would put the previous level back once the gateway answered.
      await page.getByRole('alert').filter({ hasText: SERVER.settingsUpdated }).first().waitFor();
      await expect.poll(() => quarantine.getAttribute('aria-disabled')).not.toBe('true');
      expect(await quarantine.textContent()).toBe('Medium');
      await screenshot(page, 'scans-auto-scan-medium-1366');

      // Every camera has a cleartext HTTP admin page (CVSS 5.9, Medium), which base configuration finds.
      const joined = await stack.simulatorCommand(
        'join DRA-100001 camera',
        /DRA-100001: '.*' \(.*\) joined at/,
      );
      const [, name, mac] = joined.match(/: '(.*)' \(([0-9A-F:]{17})\)/i) ?? [];
      await expect
        .poll(
          async () => {
            const list = await callApi<{ records: { message: string; status: string }[] }>(
              page,
              'user/getNotification?page=1&page_size=10',
            );
            return list.records.some(
              (n) => n.status === 'Pending' && n.message.includes(mac) && /quarantined it/.test(n.message),
            );
          },
          { timeout: 60_000, interval: 1000 },
        )
        .toBe(true);

      await page.goto('/dashboard');
      await page.getByRole('button', { name: `Unblock ${name}` }).waitFor();
      await page.getByRole('navigation').getByRole('link', { name: 'Notifications' }).click();
      const card = page.getByRole('article').filter({ hasText: mac }).first();
      // Medium or worse: the camera may also have a High finding.
      await card.getByText(/Auto Scan found (Medium|High) severity vulnerabilities/).waitFor();
      await screenshot(page, 'alerts-quarantine-pending-1366');
      await card.getByRole('button', { name: 'Accept' }).click();
      await expect.poll(() => card.getByRole('button', { name: 'Accepted' }).count()).toBe(1);
      await page.goto('/dashboard');
      await page.getByRole('button', { name: `Block ${name}` }).waitFor({ timeout: 30_000 });
    } finally {
      await page.context().close();
    }
  });

  it('fits a 360 px phone without horizontal scrolling', async () => {
    const page = await newPage(browser, stack.url, PHONE);
    await openScans(page);
    await page.getByRole('radio', { name: 'Schedule Scan' }).check();
    await page.getByRole('combobox', { name: 'Recurrence' }).click();
    await page.getByRole('option', { name: 'Yearly' }).click();
    await page.getByRole('radio', { name: 'On the' }).check();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'scans-360');
    await page.context().close();
  });
});
