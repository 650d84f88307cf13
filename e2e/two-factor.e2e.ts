import { SERVER, TOTP_PERIOD_SECONDS, TWO_FACTOR_TEXT } from '@drisk/contract';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, screenshot, signIn } from './support/browser';
import { startStack, type Stack } from './support/stack';

/*
 * Two-factor sign-in with an authenticator app (issue 16), end to end: a new user turns it on in Account
 * (the test plays the app, computing codes from the key the card shows), then signs in with the password
 * and a code, and again with a recovery code.
 */
const DESKTOP_1366 = { width: 1366, height: 800 };
const PHONE_390 = { width: 390, height: 844 };
const account = { email: `totp-${process.pid}@example.net`, password: 'Totp#2024x' };

let stack: Stack;
let browser: Browser;

beforeAll(async () => {
  [stack, browser] = await Promise.all([startStack(), launchBrowser()]);
  const reply = await fetch(`${stack.url}/api/3.0/user/registration`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      first_name: 'Tara',
      last_name: 'Totp',
      password: account.password,
      email_address: account.email,
      phone_number: `555${String(process.pid % 10_000_000).padStart(7, '0')}`,
      dob: '02/14/1992',
      user_type: 'individual',
      loginType: 'eRisk',
      comapny_name: '',
      device_id: '',
      firebase_token: '',
    }),
  });
  expect(reply.status).toBe(200);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

const stepNow = () => Math.floor(Date.now() / 1000 / TOTP_PERIOD_SECONDS);
let lastStep = 0;

/** A code of a time step not used yet: a code works once, so after one the app's next code is awaited. */
async function freshCode(secret: string): Promise<string> {
  while (stepNow() <= lastStep) await new Promise((done) => setTimeout(done, 500));
  lastStep = stepNow();
  return generate({ secret });
}

async function passwordStep(page: Page) {
  await page.goto('/');
  await page.getByLabel('Email', { exact: false }).first().fill(account.email);
  await page.getByLabel('Password', { exact: false }).first().fill(account.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.getByRole('heading', { name: TWO_FACTOR_TEXT.codeStepTitle }).waitFor();
}

async function logOut(page: Page) {
  await page.getByRole('navigation').getByRole('button', { name: 'Logout' }).click();
  await page.getByRole('dialog', { name: 'Logout?' }).getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL(stack.url + '/');
}

describe('two-factor sign-in with an authenticator app', () => {
  let secret = '';
  let recoveryCodes: string[] = [];

  it('is turned on in Account with a first code, showing ten recovery codes once', async () => {
    const page = await newPage(browser, stack.url, DESKTOP_1366);
    await signIn(page, account.email, account.password);
    await page.goto('/dashboard/profile');
    await page.getByRole('button', { name: TWO_FACTOR_TEXT.turnOn }).click();
    // The password again, as a session left open must not be enough to set it up.
    const card = page.getByRole('region', { name: TWO_FACTOR_TEXT.cardTitle });
    await card.getByRole('textbox', { name: TWO_FACTOR_TEXT.passwordLabel }).fill(account.password);
    await card.getByRole('button', { name: TWO_FACTOR_TEXT.continue }).click();
    const qr = page.getByRole('img', { name: TWO_FACTOR_TEXT.qrAlt });
    await qr.waitFor();
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    secret = await page.getByLabel(TWO_FACTOR_TEXT.secretLabel, { exact: true }).inputValue();
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);

    await page.getByLabel(TWO_FACTOR_TEXT.codeLabel).fill(await freshCode(secret));
    await page.getByRole('button', { name: TWO_FACTOR_TEXT.confirm }).click();
    const list = page.getByRole('list', { name: TWO_FACTOR_TEXT.recoveryCodesListLabel });
    await list.waitFor();
    recoveryCodes = await list.getByRole('listitem').allTextContents();
    expect(recoveryCodes).toHaveLength(10);
    await screenshot(page, 'two-factor-recovery-codes-1366');
    await page.getByRole('button', { name: TWO_FACTOR_TEXT.savedCodes }).click();
    await page.getByText(TWO_FACTOR_TEXT.recoveryCodesLeft(10), { exact: false }).waitFor();
    await logOut(page);
    await page.context().close();
  });

  it('then asks for the code after the password, and signs in only with it', async () => {
    const page = await newPage(browser, stack.url, DESKTOP_1366);
    await passwordStep(page);
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
    await screenshot(page, 'two-factor-code-step-1366');

    await page
      .getByLabel(TWO_FACTOR_TEXT.codeLabel)
      .fill((await generate({ secret })) === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: TWO_FACTOR_TEXT.verify }).click();
    await page.getByRole('alert').filter({ hasText: SERVER.totpCodeWrong }).waitFor();

    await page.getByLabel(TWO_FACTOR_TEXT.codeLabel).fill(await freshCode(secret));
    await page.getByRole('button', { name: TWO_FACTOR_TEXT.verify }).click();
    await page.waitForURL('**/dashboard/home');
    await logOut(page);
    await page.context().close();
  });

  it('signs in with a recovery code instead, on a phone, and that code never works again', async () => {
    const page = await newPage(browser, stack.url, PHONE_390);
    await passwordStep(page);
    await screenshot(page, 'two-factor-code-step-390');
    await page.getByRole('button', { name: TWO_FACTOR_TEXT.useRecoveryCode }).click();
    await page.getByLabel(TWO_FACTOR_TEXT.recoveryCodeLabel).fill(recoveryCodes[0]);
    await screenshot(page, 'two-factor-recovery-step-390');
    await page.getByRole('button', { name: TWO_FACTOR_TEXT.verify }).click();
    await page.waitForURL('**/dashboard/home');
    await page.context().close();

    const again = await newPage(browser, stack.url, PHONE_390);
    await passwordStep(again);
    await again.getByRole('button', { name: TWO_FACTOR_TEXT.useRecoveryCode }).click();
    await again.getByLabel(TWO_FACTOR_TEXT.recoveryCodeLabel).fill(recoveryCodes[0]);
    await again.getByRole('button', { name: TWO_FACTOR_TEXT.verify }).click();
    await again.getByRole('alert').filter({ hasText: SERVER.recoveryCodeWrong }).waitFor();
    await again.context().close();
  });
});
