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

describe('sign-in', () => {
  it('shows the validation messages and the server message for a wrong password', async () => {
    const page = await newPage(browser, stack.url);
    await page.goto('/');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect.poll(() => page.getByText('Please enter email-id').count()).toBe(1);
    await expect.poll(() => page.getByText('Please enter password').count()).toBe(1);
    await page.getByLabel('Email', { exact: false }).first().fill('owner@example');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect.poll(() => page.getByText('Please enter valid email-id').count()).toBe(1);

    await page.getByLabel('Email', { exact: false }).first().fill('owner@example.com');
    await page.getByLabel('Password', { exact: false }).first().fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect.poll(() => page.getByText('Invalid email address or password').count()).toBe(1);
    await screenshot(page, 'sign-in-error-desktop');
    await page.context().close();
  });

  const accounts = [
    { email: 'owner@example.com', password: 'Owner#12345', admin: true },
    { email: 'admin@example.com', password: 'Admin#12345', admin: true },
    { email: 'guest@example.com', password: 'Guest#12345', admin: false },
    { email: 'solo@example.com', password: 'Solo#12345', admin: false },
  ];
  for (const account of accounts) {
    it(`signs in as ${account.email} and shows the Admin link only to corporate owners and admins`, async () => {
      const page = await newPage(browser, stack.url);
      await signIn(page, account.email, account.password);
      const nav = page.getByRole('navigation');
      await expect.poll(() => nav.getByRole('link', { name: 'Switch Device' }).count()).toBe(1);
      expect(await nav.getByRole('link', { name: 'Admin' }).count()).toBe(account.admin ? 1 : 0);
      const token = await page.evaluate(() => JSON.stringify(sessionStorage));
      expect(token).not.toContain(account.password);
      await page.context().close();
    });
  }

  it('logs out through the Logout dialog and the old token stops working', async () => {
    const page = await newPage(browser, stack.url);
    await signIn(page, 'owner@example.com', 'Owner#12345');
    const token = await page.evaluate(() => Object.values(sessionStorage).join(' '));
    await page.getByRole('navigation').getByRole('button', { name: 'Logout' }).click();
    const dialog = page.getByRole('dialog', { name: 'Logout?' });
    await expect.poll(() => dialog.getByText('Are you sure you want to logout?').count()).toBe(1);
    await dialog.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(stack.url + '/');
    expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
    const tokenValue = token.match(/[A-Za-z0-9_-]{40,}/)?.[0];
    expect(tokenValue).toBeTruthy();
    const reply = await fetch(`${stack.url}/api/3.0/user/profile`, { headers: { Auth: tokenValue! } });
    expect(reply.status).toBe(401);
    expect((await reply.json()).message).toBe('Session expires. Please login again');
    await page.context().close();
  });

  it('shows the not-found screen for dashboard routes when signed out', async () => {
    const page = await newPage(browser, stack.url, PHONE);
    await page.goto('/dashboard/home');
    await expect.poll(() => page.getByText('404 Not Found').count()).toBe(1);
    await expect.poll(() => page.getByText('Requested page not found!').count()).toBe(1);
    await screenshot(page, 'not-found-phone');
    await page.getByRole('link', { name: 'Back to login' }).click();
    await page.waitForURL(stack.url + '/');
    await page.context().close();
  });

  it('expires the session: a revoked token opens Session Expired and Okay returns to sign-in', async () => {
    const page = await newPage(browser, stack.url);
    await signIn(page, 'admin@example.com', 'Admin#12345');
    // Another tab logs out with the same token: the session is revoked on the server.
    await page.evaluate(async () => {
      const token =
        Object.values(sessionStorage)
          .join(' ')
          .match(/[A-Za-z0-9_-]{40,}/)?.[0] ?? '';
      await fetch('/api/3.0/user/logout', {
        method: 'POST',
        headers: { Auth: token, 'content-type': 'application/json' },
        body: '{}',
      });
    });
    // Any call with the revoked token opens the dialog: Home's own refresh may get there first; otherwise
    // opening Help makes one. A click the opening dialog intercepts is fine.
    const expired = page.getByText('Please login again.');
    if ((await expired.count()) === 0) {
      await page
        .getByRole('navigation')
        .getByRole('link', { name: 'Help' })
        .click({ timeout: 5000 })
        .catch(() => undefined);
    }
    await expect.poll(() => expired.count()).toBe(1);
    await screenshot(page, 'session-expired-desktop');
    await page.getByRole('button', { name: 'Okay' }).click();
    await page.waitForURL(stack.url + '/');
    await page.context().close();
  });
});
