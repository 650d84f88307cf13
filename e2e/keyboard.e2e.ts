import { BLOCK_DURATIONS, SETTING_TOGGLES } from '@drisk/contract/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, screenshot } from './support/browser';
import { startStack, type Stack } from './support/stack';

/*
 * The dashboard by keyboard alone: sign in, block an endpoint on Home (its Block button, the duration
 * dialog) and change a setting, with page.keyboard only (no click, no focus() call). Every stop the test
 * relies on must show a focus ring, and a dialog must keep focus inside and give it back to its opener.
 */
let stack: Stack;
let browser: Browser;

beforeAll(async () => {
  // The virtual gateways answer the block.
  [stack, browser] = await Promise.all([startStack({}, { simulator: { tickMs: 1000 } }), launchBrowser()]);
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

interface FocusStop {
  /** The accessible name as a user hears it: aria-label, the label of a field, or the text. */
  name: string;
  /** True when the focused control, or the part of it that is drawn, shows a focus ring. */
  ringed: boolean;
  inDialog: boolean;
  /** A stable mark of the element, to compare stops. */
  marker: string;
}

/** What has the keyboard focus now, and whether it shows it. */
function focusStop(page: Page): Promise<FocusStop> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body)
      return { name: '', ringed: false, inDialog: false, marker: '' };
    const labelledBy = element.getAttribute('aria-labelledby');
    const name = (
      element.getAttribute('aria-label') ??
      (labelledBy ? document.getElementById(labelledBy.split(' ')[0])?.textContent : null) ??
      (element as HTMLInputElement).labels?.[0]?.textContent ??
      element.textContent ??
      ''
    ).trim();
    // The focused element or the control drawn around it (a radio's or switch's input is invisible).
    const drawn = [element, element.parentElement, element.parentElement?.parentElement].filter(
      (candidate): candidate is HTMLElement => candidate instanceof HTMLElement,
    );
    const ringed =
      element.matches(':focus-visible') &&
      drawn.some((candidate) => {
        const style = getComputedStyle(candidate);
        const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1;
        const shadow = style.boxShadow !== 'none';
        // An outlined text field shows focus with a 2px border in the primary colour.
        const notch = candidate.querySelector(':scope > .MuiOutlinedInput-notchedOutline');
        const border = notch !== null && parseFloat(getComputedStyle(notch).borderTopWidth) >= 2;
        return outline || shadow || border;
      });
    if (!element.dataset.kbMark) element.dataset.kbMark = String(Math.random());
    return {
      name,
      ringed,
      inDialog: element.closest('[role="dialog"]') !== null,
      marker: element.dataset.kbMark,
    };
  });
}

/**
 * Presses Tab (or Shift+Tab) until the focused control's name matches, then checks that it shows a focus
 * ring; fails after `limit` presses.
 */
async function tabTo(page: Page, name: RegExp, { backwards = false, limit = 80 } = {}): Promise<FocusStop> {
  const seen: string[] = [];
  for (let press = 0; press < limit; press++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const stop = await focusStop(page);
    seen.push(stop.name.slice(0, 40));
    if (name.test(stop.name)) {
      expect(stop.ringed, `focus ring on "${stop.name}"`).toBe(true);
      return stop;
    }
  }
  throw new Error(`no stop named ${name} within ${limit} presses; passed: ${seen.join(' | ')}`);
}

/** Tabs through the open dialog, both ways: focus never leaves it. */
async function expectFocusTrapped(page: Page) {
  for (const key of [...Array<string>(8).fill('Tab'), ...Array<string>(8).fill('Shift+Tab')]) {
    await page.keyboard.press(key);
    expect((await focusStop(page)).inDialog, `focus after ${key} stays in the dialog`).toBe(true);
  }
}

describe('the dashboard by keyboard alone', () => {
  it('signs in, blocks an endpoint on Home and changes a setting', async () => {
    const page = await newPage(browser, stack.url, { width: 1366, height: 900 });
    try {
      // Sign in.
      await page.goto('/');
      // The prerendered form paints first; its fields draw their focus once the page has hydrated, which
      // enables Sign In.
      await expect
        .poll(() => page.getByRole('button', { name: 'Sign In', exact: true }).isEnabled(), {
          timeout: 30_000,
        })
        .toBe(true);
      await tabTo(page, /^Email/);
      await page.keyboard.type('owner@example.com');
      await tabTo(page, /^Password/);
      await page.keyboard.type('Owner#12345');
      await page.keyboard.press('Enter');
      await page.waitForURL('**/dashboard/home');

      // Home: the first connected endpoint's Block button opens the duration dialog.
      const connected = page.getByRole('list', { name: 'Connected Devices' });
      await connected
        .getByRole('button', { name: /^Block / })
        .first()
        .waitFor();
      const opener = await tabTo(page, /^Block /);
      const endpointName = opener.name.replace(/^Block /, '');
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: `Block ${endpointName}` });
      await dialog.waitFor();
      await expectFocusTrapped(page);

      // Escape closes it and gives focus back to the Block button.
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect((await focusStop(page)).marker).toBe(opener.marker);
      expect((await focusStop(page)).ringed).toBe(true);

      // Again, and this time choose a duration with the arrows and confirm.
      await page.keyboard.press('Enter');
      await dialog.waitFor();
      await tabTo(page, new RegExp(`^${BLOCK_DURATIONS[0]}$`), { limit: 10 });
      await page.keyboard.press('Space');
      await page.keyboard.press('ArrowDown');
      const chosen = await focusStop(page);
      expect(chosen.name).toBe(BLOCK_DURATIONS[1]);
      expect(chosen.ringed).toBe(true);
      await tabTo(page, /^Block$/, { limit: 10 });
      await page.keyboard.press('Enter');
      // The block goes through the gateway and back, which takes a few seconds on a busy machine.
      await dialog.waitFor({ state: 'detached', timeout: 30_000 });
      const blocked = page.getByRole('list', { name: 'Blocked Devices' });
      // Home moves it once the gateway's next report says it is blocked: as slow as the answer itself.
      await blocked.getByRole('listitem').filter({ hasText: endpointName }).waitFor({ timeout: 30_000 });
      await screenshot(page, 'keyboard-home-blocked');

      // Settings, through the menu: the Notifications switch turns with Space and stays turned.
      await tabTo(page, /^Settings$/);
      await page.keyboard.press('Enter');
      await page.waitForURL('**/dashboard/settings');
      const label = SETTING_TOGGLES.find((toggle) => toggle.field === 'notification')!.label;
      const toggle = page.getByRole('switch', { name: label });
      await toggle.waitFor();
      const before = await toggle.isChecked();
      // Back up to the skip link (Shift+Tab), past the menu, then on to the switch.
      await tabTo(page, /^Skip to content$/, { backwards: true });
      await page.keyboard.press('Enter');
      await tabTo(page, new RegExp(`^${label}$`));
      expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).type)).toBe('checkbox');
      await page.keyboard.press('Space');
      await expect.poll(() => toggle.isChecked()).toBe(!before);
      await expect.poll(() => toggle.isEnabled()).toBe(true);
      await page.reload();
      await toggle.waitFor();
      expect(await toggle.isChecked()).toBe(!before);
      await screenshot(page, 'keyboard-settings');
    } finally {
      await screenshot(page, 'keyboard-last-stop');
      await page.context().close();
    }
  }, 180_000);
});
