import { ACCESS_WINDOWS_TEXT, SERVER } from '@drisk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { PHONE, launchBrowser, newPage, screenshot, signIn } from './support/browser';
import { startStack, type Stack } from './support/stack';

/*
 * Several access windows a day on Access Controls, end to end: windows drawn on the timeline (one across
 * midnight) are saved and come back after a reload; overlapping ones are merged by the api, which says so.
 * dRisk-Alpha's seeded rule holds Monday to Friday 08:00 to 18:00. The gateway's enforcement of every window
 * is tested in apps/gateway-sim (parentalRules.test.ts), where the clock can be set.
 */
const DESKTOP_1366 = { width: 1366, height: 900 };

let stack: Stack;
let browser: Browser;

beforeAll(async () => {
  // The virtual gateways acknowledge the rules; the api stores them only then.
  [stack, browser] = await Promise.all([startStack({}, { simulator: { tickMs: 1000 } }), launchBrowser()]);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

const bar = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

async function openAccess(page: Page) {
  await signIn(page, 'owner@example.com', 'Owner#12345');
  await page.goto('/dashboard/access');
  await bar(page, 'Monday 08:00 to 18:00').waitFor();
}

/** Drags on a day's row (1 Monday to 7 Sunday) from one minute of the day to another, as a mouse would. */
async function dragOnDay(page: Page, day: number, from: number, to: number) {
  const row = page.locator(`[data-track="${day}"]`);
  await row.scrollIntoViewIfNeeded();
  const box = (await row.boundingBox())!;
  const x = (minute: number) => box.x + (box.width * minute) / 1440;
  const y = box.y + box.height / 2;
  await page.mouse.move(x(from) + 1, y);
  await page.mouse.down();
  await page.mouse.move(x(to) + 1, y, { steps: 6 });
  await page.mouse.up();
}

describe('access windows', () => {
  it('adds two windows, one across midnight, saves them and shows them after a reload', async () => {
    const page = await newPage(browser, stack.url, DESKTOP_1366);
    try {
      await openAccess(page);
      await dragOnDay(page, 6, 10 * 60, 12 * 60);
      await bar(page, 'Saturday 10:00 to 12:00').waitFor();
      // To the end of Sunday's row, then its end four hours on with the keyboard: into Monday.
      await dragOnDay(page, 7, 22 * 60, 24 * 60 - 1);
      await bar(page, 'Sunday 22:00 to 00:00').focus();
      for (let i = 0; i < 8; i++) await page.keyboard.press('Shift+ArrowRight');
      await bar(page, 'Sunday 22:00 to 02:00 the next day').waitFor();

      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText(SERVER.accessControlsSaved, { exact: true }).waitFor();
      await page.reload();
      await bar(page, 'Saturday 10:00 to 12:00').waitFor();
      await bar(page, 'Sunday 22:00 to 02:00 the next day').waitFor();
      expect(await bar(page, 'Friday 08:00 to 18:00').count()).toBe(1);

      // The list holds the same windows.
      await page.getByRole('button', { name: ACCESS_WINDOWS_TEXT.listView }).click();
      await page.getByRole('row', { name: 'Sunday 22:00 to 02:00 the next day' }).waitFor();
      expect(await page.getByRole('row', { name: / to / }).count()).toBe(7);
      await page.getByRole('button', { name: ACCESS_WINDOWS_TEXT.timelineView }).click();
      await screenshot(page, 'access-windows-1366');
    } finally {
      await page.context().close();
    }
  });

  it('merges overlapping windows on save and says so', async () => {
    const page = await newPage(browser, stack.url, DESKTOP_1366);
    try {
      await openAccess(page);
      // Drawn on free time after Monday's window, then moved an hour back into it with the keyboard.
      await dragOnDay(page, 1, 18 * 60, 20 * 60);
      await bar(page, 'Monday 18:00 to 20:00').focus();
      for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowLeft');
      await bar(page, 'Monday 17:00 to 19:00').waitFor();
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText(ACCESS_WINDOWS_TEXT.savedMerged, { exact: true }).waitFor();
      await bar(page, 'Monday 08:00 to 19:00').waitFor();
      expect(await bar(page, 'Monday 17:00 to 19:00').count()).toBe(0);
      await page.reload();
      await bar(page, 'Monday 08:00 to 19:00').waitFor();
      expect(await bar(page, 'Tuesday 08:00 to 18:00').count()).toBe(1);
      await bar(page, 'Sunday 22:00 to 02:00 the next day').waitFor();
    } finally {
      await page.context().close();
    }
  });

  it('lists the windows on a 360 px phone, inside the screen', async () => {
    const page = await newPage(browser, stack.url, PHONE);
    try {
      await signIn(page, 'owner@example.com', 'Owner#12345');
      await page.goto('/dashboard/access');
      const row = page.getByRole('row', { name: 'Sunday 22:00 to 02:00 the next day' });
      await row.waitFor();
      const remove = row.getByRole('button', { name: /^Remove / });
      await remove.scrollIntoViewIfNeeded();
      const box = await remove.boundingBox();
      expect(box && box.x + box.width).toBeLessThanOrEqual(PHONE.width);
      // Each row folds into the card (day over its times): nothing to scroll sideways, every field whole.
      const table = page.getByRole('table', { name: ACCESS_WINDOWS_TEXT.timelineLabel });
      const hidden = await table.evaluate(
        (element) => element.scrollWidth - (element.parentElement as HTMLElement).clientWidth,
      );
      expect(hidden).toBeLessThanOrEqual(0);
      const end = await row.getByLabel(`${ACCESS_WINDOWS_TEXT.endLabel}: `, { exact: false }).boundingBox();
      expect(end && end.x + end.width).toBeLessThanOrEqual(PHONE.width);
      await screenshot(page, 'access-windows-360');
      await page.getByRole('button', { name: ACCESS_WINDOWS_TEXT.timelineView }).click();
      await screenshot(page, 'access-windows-timeline-360');
    } finally {
      await page.context().close();
    }
  });
});
