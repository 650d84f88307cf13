import { ADMIN_TEXT, API_BASE_PATH, AUTH_HEADER, routePaths, type RouteName } from '@drisk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, signIn } from './support/browser';
import { startStack, type Stack } from './support/stack';

/*
 * Hostile text through the fields a user fills in, rendered by both apps in Chromium: endpoint names,
 * a group name, chat messages, profile names, a company. Every payload must show as the text it is. The
 * page records what would betray an injection before the app starts (an init script, which the CSP does
 * not apply to): an element the payloads would create, any inline event handler attribute, a script
 * element without src, a CSP violation, and the flag each payload sets if it ever runs.
 */
const PAYLOADS = {
  img: `<img src=x onerror="window.__xss='img'">`,
  svg: `"><svg onload="window.__xss='svg'">`,
  script: `<script>window.__xss='script'</script>`,
  link: `<a href="javascript:window.__xss='a'">go</a>`,
  url: `javascript:window.__xss='url'`,
  template: `{{constructor.constructor("window.__xss='tpl'")()}}`,
} as const;

const DEVICE_ID = 'DRA-100001';

/** Runs in every page before its own scripts: collects the signs of an injection. */
function watchForInjection() {
  const signs: string[] = [];
  const record = (sign: string) => signs.push(sign);
  (window as unknown as { __injection: string[] }).__injection = signs;
  document.addEventListener('securitypolicyviolation', (event) =>
    record(
      `CSP ${event.violatedDirective} blocked ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`,
    ),
  );
  const inspect = (node: Node) => {
    if (!(node instanceof Element)) return;
    for (const element of [node, ...Array.from(node.querySelectorAll('*'))]) {
      const handler = Array.from(element.attributes).find((attribute) => /^on/i.test(attribute.name));
      if (handler) record(`<${element.localName} ${handler.name}>`);
      if (element.localName === 'script' && !element.getAttribute('src')) record('inline <script>');
      const href = element.getAttribute('href') ?? '';
      if (/^\s*javascript:/i.test(href)) record(`<${element.localName} href="${href}">`);
    }
  };
  new MutationObserver((changes) => changes.forEach((change) => change.addedNodes.forEach(inspect))).observe(
    document,
    { childList: true, subtree: true },
  );
}

/** What the page has seen: the injection signs and the flag a payload sets when it runs. */
const seen = (page: Page) =>
  page.evaluate(() => ({
    signs: (window as unknown as { __injection?: string[] }).__injection ?? ['watcher missing'],
    ran: (window as unknown as { __xss?: string }).__xss ?? null,
  }));

let stack: Stack;
let browser: Browser;
let ownerToken: string;

async function call<T>(name: RouteName, body: unknown, token = ownerToken): Promise<T> {
  const route = routePaths[name];
  const reply = await fetch(`${stack.url}${API_BASE_PATH}/${route.path}`, {
    method: route.method,
    headers: { 'content-type': 'application/json', [AUTH_HEADER]: token },
    body: JSON.stringify(body),
  });
  const envelope = (await reply.json()) as { statusCode: number; message: string; result: T };
  if (envelope.statusCode !== 200) throw new Error(`${name}: ${envelope.statusCode} ${envelope.message}`);
  return envelope.result;
}

async function openSignedIn(path: string) {
  const page = await newPage(browser, stack.url);
  await page.addInitScript(watchForInjection);
  await signIn(page, 'owner@example.com', 'Owner#12345');
  await page.goto(path);
  return page;
}

/** Waits until `text` shows as (part of an element's) text on the page, then checks that nothing was injected. */
async function expectShownAsText(page: Page, text: string) {
  await expect.poll(() => page.getByText(text).count(), { timeout: 15_000 }).toBeGreaterThan(0);
  expect(await seen(page)).toEqual({ signs: [], ran: null });
}

beforeAll(async () => {
  [stack, browser] = await Promise.all([startStack(), launchBrowser()]);
  const login = await fetch(`${stack.url}${API_BASE_PATH}/${routePaths.login.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email_address: 'owner@example.com', password: 'Owner#12345' }),
  });
  ownerToken = ((await login.json()) as { result: { token: string } }).result.token;

  // Endpoint names (Home, Access Controls).
  const { devices: endpoints } = await call<{ devices: { mac_address: string }[] }>('getAllIOTDevices', {
    device_id: DEVICE_ID,
  });
  await call('iotRename', {
    device_id: DEVICE_ID,
    mac_address: endpoints[0].mac_address,
    name: PAYLOADS.img,
  });
  await call('iotRename', {
    device_id: DEVICE_ID,
    mac_address: endpoints[1].mac_address,
    name: PAYLOADS.url,
  });
  // A group (Trusted) with the demo admin in it.
  const [adam] = await call<{ user_id: number }[]>('searchRegisteredUsers', { value: 'adam' });
  await call('createGroup', {
    device_id: DEVICE_ID,
    group_name: PAYLOADS.svg,
    data: [{ user_id: adam.user_id }],
  });
  // The owner's own name (Account, the chat's sender).
  await call('updateProfile', {
    first_name: PAYLOADS.script,
    last_name: 'Owner',
    phone_number: '5550100001',
    dob: '04/12/1985',
  });
  // A company (the admin console).
  await call('createCustomer', { customer_name: PAYLOADS.link, city: PAYLOADS.template });
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

describe('hostile text is shown as text, never run', () => {
  it("in endpoint names on Home and the endpoint's details", async () => {
    const home = await openSignedIn('/dashboard/home');
    await expectShownAsText(home, PAYLOADS.img);
    await expectShownAsText(home, PAYLOADS.url);

    // The endpoint's own screen, opened from Home as a user would.
    await home.getByRole('button', { name: PAYLOADS.img, exact: true }).click();
    await home.waitForURL('**/dashboard/iotdetails');
    await expectShownAsText(home, PAYLOADS.img);
    await home.context().close();
  });

  it('in a group name and chat messages, sent and read back from the history', async () => {
    const page = await openSignedIn('/dashboard/trusted');
    await expectShownAsText(page, PAYLOADS.svg);
    await page.getByRole('button', { name: PAYLOADS.svg, exact: true }).click();
    await page.waitForURL('**/dashboard/chat/**');
    for (const payload of [PAYLOADS.img, PAYLOADS.link, PAYLOADS.template]) {
      await page.getByRole('textbox', { name: 'Message' }).fill(payload);
      await page.getByRole('textbox', { name: 'Message' }).press('Enter');
      await expectShownAsText(page, payload);
    }
    // Read again from the history, as another member opening the chat gets it.
    await page.reload();
    await expectShownAsText(page, PAYLOADS.template);
    await page.context().close();
  });

  it("in the user's own name on Account", async () => {
    const page = await openSignedIn('/dashboard/profile');
    await expectShownAsText(page, PAYLOADS.script);
    await page.context().close();
  });

  it('in company fields in the admin console', async () => {
    const page = await openSignedIn('/admin/');
    await page.getByRole('tab', { name: ADMIN_TEXT.tabCompany }).click();
    await expectShownAsText(page, PAYLOADS.link);
    await page
      .getByRole('row')
      .filter({ hasText: PAYLOADS.link })
      .getByRole('link', { name: 'Edit' })
      .click();
    await expect
      .poll(() => page.getByRole('textbox', { name: 'City' }).inputValue(), { timeout: 15_000 })
      .toBe(PAYLOADS.template);
    expect(await seen(page)).toEqual({ signs: [], ran: null });
    await page.context().close();
  });
});
