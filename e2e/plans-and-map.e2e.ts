import { DEMO_TEST_CARDS, UI_TEXT } from '@drisk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, screenshot, signIn } from './support/browser';
import { startStack, type Stack } from './support/stack';

let stack: Stack;
let browser: Browser;

beforeAll(async () => {
  [stack, browser] = await Promise.all([startStack(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

async function choosePlus(page: Page) {
  await page.getByRole('button', { name: /^Plus 50 GB, \$9\.99/ }).click();
  await page.getByRole('dialog', { name: 'Confirm' }).getByRole('button', { name: 'Confirm' }).click();
  return page.getByRole('dialog', { name: 'Payment' });
}

async function pay(dialog: ReturnType<Page['getByRole']>, card: string) {
  await dialog.getByLabel('Card number').fill(card);
  await dialog.getByRole('button', { name: 'Pay now' }).click();
}

describe('storage plans with the demo payment provider', () => {
  it('declines a card, cancels, then buys a plan that shows as the active one', async () => {
    const page = await newPage(browser, stack.url, { width: 1366, height: 900 });
    await signIn(page, 'owner@example.com', 'Owner#12345');
    await page.goto('/dashboard/upgradePlan');
    await expect.poll(() => page.getByText(`${UI_TEXT.creditBalance}: $5.00`).count()).toBe(1);
    await screenshot(page, 'upgrade-plan-desktop');

    let dialog = await choosePlus(page);
    await expect.poll(() => dialog.getByText(UI_TEXT.demoPaymentsLabel).count()).toBe(1);
    await pay(dialog, DEMO_TEST_CARDS.declined);
    await expect.poll(() => dialog.getByRole('status').textContent()).toBe('Your card was declined.');
    await screenshot(page, 'upgrade-plan-payment-declined-desktop');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => page.getByText(UI_TEXT.paymentCanceled).count()).toBe(1);
    expect(await page.getByText(UI_TEXT.activePlan, { exact: true }).count()).toBe(0);

    dialog = await choosePlus(page);
    await pay(dialog, DEMO_TEST_CARDS.succeeds);
    await page.waitForURL('**/dashboard/dataSharing');
    await expect.poll(() => page.getByText(UI_TEXT.paymentSuccess).count()).toBe(1);
    // The plan's quota is what the storage now counts against (it was the free 1 GB).
    await expect
      .poll(() => page.getByRole('button', { name: /^dRisk-Alpha: .* \/ 50 GB, .* available/ }).count())
      .toBe(1);

    await page.goto('/dashboard/upgradePlan');
    await expect
      .poll(() => page.getByRole('button', { name: 'Plus 50 GB, $9.99, active plan' }).count())
      .toBe(1);
    // The card paid the plan: the credit is untouched.
    expect(await page.getByText(`${UI_TEXT.creditBalance}: $5.00`).count()).toBe(1);
    await page.context().close();
  });

  it('fits a phone screen', async () => {
    const page = await newPage(browser, stack.url, { width: 360, height: 740 });
    await signIn(page, 'owner@example.com', 'Owner#12345');
    await page.goto('/dashboard/upgradePlan');
    await expect.poll(() => page.getByRole('button', { name: /^Basic 10 GB/ }).count()).toBe(1);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'upgrade-plan-phone');
    await page.context().close();
  });
});
