import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, screenshot, signIn, DESKTOP, PHONE } from './support/browser';
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

/** Fails when a page is wider than its viewport (a broken phone layout scrolls sideways). */
async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(1);
}

describe.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
])('signed-in screens on %s', (label, viewport) => {
  let page: Page;
  beforeAll(async () => {
    page = await newPage(browser, stack.url, viewport);
    await signIn(page, 'owner@example.com', 'Owner#12345');
  });
  afterAll(() => page.context().close());

  it('Account shows the profile', async () => {
    await page.goto('/dashboard/profile');
    await expect.poll(() => page.getByText('Olivia Owner').count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByText('@owner').count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByText('owner@example.com').count()).toBeGreaterThan(0);
    await expectNoHorizontalScroll(page);
    await screenshot(page, `account-${label}`);
  });

  it('Help lists FAQ entries that expand', async () => {
    await page.goto('/dashboard/help');
    const question = page.getByRole('button', { name: /Ghost Mode/i }).first();
    await question.click();
    await expect.poll(() => question.getAttribute('aria-expanded')).toBe('true');
    await expectNoHorizontalScroll(page);
    await screenshot(page, `help-${label}`);
  });

  it('More shows the device details and About Us the version', async () => {
    await page.goto('/dashboard/more');
    await expect.poll(() => page.getByText('Software Version').count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByText('dRisk Inc.').count()).toBeGreaterThan(0);
    await expectNoHorizontalScroll(page);
    await screenshot(page, `more-${label}`);
    await page.getByText('About Us').first().click();
    await page.waitForURL('**/dashboard/aboutUs');
    await expect.poll(() => page.getByText(/Version \d/).count()).toBeGreaterThan(0);
    await screenshot(page, `about-${label}`);
  });

  it('Feedback is sent and acknowledged', async () => {
    await page.goto('/dashboard/feedback');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => page.getByText('Please enter your feedback').count()).toBe(1);
    await page.getByLabel('Enter Feedback', { exact: false }).fill(`The ${label} layout reads well.`);
    await page.getByRole('button', { name: 'Submit' }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByText('Received Feedback!').count()).toBe(1);
    await screenshot(page, `feedback-success-${label}`);
    await dialog.getByRole('button', { name: 'Ok' }).click();
  });

  it('a later screen shows the shell with an honest coming-soon body', async () => {
    await page.goto('/dashboard/mcModal');
    await expect.poll(() => page.getByText(/coming/i).count()).toBeGreaterThan(0);
    await expectNoHorizontalScroll(page);
    await screenshot(page, `coming-soon-${label}`);
  });
});
