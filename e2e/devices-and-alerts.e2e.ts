import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
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

describe('invitations, alerts and device switching', () => {
  it('owner invites solo as Guest; solo accepts in Alerts and can switch to dRisk-Alpha', async () => {
    const owner = await newPage(browser, stack.url);
    await signIn(owner, 'owner@example.com', 'Owner#12345');
    await owner.getByRole('navigation').getByRole('button', { name: 'Invite' }).click();
    const invite = owner.getByRole('dialog', { name: 'Invite' });
    await invite.getByRole('button', { name: 'Invite' }).click();
    await expect.poll(() => invite.getByText('Please enter email-id').count()).toBe(1);
    await invite.getByLabel('Email ID', { exact: false }).fill('solo@example');
    await invite.getByRole('button', { name: 'Invite' }).click();
    await expect.poll(() => invite.getByText('Please enter valid email-id').count()).toBe(1);
    await invite.getByLabel('Email ID', { exact: false }).fill('solo@example.com');
    await invite.getByRole('combobox').click();
    await owner.getByRole('option', { name: 'Guest' }).click();
    await screenshot(owner, 'invite-dialog-desktop');
    await invite.getByRole('button', { name: 'Invite' }).click();
    await expect.poll(() => owner.getByText('Invitation sent successfully').count()).toBeGreaterThan(0);
    await expect
      .poll(async () => (await stack.outbox()).some((m) => m.to.includes('solo@example.com')))
      .toBe(true);
    await owner.context().close();

    const solo = await newPage(browser, stack.url);
    await signIn(solo, 'solo@example.com', 'Solo#12345');
    await solo.getByRole('navigation').getByRole('link', { name: 'Notifications' }).click();
    await solo.waitForURL('**/dashboard/notification');
    const card = solo.getByRole('article').filter({ hasText: 'dRisk-Alpha' }).first();
    await card.getByRole('button', { name: 'Accept' }).click();
    await expect.poll(() => card.getByRole('button', { name: 'Accepted' }).count()).toBe(1);
    await screenshot(solo, 'alerts-after-accept-desktop');

    await solo.getByRole('navigation').getByRole('link', { name: 'Switch Device' }).click();
    await solo.getByRole('button', { name: /dRisk-Alpha/ }).click();
    const success = solo.getByRole('dialog');
    await expect.poll(() => success.getByText('Device Switched Successfully!').count()).toBe(1);
    await success.getByRole('button', { name: 'Ok' }).click();
    await solo.waitForURL('**/dashboard/home');
    const devices = await solo.evaluate(async () => {
      const token =
        Object.values(sessionStorage)
          .join(' ')
          .match(/[A-Za-z0-9_-]{40,}/)?.[0] ?? '';
      const reply = await fetch('/api/3.0/user/getAllDriskDevices', { headers: { Auth: token } });
      return (await reply.json()).result.device_details as {
        name: string;
        is_connected: string;
        role_id: number;
      }[];
    });
    expect(devices.filter((d) => d.is_connected === 'connected').map((d) => d.name)).toEqual(['dRisk-Alpha']);
    expect(devices.find((d) => d.name === 'dRisk-Alpha')?.role_id).toBe(2);
    await solo.context().close();
  });

  it('owner answers a pending notification and the bell count goes down', async () => {
    const page = await newPage(browser, stack.url);
    await signIn(page, 'owner@example.com', 'Owner#12345');
    const bell = page.getByRole('link', { name: /notifications/i }).last();
    const countBefore = Number((await bell.getAttribute('aria-label'))?.match(/\d+/)?.[0] ?? 0);
    expect(countBefore).toBeGreaterThan(0);
    await bell.click();
    await page.waitForURL('**/dashboard/notification');
    const pending = page
      .getByRole('article')
      .filter({ has: page.getByRole('button', { name: 'Reject' }) })
      .first();
    await pending.getByRole('button', { name: 'Reject' }).click();
    await expect
      .poll(async () => Number((await bell.getAttribute('aria-label'))?.match(/\d+/)?.[0] ?? 0))
      .toBe(countBefore - 1);
    await screenshot(page, 'alerts-desktop');
    await page.context().close();
  });

  it('owner switches to dRisk-Beta and back', async () => {
    const page = await newPage(browser, stack.url);
    await signIn(page, 'owner@example.com', 'Owner#12345');
    for (const name of ['dRisk-Beta', 'dRisk-Alpha']) {
      await page.goto('/dashboard/switchDevices');
      await page.getByRole('button', { name: new RegExp(name) }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Ok' }).click();
      await page.waitForURL('**/dashboard/home');
      await expect.poll(() => page.getByText(`${name} (Active)`).count()).toBeGreaterThan(0);
    }
    await page.context().close();
  });
});
