import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage, screenshot, signIn, PHONE } from './support/browser';
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

describe('registration and password reset', () => {
  it('registers a new user, who can then sign in', async () => {
    const page = await newPage(browser, stack.url, PHONE);
    await page.goto('/');
    await page.getByRole('link', { name: 'Register' }).click();
    await page.waitForURL('**/register');

    await page.getByRole('button', { name: 'Register' }).click();
    await expect.poll(() => page.getByText('first name field required').count()).toBe(1);
    await expect.poll(() => page.getByText('Email field required').count()).toBe(1);
    await expect.poll(() => page.getByText('Please confirm your password').count()).toBe(1);

    await page.getByLabel('First Name', { exact: false }).fill('Nina');
    await page.getByLabel('Last Name', { exact: false }).fill('Newcomer');
    await page.getByLabel('Phone Number', { exact: false }).fill('555-010-7788');
    await page.getByLabel('Email', { exact: false }).fill('nina@example.com');
    await page.getByLabel('Password', { exact: true }).fill('Nina#123456');
    await page.getByLabel('Confirm Password', { exact: false }).fill('Nina#123456');
    await screenshot(page, 'register-filled-phone');
    await page.getByRole('button', { name: 'Register' }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByText('Success').count()).toBeGreaterThan(0);
    await dialog.getByRole('button', { name: 'Ok' }).click();
    await page.waitForURL(stack.url + '/');

    await signIn(page, 'nina@example.com', 'Nina#123456');
    await expect.poll(() => page.getByText('No device connected').count()).toBeGreaterThan(0);
    await page.context().close();
  });

  it('refuses a second registration with the same e-mail', async () => {
    const page = await newPage(browser, stack.url);
    await page.goto('/register');
    await page.getByLabel('First Name', { exact: false }).fill('Olivia');
    await page.getByLabel('Phone Number', { exact: false }).fill('5550109999');
    await page.getByLabel('Email', { exact: false }).fill('owner@example.com');
    await page.getByLabel('Password', { exact: true }).fill('Another#1234');
    await page.getByLabel('Confirm Password', { exact: false }).fill('Another#1234');
    await page.getByRole('button', { name: 'Register' }).click();
    const dialog = page.getByRole('dialog');
    await expect
      .poll(() => dialog.getByText('Email Address or mobile number already exists!').count())
      .toBe(1);
    await dialog.getByRole('button', { name: 'Ok' }).click();
    expect(new URL(page.url()).pathname).toBe('/register');
    await page.context().close();
  });

  it('resets a forgotten password through the e-mailed link', async () => {
    const page = await newPage(browser, stack.url);
    await page.goto('/');
    await page
      .getByRole('button', { name: 'Forgot Password' })
      .or(page.getByRole('link', { name: 'Forgot Password' }))
      .first()
      .click();
    const modal = page.getByRole('dialog');
    await modal.getByLabel('Email', { exact: false }).fill('guest@example.com');
    await modal.getByRole('button', { name: /submit|send/i }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

    let link = '';
    await expect
      .poll(async () => {
        const mail = (await stack.outbox()).find((m) => m.to.includes('guest@example.com'));
        link = mail?.body.match(/https?:\/\/\S*reset-password\?token=[\w-]+/)?.[0] ?? '';
        return link;
      })
      .not.toBe('');
    await page.goto(link);
    await page.getByLabel('New Password', { exact: false }).first().fill('Fresh#Guest2026');
    await page.getByLabel('Confirm Password', { exact: false }).fill('Fresh#Guest2026');
    await screenshot(page, 'reset-password-desktop');
    await page.getByRole('button', { name: /reset|save|set/i }).click();
    await expect.poll(() => page.getByText('Your password has been reset').count()).toBeGreaterThan(0);

    const old = await fetch(`${stack.url}/api/3.0/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email_address: 'guest@example.com', password: 'Guest#12345' }),
    });
    expect(old.status).toBe(400);
    await signIn(page, 'guest@example.com', 'Fresh#Guest2026');
    await page.context().close();
  });
});
