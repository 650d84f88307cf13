import { ACCOUNT_TEXT, HOME_TEXT, SCREEN_TEXT, screenPaths } from '@drisk/contract/client';
import {
  ACCESS_TEXT_DE,
  ACCOUNT_TEXT_DE,
  HOME_TEXT_DE,
  SCREEN_TEXT_DE,
  SHELL_TEXT_DE,
  WIDGET_TEXT_DE,
} from '@drisk/contract/i18n/de';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, screenshot, signIn } from './support/browser';
import { englishLeftovers } from './support/englishLeftovers';
import { startStack, type Stack } from './support/stack';

/*
 * The dashboard's language: a browser that prefers German gets the signed-in screens in German (numbers and
 * dates the German way); Account's choice overrides the browser and survives a reload. Screenshots of the
 * German screens at 1366 and 360 px land in .e2e-artifacts/ (German words are long: nothing may overflow).
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

/**
 * The signed-in screens with an address of their own (no id in it) and the shell's heading, laid out in German
 * and screenshotted (About Us has the product's name as its heading).
 */
const GERMAN_SCREENS = [
  'home',
  'access',
  'notification',
  'profile',
  'trusted',
  'dataSharing',
  'fileSharing',
  'upgradePlan',
  'map',
  'settings',
  'registration',
  'connectedUsers',
  'connectedDevices',
  'switchDevices',
  'vulnerabilityScan',
  'more',
  'feedback',
  'help',
] as const;

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

/** How wide the page's content is: wider than the window means it scrolls sideways. */
const contentWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

describe('the dashboard in German', () => {
  it('follows a German browser: Home in German with German numbers and dates; Account switches to English for good', async () => {
    const page = await newPage(browser, stack.url, undefined, { locale: 'de-DE' });
    try {
      await signIn(page, 'owner@example.com', 'Owner#12345');
      await heading(page, SCREEN_TEXT_DE.titles.home).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
      await page.getByRole('navigation', { name: SHELL_TEXT_DE.mainMenu }).waitFor();
      await page.getByRole('link', { name: SCREEN_TEXT_DE.sidebar.access }).waitFor();
      await page.getByRole('region', { name: HOME_TEXT_DE.connectedDevicesTitle }).waitFor();
      await page.getByRole('region', { name: HOME_TEXT_DE.wirelessTitle }).waitFor();

      // Figures with a decimal comma, today's date as German writes it.
      const bandwidth = page.getByRole('img', { name: /^Bandbreite: / });
      await bandwidth.waitFor();
      expect(await bandwidth.getAttribute('aria-label')).toMatch(
        /^Bandbreite: \d+,\d\d GB verbraucht, \d+,\d\d GB verbleibend$/,
      );
      expect(await page.getByRole('combobox', { name: WIDGET_TEXT_DE.period }).textContent()).toBe(
        WIDGET_TEXT_DE.periods.day,
      );
      const today = new Intl.DateTimeFormat('de-DE', {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
      }).format(new Date());
      await page.getByText(today, { exact: true }).waitFor();

      await page.goto(screenPaths.profile);
      await heading(page, SCREEN_TEXT_DE.titles.profile).waitFor();
      const choices = page.getByRole('radiogroup', { name: ACCOUNT_TEXT_DE.languageTitle });
      expect(
        await choices.getByRole('radio', { name: ACCOUNT_TEXT_DE.languageChoice.system }).isChecked(),
      ).toBe(true);
      await choices.getByRole('radio', { name: ACCOUNT_TEXT_DE.languageChoice.en }).check();
      await heading(page, SCREEN_TEXT.titles.profile).waitFor();

      await page.goto(screenPaths.home);
      await page.reload();
      await heading(page, SCREEN_TEXT.titles.home).waitFor();
      await page.getByRole('region', { name: HOME_TEXT.connectedDevicesTitle }).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
      await page.goto(screenPaths.profile);
      const english = page.getByRole('radiogroup', { name: ACCOUNT_TEXT.languageTitle });
      expect(await english.getByRole('radio', { name: ACCOUNT_TEXT.languageChoice.en }).isChecked()).toBe(
        true,
      );
    } finally {
      await page.context().close();
    }
  });

  it.each([
    ['1366', { width: 1366, height: 900 }],
    ['360', { width: 360, height: 740 }],
  ])(
    'lays every German screen out within the window at %s px, as the English ones (screenshots)',
    async (width, viewport) => {
      const page = await newPage(browser, stack.url, viewport, { locale: 'de-DE' });
      const english = await newPage(browser, stack.url, viewport, { locale: 'en-US' });
      try {
        await Promise.all([
          signIn(page, 'owner@example.com', 'Owner#12345'),
          signIn(english, 'owner@example.com', 'Owner#12345'),
        ]);
        for (const name of GERMAN_SCREENS) {
          const path = screenPaths[name];
          const [title, englishTitle] = [SCREEN_TEXT_DE.titles[name], SCREEN_TEXT.titles[name]];
          await Promise.all([page.goto(path), english.goto(path)]);
          await Promise.all([heading(page, title).waitFor(), heading(english, englishTitle).waitFor()]);
          await Promise.all([page.waitForLoadState('networkidle'), english.waitForLoadState('networkidle')]);
          if (name === 'access') await page.getByText(ACCESS_TEXT_DE.limitAccessTitle).waitFor();
          // Long German words must not push anything out of the window, nor further than the English do.
          const [german, englishWidth] = await Promise.all([contentWidth(page), contentWidth(english)]);
          expect(german, `${name} at ${width} px`).toBeLessThanOrEqual(viewport.width);
          expect(englishWidth, `${name} in English at ${width} px`).toBeLessThanOrEqual(viewport.width);
          // Nothing the catalogue translates is left in English (the words of a user's own data may be).
          expect.soft(await englishLeftovers(page), `English left on ${name} at ${width} px`).toEqual([]);
          await screenshot(page, `german-${name}-${width}`);
        }
        // The block dialog, with the longest German labels of Home.
        await page.goto(screenPaths.home);
        await page
          .getByRole('button', { name: new RegExp(`: ${WIDGET_TEXT_DE.block}$`) })
          .first()
          .click();
        await page.getByRole('dialog').waitFor();
        await screenshot(page, `german-block-dialog-${width}`);
      } finally {
        await page.context().close();
        await english.context().close();
      }
    },
    // Two browsers open 18 screens each from a fresh page load: about a minute on the 2-core machine.
    150_000,
  );
});
