import { SERVER, UI_TEXT, VALIDATION } from '@drisk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { PHONE, launchBrowser, newPage, screenshot, signIn } from './support/browser';
import { openChat } from './support/chat';
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

const DESKTOP = { width: 1366, height: 900 };
/** A 48 × 48 blue PNG. */
const PICTURE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAADAAAAAwCAIAAADYYG7QAAAAQklEQVR4nO3OQQ0AIAwAsSlBJxKRhQuOR5MK6Kx9vjL5QEhISKgeCAkJCdUDISEhoXogJCQkVA+EhISE6oGQkNBjFz5oTrVWCDEsAAAAAElFTkSuQmCC',
  'base64',
);

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe('trusted groups and their live chat', () => {
  it('creates a group, chats live with a picture between two browsers, removes the member, deletes the group', async () => {
    const owner = await newPage(browser, stack.url, DESKTOP);
    const admin = await newPage(browser, stack.url, DESKTOP);
    await Promise.all([
      signIn(owner, 'owner@example.com', 'Owner#12345'),
      signIn(admin, 'admin@example.com', 'Admin#12345'),
    ]);

    await owner.goto('/dashboard/trusted');
    await expect.poll(() => owner.getByRole('button', { name: 'Alpha team', exact: true }).count()).toBe(1);
    await screenshot(owner, 'trusted-desktop');
    await owner.getByRole('button', { name: UI_TEXT.createGroup }).click();
    const create = owner.getByRole('dialog', { name: UI_TEXT.createGroup });
    await create.getByRole('checkbox', { name: /Adam Admin/ }).check();
    await create.getByRole('button', { name: UI_TEXT.next }).click();
    await create.getByRole('textbox', { name: UI_TEXT.groupNameLabel }).fill('   ');
    await expect.poll(() => create.getByText(VALIDATION.invalidGroupName).count()).toBeGreaterThan(0);
    await create.getByRole('textbox', { name: UI_TEXT.groupNameLabel }).fill('Night shift');
    await create.getByRole('button', { name: UI_TEXT.create }).click();
    await expect.poll(() => owner.getByRole('button', { name: 'Night shift', exact: true }).count()).toBe(1);

    await openChat(owner, 'Night shift');
    await openChat(admin, 'Night shift');
    await owner.getByRole('textbox', { name: 'Message' }).fill('Hello <b>Adam</b>');
    await owner.getByRole('textbox', { name: 'Message' }).press('Enter');
    const adminLog = admin.getByRole('log', { name: 'Messages' });
    await expect.poll(() => adminLog.getByText('Hello <b>Adam</b>', { exact: true }).count()).toBe(1);

    await owner.getByTestId('chat-file-input').setInputFiles({
      name: 'blue-square.png',
      mimeType: 'image/png',
      buffer: PICTURE,
    });
    const preview = adminLog.getByRole('img', { name: 'blue-square.png' });
    await expect.poll(() => preview.count()).toBe(1);
    await expect
      .poll(() => preview.evaluate((image: HTMLImageElement) => [image.src.slice(0, 5), image.naturalWidth]))
      .toEqual(['blob:', 48]);
    // Typed while offline: shown as sending, delivered once when the network is back.
    await admin.context().setOffline(true);
    await expect.poll(() => admin.getByRole('status').filter({ hasText: 'Offline' }).count()).toBe(1);
    await admin.getByRole('textbox', { name: 'Message' }).fill('Got it');
    await admin.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => adminLog.getByText('Sending…').count()).toBe(1);
    await admin.context().setOffline(false);
    const ownerLog = owner.getByRole('log', { name: 'Messages' });
    await expect.poll(() => ownerLog.getByText('Got it', { exact: true }).count()).toBe(1);
    await expect.poll(() => adminLog.getByText('Sending…').count()).toBe(0);
    expect(await adminLog.getByText('Got it', { exact: true }).count()).toBe(1);
    await screenshot(owner, 'chat-owner-desktop');
    await screenshot(admin, 'chat-admin-desktop');

    await owner.goto('/dashboard/trusted');
    await owner.getByRole('button', { name: 'Members of Night shift' }).click();
    const members = owner.getByRole('dialog', { name: /Members: Night shift/ });
    await members.getByRole('button', { name: 'Remove Adam Admin' }).click();
    await owner
      .getByRole('dialog', { name: UI_TEXT.removeMemberTitle })
      .getByRole('button', { name: 'Remove' })
      .click();
    await expect.poll(() => admin.getByText(SERVER.chatRemoved).count()).toBeGreaterThan(0);
    expect(await admin.getByRole('textbox', { name: 'Message' }).isDisabled()).toBe(true);
    await screenshot(admin, 'chat-admin-removed-desktop');
    await members.getByRole('button', { name: 'Close' }).click();

    await owner.getByRole('button', { name: 'Delete Night shift' }).click();
    await owner
      .getByRole('dialog', { name: UI_TEXT.deleteGroupTitle })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect.poll(() => owner.getByRole('button', { name: 'Night shift', exact: true }).count()).toBe(0);
    await owner.context().close();
    await admin.context().close();
  });

  it('fits a phone: Trusted and a chat with a picture and a PDF', async () => {
    const page = await newPage(browser, stack.url, PHONE);
    await signIn(page, 'owner@example.com', 'Owner#12345');
    await page.goto('/dashboard/trusted');
    await expect.poll(() => page.getByRole('button', { name: 'Alpha team', exact: true }).count()).toBe(1);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'trusted-phone');

    await openChat(page, 'Alpha team');
    const log = page.getByRole('log', { name: 'Messages' });
    await expect.poll(() => log.getByRole('img', { name: 'floor-plan.png' }).count()).toBe(1);
    await expect.poll(() => log.getByRole('link', { name: 'handover-notes.pdf' }).count()).toBe(1);
    // Opened at the newest message, even after the picture above it loaded and grew the list.
    await expect
      .poll(() => log.evaluate((element) => element.scrollHeight - element.scrollTop - element.clientHeight))
      .toBeLessThan(48);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'chat-phone');
    await page.context().close();
  });
});
