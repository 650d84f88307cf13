import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';

/** Debian's Chromium, headless, with the flags this offline machine needs. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 360, height: 740 };

/**
 * A page in a fresh context; colorScheme emulates the system's light or dark setting (light by default),
 * locale the browser's language (navigator.languages, Accept-Language; Chromium's default when absent).
 */
export async function newPage(
  browser: Browser,
  baseURL: string,
  viewport = DESKTOP,
  { colorScheme = 'light', locale }: { colorScheme?: 'light' | 'dark'; locale?: string } = {},
): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport, colorScheme, locale });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

/** Screenshots land in .e2e-artifacts/ (git-ignored) so a person can look at every screen after a run. */
export async function screenshot(page: Page, name: string) {
  const folder = resolve(import.meta.dirname, '../../.e2e-artifacts');
  await mkdir(folder, { recursive: true });
  await page.screenshot({ path: resolve(folder, `${name}.png`), fullPage: true });
}

export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/');
  await page.getByLabel('Email', { exact: false }).first().fill(email);
  await page.getByLabel('Password', { exact: false }).first().fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL('**/dashboard/home').catch(async (error: unknown) => {
    // Say what the user would see: the messages under the fields, an alert, and whether Email was filled.
    const messages = await page.locator('[role="alert"], .MuiFormHelperText-root').allInnerTexts();
    const emailValue = await page
      .getByLabel('Email', { exact: false })
      .first()
      .inputValue()
      .catch(() => '?');
    await screenshot(page, `sign-in-failed-${email}`);
    throw new Error(
      `signing in as ${email} stayed at ${page.url()}; Email field: '${emailValue}'; messages: ${JSON.stringify(messages)}`,
      { cause: error },
    );
  });
}
