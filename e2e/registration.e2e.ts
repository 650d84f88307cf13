import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SERVER, UI_TEXT } from '@drisk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, PHONE, launchBrowser, newPage, screenshot, signIn } from './support/browser';
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

/** The sticker of a simulated gateway: the claim code the api wrote beside the gateway credentials. */
async function claimCodeOf(deviceId: string): Promise<string> {
  const codes = JSON.parse(await readFile(join(stack.dataDir, 'gateway-claim-codes.json'), 'utf8')) as Record<
    string,
    string
  >;
  return codes[deviceId];
}

const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** The owner's Registration screen. */
async function openRegistration(page: Page) {
  await page.goto('/dashboard/registration');
  await page.getByRole('heading', { name: UI_TEXT.connectedDeviceGroup }).waitFor();
}

describe('registration, people and connected devices', () => {
  it('claims a gateway with its sticker code, renames the connected one and unregisters the claimed one', async () => {
    const page = await newPage(browser, stack.url, DESKTOP);
    await signIn(page, 'owner@example.com', 'Owner#12345');
    await openRegistration(page);

    // A wrong code is refused without saying whether the gateway exists.
    await page.getByRole('button', { name: UI_TEXT.addDeviceButton }).click();
    const dialog = page.getByRole('dialog', { name: UI_TEXT.addDeviceTitle });
    await dialog.getByLabel(UI_TEXT.claimDeviceIdLabel).fill('DRN-200001');
    await dialog.getByLabel(UI_TEXT.claimCodeLabel).fill('WRONG-CODE');
    await dialog.getByRole('button', { name: UI_TEXT.addDeviceButton }).click();
    await page.getByText(SERVER.claimRefused).waitFor();
    await dialog.getByLabel(UI_TEXT.claimCodeLabel).fill(await claimCodeOf('DRN-200001'));
    await dialog.getByRole('button', { name: UI_TEXT.addDeviceButton }).click();
    await page.getByText(SERVER.deviceClaimed).waitFor();
    // It joins the Available Device group, registered to the owner.
    const claimed = page
      .getByRole('list', { name: UI_TEXT.availableDeviceGroup })
      .getByRole('listitem')
      .filter({
        hasText: 'DRN-200001',
      });
    await claimed.getByText(UI_TEXT.registeredLabel).waitFor();
    await screenshot(page, 'registration-claimed-desktop');

    // Rename the connected gateway: the list shows the new name (and back again for the other tests).
    for (const [from, to] of [
      ['dRisk-Alpha', 'Alpha field kit'],
      ['Alpha field kit', 'dRisk-Alpha'],
    ]) {
      await page.getByRole('button', { name: `Rename ${from}` }).click();
      const rename = page.getByRole('dialog', { name: UI_TEXT.renameDeviceTitle });
      await rename.getByLabel(UI_TEXT.deviceNameLabel).fill(to);
      await rename.getByRole('button', { name: 'Update' }).click();
      await page.getByRole('button', { name: `Rename ${to}` }).waitFor();
    }

    // Unregister the claimed one after the confirmation: it leaves the list.
    await page.getByRole('button', { name: 'Unregister DRN-200001' }).click();
    const confirm = page.getByRole('dialog', { name: UI_TEXT.unregisterTitle });
    await confirm.getByRole('button', { name: UI_TEXT.unregisterButton }).click();
    await page.getByText(SERVER.deviceUnregistered).waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Unregister DRN-200001' }).count()).toBe(0);
    await page.context().close();
  });

  it('shows the real endpoints of the connected gateway on Connected Devices, on a phone too', async () => {
    const page = await newPage(browser, stack.url, PHONE);
    await signIn(page, 'owner@example.com', 'Owner#12345');
    await page.goto('/dashboard/connectedDevices');
    await expect.poll(() => page.getByRole('listitem').count()).toBeGreaterThan(0);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(1);
    await screenshot(page, 'connected-devices-phone');
    await page.context().close();
  });

  it('removes a guest from the User List, and the guest loses the gateway at once', async () => {
    const guest = await newPage(browser, stack.url, DESKTOP);
    await signIn(guest, 'guest@example.com', 'Guest#12345');
    await openRegistration(guest);
    await expect.poll(() => guest.getByText('dRisk-Alpha').count()).toBeGreaterThan(0);

    const owner = await newPage(browser, stack.url, DESKTOP);
    await signIn(owner, 'owner@example.com', 'Owner#12345');
    await openRegistration(owner);
    await owner.getByRole('button', { name: 'Users of dRisk-Alpha' }).click();
    await owner.getByRole('button', { name: 'Remove Grace Guest' }).click();
    const confirm = owner.getByRole('dialog', { name: UI_TEXT.removeUserTitle });
    await confirm.getByRole('button', { name: UI_TEXT.removeUserButton }).click();
    await owner.getByText(SERVER.mappedUserRemoved).waitFor();
    await expect.poll(() => owner.getByRole('button', { name: 'Remove Grace Guest' }).count()).toBe(0);
    await screenshot(owner, 'connected-users-desktop');

    await openRegistration(guest).catch(() => undefined);
    await expect.poll(() => guest.getByText(UI_TEXT.noDeviceConnected).count()).toBeGreaterThan(0);
    await owner.context().close();
    await guest.context().close();
  });
});
