import { PASSKEY_TEXT, SERVER } from '@drisk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, CDPSession, Page } from 'playwright-core';
import { launchBrowser, newPage, screenshot, signIn } from './support/browser';
import { startStack, type Stack } from './support/stack';

/*
 * Passkeys (issue 16), end to end in Chromium with its virtual authenticator (the DevTools protocol's
 * WebAuthn domain) standing in for a phone or laptop: a user adds a passkey in Account, signs out, signs in
 * with it and no e-mail address, then removes it, after which it signs in no more.
 */
const DESKTOP_1366 = { width: 1366, height: 800 };
const PHONE_360 = { width: 360, height: 740 };
const account = { email: `passkey-${process.pid}@example.net`, password: 'Passkey#2024x' };

let stack: Stack;
let browser: Browser;
let page: Page;
let devtools: CDPSession;
let authenticatorId = '';

beforeAll(async () => {
  // WebAuthn refuses an IP address as relying-party id: the stack is reached as localhost.
  [stack, browser] = await Promise.all([startStack({}, { publicHost: 'localhost' }), launchBrowser()]);
  const reply = await fetch(`${stack.url}/api/3.0/user/registration`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      first_name: 'Pat',
      last_name: 'Passkey',
      password: account.password,
      email_address: account.email,
      phone_number: `556${String(process.pid % 10_000_000).padStart(7, '0')}`,
      dob: '02/14/1992',
      user_type: 'individual',
      loginType: 'eRisk',
      comapny_name: '',
      device_id: '',
      firebase_token: '',
    }),
  });
  expect(reply.status).toBe(200);
  // One page for the whole file: the virtual authenticator belongs to it and keeps its passkeys.
  page = await newPage(browser, stack.url, DESKTOP_1366);
  devtools = await page.context().newCDPSession(page);
  await devtools.send('WebAuthn.enable');
  ({ authenticatorId } = await devtools.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  }));
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

async function logOut() {
  await page.getByRole('navigation').getByRole('button', { name: 'Logout' }).click();
  await page.getByRole('dialog', { name: 'Logout?' }).getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL(stack.url + '/');
}

const card = () => page.getByRole('region', { name: PASSKEY_TEXT.cardTitle });

describe('passkeys in Chromium with a virtual authenticator', () => {
  it('adds a passkey in Account under the name asked for', async () => {
    await signIn(page, account.email, account.password);
    await page.goto('/dashboard/profile');
    await card().getByText(PASSKEY_TEXT.none).waitFor();
    await card().getByRole('button', { name: PASSKEY_TEXT.add }).click();
    const dialog = page.getByRole('dialog', { name: PASSKEY_TEXT.add });
    await dialog.getByRole('textbox', { name: PASSKEY_TEXT.nameLabel }).fill('Test laptop');
    // The password again first: a wrong one is refused before the browser is asked for anything.
    const password = dialog.getByLabel(PASSKEY_TEXT.passwordLabel, { exact: true });
    await password.fill('Not#thePassword1');
    await dialog.getByRole('button', { name: PASSKEY_TEXT.create }).click();
    await dialog.getByText(SERVER.passwordNotCorrect).waitFor();
    expect((await devtools.send('WebAuthn.getCredentials', { authenticatorId })).credentials).toHaveLength(0);
    await password.fill(account.password);
    await dialog.getByRole('button', { name: PASSKEY_TEXT.create }).click();
    await page.getByText(SERVER.passkeyAdded).waitFor();
    const list = card().getByRole('list', { name: PASSKEY_TEXT.listLabel });
    await list.getByText('Test laptop').waitFor();
    await expect(list.getByText(PASSKEY_TEXT.neverUsed, { exact: false }).count()).resolves.toBe(1);

    // The authenticator holds a discoverable passkey for this site, with the account's user handle.
    const { credentials } = await devtools.send('WebAuthn.getCredentials', { authenticatorId });
    expect(credentials).toHaveLength(1);
    expect(credentials[0]).toMatchObject({ isResidentCredential: true, rpId: 'localhost' });
    await screenshot(page, 'passkeys-account-1366');
    await page.setViewportSize(PHONE_360);
    await card().scrollIntoViewIfNeeded();
    await screenshot(page, 'passkeys-account-360');
    await page.setViewportSize(DESKTOP_1366);
    await logOut();
  });

  it('signs in with the passkey alone: no e-mail address, no password, no code', async () => {
    await page.goto('/');
    await screenshot(page, 'passkeys-sign-in-1366');
    await page.getByRole('button', { name: PASSKEY_TEXT.signInWithPasskey }).click();
    await page.waitForURL('**/dashboard/home');
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeTruthy();
    await page.goto('/dashboard/profile');
    const list = card().getByRole('list', { name: PASSKEY_TEXT.listLabel });
    await list.getByText(/last used/).waitFor();
  });

  it('renames and removes it; a removed passkey is refused at sign-in with the reason shown', async () => {
    await card()
      .getByRole('button', { name: PASSKEY_TEXT.renameLabel('Test laptop') })
      .click();
    const rename = page.getByRole('dialog', { name: PASSKEY_TEXT.renameTitle });
    await rename.getByRole('textbox', { name: PASSKEY_TEXT.nameLabel }).fill('Old laptop');
    await rename.getByRole('button', { name: PASSKEY_TEXT.save }).click();
    await card().getByText('Old laptop').waitFor();

    await card()
      .getByRole('button', { name: PASSKEY_TEXT.removeLabel('Old laptop') })
      .click();
    const confirm = page.getByRole('dialog', { name: PASSKEY_TEXT.removeTitle });
    await confirm.getByRole('button', { name: PASSKEY_TEXT.remove }).click();
    await card().getByText(PASSKEY_TEXT.none).waitFor();
    await logOut();

    // The authenticator still offers it; the api no longer knows it.
    await page.getByRole('button', { name: PASSKEY_TEXT.signInWithPasskey }).click();
    await page.getByRole('alert').filter({ hasText: SERVER.passkeyUnknown }).waitFor();
    expect(page.url()).toBe(stack.url + '/');
    await page.setViewportSize(PHONE_360);
    await screenshot(page, 'passkeys-sign-in-refused-360');
  });
});
