import { ADMIN_CONSOLE_PATH, ADMIN_TEXT, UI_TEXT, screenPaths } from '@drisk/contract/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, screenshot, signIn } from './support/browser';
import { startStack, type Stack } from './support/stack';

/*
 * The dark theme: both apps follow the system's prefers-color-scheme, and the Account screen's choice
 * (System, Light, Dark) overrides it on this browser, for the dashboard and the admin console, across a
 * reload. Screenshots of the busiest screens in dark at 1366 and 360 px land in .e2e-artifacts/.
 * (accessibility.e2e.ts runs axe over every screen in dark too.)
 */
let stack: Stack;
let browser: Browser;

beforeAll(async () => {
  [stack, browser] = await Promise.all([startStack(), launchBrowser()]);
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

/** The page's background colour as drawn: dark when its lightness is below half. */
async function looksDark(page: Page): Promise<boolean> {
  const colour = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const [r, g, b] = (colour.match(/\d+/g) ?? ['255', '255', '255']).map(Number);
  return (r + g + b) / 3 < 128;
}

/**
 * Waits for the admin console itself: its page paints a prerendered frame in the light scheme first, which
 * the console replaces in the scheme chosen; the tabs are the console's own.
 */
const consoleStarted = (page: Page) => page.getByRole('tab', { name: ADMIN_TEXT.tabDashboard }).waitFor();

describe('the dark theme', () => {
  it('follows the system setting in both apps', async () => {
    const page = await newPage(browser, stack.url, undefined, { colorScheme: 'dark' });
    try {
      await page.goto('/');
      // The prerendered sign-in page is light; the app draws it again in the system's dark scheme.
      await expect.poll(() => looksDark(page), { timeout: 30_000 }).toBe(true);
      await signIn(page, 'owner@example.com', 'Owner#12345');
      expect(await looksDark(page)).toBe(true);
      await page.goto(ADMIN_CONSOLE_PATH);
      await consoleStarted(page);
      expect(await looksDark(page)).toBe(true);
      await page.emulateMedia({ colorScheme: 'light' });
      await expect.poll(() => looksDark(page)).toBe(false);
    } finally {
      await page.context().close();
    }
  });

  it("switches with Account's choice, keeps it across a reload, and the admin console follows it", async () => {
    const page = await newPage(browser, stack.url, undefined, { colorScheme: 'light' });
    try {
      await signIn(page, 'owner@example.com', 'Owner#12345');
      await page.goto(screenPaths.profile);
      const choices = page.getByRole('radiogroup', { name: UI_TEXT.appearanceTitle });
      expect(await choices.getByRole('radio', { name: UI_TEXT.colorModeChoice.system }).isChecked()).toBe(
        true,
      );
      expect(await looksDark(page)).toBe(false);

      await choices.getByRole('radio', { name: UI_TEXT.colorModeChoice.dark }).check();
      await expect.poll(() => looksDark(page)).toBe(true);
      await page.reload();
      await choices.waitFor();
      expect(await looksDark(page)).toBe(true);
      expect(await choices.getByRole('radio', { name: UI_TEXT.colorModeChoice.dark }).isChecked()).toBe(true);
      await page.goto(ADMIN_CONSOLE_PATH);
      await consoleStarted(page);
      expect(await looksDark(page)).toBe(true);

      // Light wins over a dark system; System follows it again.
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.goto(screenPaths.profile);
      await choices.getByRole('radio', { name: UI_TEXT.colorModeChoice.light }).check();
      await expect.poll(() => looksDark(page)).toBe(false);
      await choices.getByRole('radio', { name: UI_TEXT.colorModeChoice.system }).check();
      await expect.poll(() => looksDark(page)).toBe(true);
    } finally {
      await page.context().close();
    }
  });

  it.each([
    ['1366', { width: 1366, height: 900 }],
    ['360', { width: 360, height: 740 }],
  ])('draws the busiest screens in dark at %s px (screenshots)', async (width, viewport) => {
    const page = await newPage(browser, stack.url, viewport, { colorScheme: 'dark' });
    try {
      await signIn(page, 'owner@example.com', 'Owner#12345');
      for (const [name, path] of [
        ['home', screenPaths.home],
        ['access', screenPaths.access],
        ['storage', screenPaths.dataSharing],
        ['settings', screenPaths.settings],
        ['account', screenPaths.profile],
      ] as const) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        expect(await looksDark(page)).toBe(true);
        await screenshot(page, `dark-${name}-${width}`);
      }
      await page.goto(screenPaths.trusted);
      await page.getByRole('button', { name: 'Alpha team', exact: true }).click();
      await page.waitForURL('**/dashboard/chat/**');
      const message = `Seen in the dark at ${width} px`;
      await page.getByRole('textbox', { name: 'Message' }).fill(message);
      await page.getByRole('textbox', { name: 'Message' }).press('Enter');
      await page.getByText(message).waitFor();
      await screenshot(page, `dark-chat-${width}`);
      await page.goto(ADMIN_CONSOLE_PATH);
      await page.waitForLoadState('networkidle');
      await consoleStarted(page);
      expect(await looksDark(page)).toBe(true);
      await screenshot(page, `dark-admin-${width}`);
    } finally {
      await page.context().close();
    }
  });
});
