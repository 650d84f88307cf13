import { readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { screenPath } from '@drisk/contract/client';
import { DESKTOP, PHONE, launchBrowser, screenshot, signIn } from './support/browser';
import { startStack, type Stack } from './support/stack';
import {
  EMOTION_KEY,
  stylesOfRules,
  type CapturedStyles,
} from '../apps/dashboard/src/prerender/capturedStyles';

/*
 * Home's styles come with its page (apps/dashboard/src/prerender/capturedStyles.ts): on a phone, compiling
 * and inserting them was most of the work of Home's first commits. With HOME_STYLES_CAPTURE=1
 * (`npm run home-styles:capture`, after a build) this file captures them from the real app instead of
 * checking them; build again afterwards to write them into the page.
 */
const CAPTURE_COMMAND = 'npm run home-styles:capture';
const capturing = process.env.HOME_STYLES_CAPTURE === '1';
const CAPTURED_FILE = resolve(import.meta.dirname, '../apps/dashboard/src/prerender/captured/home.json');
const BUILT_INDEX = resolve(import.meta.dirname, '../apps/dashboard/dist/index.html');
/**
 * Styles Home may still compile when it starts: one whose look depends on how the load went (a notice of a
 * slow connection) is not worth failing for; a changed widget is several.
 */
const TOLERATED_RUNTIME_STYLES = 3;

let stack: Stack;
let browser: Browser;

beforeAll(async () => {
  [stack, browser] = await Promise.all([startStack(), launchBrowser()]);
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

/** Records, in the page, every rule Emotion inserts into its sheets (insertRule, as in a production build). */
function recordInsertedRules(key: string) {
  const inserted: string[] = [];
  (window as unknown as { insertedRules: string[] }).insertedRules = inserted;
  const insertRule = CSSStyleSheet.prototype.insertRule;
  CSSStyleSheet.prototype.insertRule = function (this: CSSStyleSheet, rule: string, index?: number) {
    const owner = this.ownerNode;
    if (owner instanceof HTMLStyleElement && owner.getAttribute('data-emotion') === key) inserted.push(rule);
    return insertRule.call(this, rule, index);
  };
}

/** Home open and drawn: nothing busy, both charts on screen. */
async function homeSettled(page: Page) {
  await page.getByRole('heading', { name: 'Home', level: 1 }).waitFor();
  await page.waitForFunction(
    () =>
      document.querySelectorAll('main [aria-busy="true"]').length === 0 &&
      document.querySelectorAll('main svg.MuiChartsSvgLayer-root').length >= 2,
    undefined,
    { timeout: 30_000 },
  );
  // A last frame for what the charts' first draw sets off.
  await page.waitForTimeout(500);
}

/**
 * Opens Home signed in at `viewport`: from Home's page as the api serves it or, with `fromPlainPage`, from
 * the build's plain index.html (no style in it), which makes the app insert every style it uses. Gives the
 * rules Emotion inserted meanwhile, and Home as drawn then.
 */
async function openHome(
  viewport: typeof DESKTOP,
  fromPlainPage: boolean,
): Promise<{ rules: string[]; drawn: Buffer }> {
  const context = await browser.newContext({ baseURL: stack.url, viewport, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(30_000);
    await signIn(page, 'owner@example.com', 'Owner#12345');
    if (fromPlainPage) {
      const plain = await readFile(BUILT_INDEX, 'utf8');
      await page.route(`**${screenPath('home')}`, (route) =>
        route.request().resourceType() === 'document'
          ? route.fulfill({ contentType: 'text/html', body: plain })
          : route.continue(),
      );
    }
    await page.addInitScript(recordInsertedRules, EMOTION_KEY);
    await page.goto(screenPath('home'));
    await homeSettled(page);
    const rules = await page.evaluate(() => (window as unknown as { insertedRules: string[] }).insertedRules);
    await screenshot(page, `home-styles-${viewport.width}-${fromPlainPage ? 'compiled' : 'from-page'}`);
    return { rules, drawn: await page.screenshot({ animations: 'disabled', caret: 'hide' }) };
  } finally {
    await context.close();
  }
}

describe.runIf(capturing)('capturing Home’s styles', () => {
  it(`writes them to ${CAPTURED_FILE}`, async () => {
    // The phone's first, then what the desktop adds (its drawer, its wider grid).
    const rules = [...(await openHome(PHONE, true)).rules, ...(await openHome(DESKTOP, true)).rules];
    const captured: CapturedStyles = {
      about: `The styles Home's first render inserts, captured in Chromium by ${CAPTURE_COMMAND} (e2e/home-styles.e2e.ts); the build writes them into Home's page.`,
      styles: stylesOfRules(rules),
    };
    expect(captured.styles.length).toBeGreaterThan(0);
    await writeFile(CAPTURED_FILE, `${JSON.stringify(captured, null, 2)}\n`);
  }, 120_000);
});

/** The share of pixels that differ between two screenshots of the same size. */
function differingShare(a: Buffer, b: Buffer): number {
  const [first, second] = [PNG.sync.read(a), PNG.sync.read(b)];
  const { width, height } = first;
  expect([second.width, second.height]).toEqual([width, height]);
  return pixelmatch(first.data, second.data, undefined, width, height, { threshold: 0.1 }) / (width * height);
}

describe.skipIf(capturing)('Home’s styles come with its page', () => {
  for (const [width, viewport] of [
    ['a phone', PHONE],
    ['a desktop', DESKTOP],
  ] as const) {
    it(`on ${width}, Home starts without compiling its styles, and looks the same as when it compiles them`, async () => {
      const compiledAtRuntime = await openHome(viewport, true);
      // What the check is worth: the recorder sees what Emotion inserts.
      expect(stylesOfRules(compiledAtRuntime.rules).length).toBeGreaterThan(20);

      const { rules, drawn } = await openHome(viewport, false);
      const compiled = stylesOfRules(rules);
      const list = compiled.map((style) => style.rules[0]).join('\n');
      expect(
        compiled.length,
        `Home compiled these styles when it started (capture them again with ${CAPTURE_COMMAND}):\n${list}`,
      ).toBeLessThanOrEqual(TOLERATED_RUNTIME_STYLES);
      // The styles from the page, written before the app's own, cascade as the ones it compiles itself:
      // fewer than one pixel in a thousand differs (antialiasing).
      expect(differingShare(drawn, compiledAtRuntime.drawn)).toBeLessThan(0.001);
    }, 120_000);
  }
});
