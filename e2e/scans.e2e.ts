import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import mqtt from 'mqtt';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { PHONE, launchBrowser, newPage, screenshot, signIn } from './support/browser';
import { startStack, type Stack } from './support/stack';

/*
 * Vulnerability scanning end to end. The api runs on its own PostgreSQL database, so the test can record a
 * finished run (a report with one finding) the way the api stores what a gateway reports, and open its
 * HTML and PDF. No simulator: the test is the gateway and publishes the spec's scan updates,
 * {module, result: {unique_id, value}} on {device_id}/device/app, to watch the table change without a reload.
 */
const DEVICE = 'DRA-100001';
const ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
const database = `drisk_e2e_scans_${process.pid}`;
const DESKTOP_1366 = { width: 1366, height: 800 };

let stack: Stack;
let browser: Browser;
let db: pg.Client;

beforeAll(async () => {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${database}`);
  await admin.query(`CREATE DATABASE ${database}`);
  await admin.end();
  const url = `postgres://postgres@127.0.0.1:5432/${database}`;
  [stack, browser] = await Promise.all([startStack({ DATABASE_URL: url }), launchBrowser()]);
  db = new pg.Client({ connectionString: url });
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
  await dialog.getByRole('checkbox').first().check();
  await dialog.getByRole('button', { name: 'Update' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await page.getByRole('textbox', { name: 'Scan name' }).fill(name);
  if (schedule) await schedule(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Vulnerability scan created successfully').first().waitFor();
  await scanRow(page, name).waitFor();
}

async function uniqueIdOf(name: string): Promise<string> {
  const { rows } = await db.query<{ unique_id: string }>('SELECT unique_id FROM scans WHERE scan_name = $1', [
    name,
  ]);
  return rows[0].unique_id;
}

describe('vulnerability scans', () => {
  it('creates a quick scan and shows its status, then progress and severity live from the gateway', async () => {
    const credentials = JSON.parse(await readFile(join(stack.dataDir, 'gateway-credentials.json'), 'utf8'));
    const gateway = await mqtt.connectAsync(stack.mqttUrl, {
      username: DEVICE,
      password: credentials[DEVICE],
      clientId: `e2e-gateway-${DEVICE}`,
    });
    const page = await newPage(browser, stack.url, DESKTOP_1366);
    try {
      await openScans(page);
      await createScan(page, 'E2E quick scan');
      const row = scanRow(page, 'E2E quick scan');
      await expect
        .poll(() => row.getByText(/^(Scheduled|Queued|Running|Done|Stopped)/).count())
        .toBeGreaterThan(0);

      const uniqueId = await uniqueIdOf('E2E quick scan');
      const publish = (module: string, value: string) =>
        gateway.publishAsync(
          `${DEVICE}/device/app`,
          JSON.stringify({ module, result: { unique_id: uniqueId, value } }),
          {
            qos: 2,
          },
        );
      let navigations = 0;
      page.on('framenavigated', () => (navigations += 1));
      await publish('scan_status', 'Running 40%');
      await expect.poll(() => row.getByRole('progressbar', { name: 'Running 40%' }).count()).toBe(1);
      await screenshot(page, 'scans-running-1366');
      await publish('scan_severity', 'High');
      await publish('scan_status', 'Done');
      await expect.poll(() => row.getByText('Done').count()).toBe(1);
      await expect.poll(() => row.getByText('High').count()).toBe(1);
      expect(navigations).toBe(0);
    } finally {
      await page.context().close();
      await gateway.endAsync();
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

  it('opens the HTML report of a finished run, downloads its PDF and deletes the report and the scan', async () => {
    const uniqueId = await uniqueIdOf('E2E quick scan');
    // A finished run as the api records a gateway's results (the seed has no finished scan yet); already
    // dispatched, so the scheduler does not send it to the (absent) gateway again.
    await db.query(
      `INSERT INTO scan_reports (unique_id, scan_id, task_id, severity, status, findings, message, due_at, dispatched_at)
       SELECT $1, id, 'e2e-task-1', 'High', 'Done', $2::jsonb, '', now(), now() FROM scans WHERE unique_id = $1`,
      [
        uniqueId,
        JSON.stringify([
          {
            name: 'OpenSSH weak key exchange algorithms',
            ref: 'CVE-2023-48795',
            cvss_score: 7.5,
            cvss_vector: 'CVSS:3.1/AV:N/AC:H/PR:N/UI:N/S:U/C:N/I:H/A:N',
            severity: 'High',
            endpoint_ip: '192.168.1.20',
            endpoint_name: 'Laptop',
            port: 22,
            protocol: 'tcp',
            description: 'The SSH server accepts the Terrapin-prone ChaCha20-Poly1305 cipher.',
            remedy: 'Update OpenSSH to 9.6 or later.',
          },
        ]),
      ],
    );
    const page = await newPage(browser, stack.url, DESKTOP_1366);
    await signIn(page, 'owner@example.com', 'Owner#12345');
    await page.goto(`/dashboard/reports/${uniqueId}`);
    const table = page.getByRole('table', { name: 'Scan Reports' });
    const finished = table.getByRole('row').filter({ has: page.getByText('High') });
    await finished.first().waitFor();

    const [report] = await Promise.all([
      page.context().waitForEvent('page'),
      finished
        .first()
        .getByRole('button', { name: /^Open report of/ })
        .click(),
    ]);
    await report.waitForLoadState();
    await expect.poll(() => report.getByText('CVE-2023-48795').count()).toBeGreaterThan(0);
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

    const before = await table.getByRole('row').count();
    await finished
      .first()
      .getByRole('button', { name: /^Delete report of/ })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Scan Report' });
    await confirm.getByText('Are you sure you want to delete vulnerability scan report?').waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => table.getByRole('row').count()).toBe(before - 1);

    await page.goto('/dashboard/vulnerabilityScan');
    await scanRow(page, 'E2E quick scan').getByRole('button', { name: 'Delete E2E quick scan' }).click();
    const confirmScan = page.getByRole('dialog', { name: 'Vulnerability Scan' });
    await confirmScan.getByText('Are you sure you want to delete vulnerability scan ?').waitFor();
    await confirmScan.getByText('Note: This action cannot be undone!').waitFor();
    await confirmScan.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => scanRow(page, 'E2E quick scan').count()).toBe(0);
    await page.context().close();
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
