import {
  API_BASE_PATH,
  FILE_STRUCTURE_TIMEOUT_MS,
  RESUMABLE_UPLOAD,
  STORAGE_TEXT,
  UI_TEXT,
} from '@drisk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, screenshot, signIn } from './support/browser';
import { startStack, type Stack } from './support/stack';

let stack: Stack;
let browser: Browser;

beforeAll(async () => {
  [stack, browser] = await Promise.all([startStack({}, { simulator: { tickMs: 1000 } }), launchBrowser()]);
}, 300_000);
afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

const cloudDonut = (page: Page) => page.getByRole('button', { name: /^dRisk-Alpha: .* used, .* available/ });

/** The bytes a donut's label says are used ('dRisk-Alpha: 0% used, 96.1 kB / 1 GB, ...'). */
function usedBytes(label: string | null): number {
  const match = /, ([\d.]+) (B|kB|MB|GB) \//.exec(label ?? '');
  if (!match) throw new Error(`No used size in ${label}`);
  return Number(match[1]) * { B: 1, kB: 1e3, MB: 1e6, GB: 1e9 }[match[2] as 'B' | 'kB' | 'MB' | 'GB'];
}

async function horizontalOverflow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/** Every value the named upload's progress bar shows from now on (a MutationObserver in the page). */
async function recordProgress(page: Page, name: string) {
  await page.evaluate((label) => {
    const seen: number[] = [];
    (window as unknown as { uploadProgress: number[] }).uploadProgress = seen;
    new MutationObserver(() => {
      const bar = document.querySelector(`[role="progressbar"][aria-label="${label}"]`);
      const value = bar?.getAttribute('aria-valuenow');
      if (value != null && seen.at(-1) !== Number(value)) seen.push(Number(value));
    }).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-valuenow'],
    });
  }, `Upload of ${name}`);
  return () => page.evaluate(() => (window as unknown as { uploadProgress: number[] }).uploadProgress);
}

