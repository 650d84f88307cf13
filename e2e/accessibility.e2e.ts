import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { ADMIN_CONSOLE_PATH, screenPaths, type ScreenName } from '@drisk/contract/client';
import { axeFindings } from './support/axe';
import { launchBrowser, newPage, screenshot, signIn, DESKTOP, PHONE } from './support/browser';
import { startStack, type Stack } from './support/stack';

/**
 * Every screen of both apps through axe-core (support/axe.ts, whole-page rules included), signed out and
 * signed in as each role, at desktop and phone widths, in the light and the dark theme (the system's
 * setting, emulated): a screen with a violation fails, naming the rule
 * and the element. Screens that need an id in their path are reached from their lists in their own e2e
 * files; here every screen a user opens by its address is checked.
 */
let stack: Stack;
let browser: Browser;

beforeAll(async () => {
  [stack, browser] = await Promise.all([startStack(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

const SIGNED_OUT: ScreenName[] = ['signIn', 'register', 'resetPassword'];
/** The dashboard's screens that open by their address alone (no id in the path). */
const SIGNED_IN = (Object.keys(screenPaths) as ScreenName[]).filter(
  (name) => screenPaths[name].startsWith('/dashboard/') && !screenPaths[name].includes('{'),
);

/** Opens a screen and waits until its calls have answered, so axe sees the screen as a user does. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  // Spinners that are still on screen, or a page still drawn as its loading skeleton (the admin console's
  // prerendered frame), mean a call or the app itself is still pending.
  await expect
    .poll(() => page.locator('[role="progressbar"]:not([aria-valuenow]), main[aria-busy="true"]').count(), {
      timeout: 10_000,
    })
    .toBe(0)
    .catch(() => undefined);
}

/** The violations of each screen, keyed by path, so one failure lists them all. */
async function checkScreens(page: Page, paths: readonly string[], shot: string) {
  const found: Record<string, string[]> = {};
  for (const path of paths) {
    await open(page, path);
    const findings = await axeFindings(page, { wholePage: true });
    if (findings.length > 0) {
      found[path] = findings;
      await screenshot(page, `a11y-${shot}-${path.replaceAll('/', '_')}`);
    }
  }
  return found;
}

describe.each([
  ['desktop', 'light', DESKTOP],
  ['phone', 'light', PHONE],
  ['desktop', 'dark', DESKTOP],
  ['phone', 'dark', PHONE],
] as const)('axe on %s in %s', (width, colorScheme, viewport) => {
  const label = colorScheme === 'dark' ? `${width}-dark` : width;
  it('finds no violation on the signed-out screens', async () => {
    const page = await newPage(browser, stack.url, viewport, { colorScheme });
    try {
      expect(
        await checkScreens(
          page,
          SIGNED_OUT.map((name) => screenPaths[name]),
          label,
        ),
      ).toEqual({});
    } finally {
      await page.context().close();
    }
  });

  it.each([
    ['owner@example.com', 'Owner#12345'],
    ['guest@example.com', 'Guest#12345'],
  ])(
    'finds no violation on the dashboard signed in as %s',
    async (email, password) => {
      const page = await newPage(browser, stack.url, viewport, { colorScheme });
      try {
        await signIn(page, email, password);
        const paths = SIGNED_IN.map((name) => screenPaths[name]);
        expect(await checkScreens(page, paths, `${label}-${email.split('@')[0]}`)).toEqual({});
      } finally {
        await page.context().close();
      }
      // Every signed-in screen in turn, each with axe: about 20 s on a quiet machine, far more on a busy one.
    },
    180_000,
  );

  it('finds no violation on the admin console signed in as the company owner', async () => {
    const page = await newPage(browser, stack.url, viewport, { colorScheme });
    try {
      await signIn(page, 'owner@example.com', 'Owner#12345');
      expect(await checkScreens(page, [ADMIN_CONSOLE_PATH], `${label}-admin`)).toEqual({});
    } finally {
      await page.context().close();
    }
  });
});