async function rowMenu(page: Page, name: string, item: string) {
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

describe('storage', () => {
  it('uploads with progress, creates a folder, renames, moves, downloads and deletes in the cloud', async () => {
    const page = await newPage(browser, stack.url, { width: 1366, height: 900 });
    await signIn(page, 'owner@example.com', 'Owner#12345');
    await page.goto('/dashboard/dataSharing');
    // The seed gives the cloud a few demo folders and files on first start.
    const before = usedBytes(await cloudDonut(page).getAttribute('aria-label'));
    expect(before).toBeGreaterThan(10_000);
    await screenshot(page, 'storage-data-sharing-desktop');

    await cloudDonut(page).click();
    await page.waitForURL('**/dashboard/fileSharing?device_id=*');
    for (const name of ['Documents', 'Photos', 'Read me.txt'])
      await expect.poll(() => page.getByRole('row', { name }).count()).toBe(1);

    await page.getByRole('button', { name: 'New' }).click();
    await page.getByRole('menuitem', { name: STORAGE_TEXT.createFolder }).click();
    await page.getByLabel(STORAGE_TEXT.folderName).fill('Reports');
    await page.getByRole('button', { name: STORAGE_TEXT.create }).click();
    await expect.poll(() => page.getByRole('row', { name: 'Reports' }).count()).toBe(1);

    // The upload goes through tus (RESUMABLE_UPLOAD) in chunks: 20 MB is three PATCHes of 8 MiB or less,
    // and the progress bar moves between them.
    const uploadRequests: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith(`${API_BASE_PATH}/${RESUMABLE_UPLOAD.path}`))
        uploadRequests.push(request.method());
      if (pathname.endsWith('/fileSharing/uploadFiles')) uploadRequests.push('multipart');
    });
    const progress = await recordProgress(page, 'e2e-notes.txt');
    await page.getByRole('button', { name: 'New' }).click();
    await page.getByRole('menuitem', { name: STORAGE_TEXT.addFile }).click();
    await page.getByTestId('file-input').setInputFiles({
      name: 'e2e-notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.alloc(20_000_000, 'a'),
    });
    await page.getByRole('button', { name: STORAGE_TEXT.upload }).click();
    await expect
      .poll(() => page.getByRole('progressbar', { name: 'Upload of e2e-notes.txt' }).count())
      .toBe(1);
    await expect.poll(() => page.getByText(STORAGE_TEXT.uploadDone).count(), { timeout: 60_000 }).toBe(1);
    await expect.poll(() => page.getByRole('row', { name: 'e2e-notes.txt' }).count()).toBe(1);
    expect(uploadRequests).toEqual(['POST', 'PATCH', 'PATCH', 'PATCH']);
    const shown = await progress();
    expect(
      shown.some((value) => value > 0 && value < 100),
      `progress shown: ${shown.join(', ')}`,
    ).toBe(true);
    expect(shown.at(-1)).toBe(100);
    await screenshot(page, 'storage-cloud-files-desktop');

    await rowMenu(page, 'e2e-notes.txt', STORAGE_TEXT.rename);
    await page.getByLabel(STORAGE_TEXT.newName).fill('notes.txt');
    await page.getByRole('button', { name: STORAGE_TEXT.rename }).click();
    await expect.poll(() => page.getByRole('row', { name: 'notes.txt' }).count()).toBe(1);

    await rowMenu(page, 'notes.txt', STORAGE_TEXT.moveCopyTo);
    const picker = page.getByRole('dialog', { name: STORAGE_TEXT.moveCopyTitle });
    await picker.getByRole('button', { name: 'Reports' }).click();
    await expect.poll(() => picker.getByText(UI_TEXT.noDataAvailable).count()).toBe(1);
    await screenshot(page, 'storage-move-copy-desktop');
    await picker.getByRole('button', { name: STORAGE_TEXT.copy }).click();
    await expect.poll(() => picker.count()).toBe(0);

    await page.getByRole('row', { name: 'Reports' }).click();
    await page.waitForURL('**/dashboard/subFileSharing?*');
    await expect.poll(() => page.getByRole('row', { name: 'notes.txt' }).count()).toBe(1);
    const download = page.waitForEvent('download');
    await rowMenu(page, 'notes.txt', STORAGE_TEXT.download);
    expect((await download).suggestedFilename()).toBe('notes.txt');

    await page.goto('/dashboard/dataSharing');
    // The 20 MB upload and its copy: 40 MB more than before (the label rounds to 2 decimals of its unit).
    await expect
      .poll(async () => usedBytes(await cloudDonut(page).getAttribute('aria-label')) - before)
      .toBeCloseTo(40_000_000, -5);

    await cloudDonut(page).click();
    await page.getByRole('checkbox', { name: 'Select Reports' }).check();
    await page.getByRole('checkbox', { name: 'Select notes.txt' }).check();
    await page.getByRole('button', { name: STORAGE_TEXT.deleteAll }).click();
    const confirm = page.getByRole('dialog', { name: STORAGE_TEXT.deleteTitle });
    await confirm.getByRole('button', { name: STORAGE_TEXT.delete }).click();
    // While the dialog is open the list behind it is aria-hidden, so no row would be found: wait for it to close.
    await expect.poll(() => confirm.count()).toBe(0);
    await expect.poll(() => page.getByRole('row', { name: 'Reports' }).count()).toBe(0);
    await expect.poll(() => page.getByRole('row', { name: 'notes.txt' }).count()).toBe(0);
    expect(await page.getByRole('row', { name: 'Documents' }).count()).toBe(1);
  });

  it('fits a 360 px phone', async () => {
    const page = await newPage(browser, stack.url, { width: 360, height: 740 });
    await signIn(page, 'owner@example.com', 'Owner#12345');
    await page.goto('/dashboard/dataSharing');
    await cloudDonut(page).waitFor();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(1);
    await screenshot(page, 'storage-data-sharing-phone');
    await cloudDonut(page).click();
    await page.getByRole('button', { name: 'New' }).click();
    await page.getByRole('menuitem', { name: STORAGE_TEXT.createFolder }).click();
    await page.getByLabel(STORAGE_TEXT.folderName).fill('A folder with a rather long name for a phone');
    await page.getByRole('button', { name: STORAGE_TEXT.create }).click();
    await expect.poll(() => page.getByRole('row', { name: /rather long name/ }).count()).toBe(1);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(1);
    await screenshot(page, 'storage-cloud-files-phone');
  });

  it("browses the gateway's drive over the live channel, then says so when the gateway is offline", async () => {
    const page = await newPage(browser, stack.url, { width: 1366, height: 900 });
    await signIn(page, 'owner@example.com', 'Owner#12345');
    // The gateway reports its file server with its telemetry; until then Data Sharing has no address.
    await expect
      .poll(
        async () => {
          await page.goto('/dashboard/dataSharing');
          await cloudDonut(page).waitFor();
          return page.getByRole('button', { name: STORAGE_TEXT.internalStorage }).count();
        },
        { timeout: 60_000, interval: 2_000 },
      )
      .toBe(1);
    await screenshot(page, 'storage-data-sharing-drives-desktop');

    // Every call the page makes to another origin than the api's: the gateway's own file server.
    const gatewayCalls: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin !== new URL(stack.url).origin) gatewayCalls.push(url.pathname);
    });
    await page.getByRole('button', { name: /^USB drive 1: / }).click();
    await page.waitForURL('**/dashboard/mqttFileSharing?*');
    // The seeded drive of dRisk-Alpha, listed by the gateway over MQTT.
    for (const name of ['Archive', 'Media'])
      await expect.poll(() => page.getByRole('row', { name }).count(), { timeout: 15_000 }).toBe(1);
    await page.getByRole('row', { name: 'Archive' }).click();
    await page.waitForURL('**/dashboard/mqttSubFileSharing?*');
    await expect.poll(() => page.getByRole('row', { name: 'Service agreement.pdf' }).count()).toBe(1);
    await page.goBack();
    await expect.poll(() => page.getByRole('row', { name: 'Media' }).count()).toBe(1);

    await page.getByRole('button', { name: 'New' }).click();
    await page.getByRole('menuitem', { name: STORAGE_TEXT.createFolder }).click();
    await page.getByLabel(STORAGE_TEXT.folderName).fill('Backups');
    await page.getByRole('button', { name: STORAGE_TEXT.create }).click();
    await expect.poll(() => page.getByRole('row', { name: 'Backups' }).count()).toBe(1);
    await screenshot(page, 'storage-gateway-files-desktop');
    // Changes go to the gateway's file server; listings never do (the Owner's primary path is MQTT).
    expect(gatewayCalls).toContain('/createDirectory');
    expect(gatewayCalls.filter((pathname) => pathname.endsWith('/fileStructure'))).toEqual([]);

    await stack.stopSimulator();
    await page.getByRole('row', { name: 'Backups' }).click();
    // No answer comes: FILE_STRUCTURE_TIMEOUT_MS later the page says the gateway cannot be reached.
    await expect
      .poll(() => page.getByText(UI_TEXT.deviceUnreachable).count(), {
        timeout: FILE_STRUCTURE_TIMEOUT_MS + 10_000,
      })
      .toBe(1);
    await screenshot(page, 'storage-gateway-offline-desktop');
  });
});
