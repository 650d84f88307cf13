import {
  ADMIN_TEXT,
  PROFILE_DAYS,
  SERVER,
  THREAT_IMPACTS,
  THREAT_TEXT,
  type ThreatSummary,
  UI_TEXT,
  WIDGET_TEXT,
} from '@drisk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser, newPage, screenshot, signIn } from './support/browser';
import { startStack, type Stack } from './support/stack';

let stack: Stack;
let browser: Browser;

/*
 * A new profile's access window is 12:00 AM to 12:00 PM in the api's ACCESS_RESTRICTIONS_TIME_ZONE. The stack
 * runs in the whole-hour zone where it is about 6 AM now, so the test means the same at any hour of the day.
 */
const ZONE_OFFSET_HOURS = ((((6 - new Date().getUTCHours()) % 24) + 36) % 24) - 12;
/** POSIX sign: Etc/GMT-10 is UTC+10. */
const ACCESS_TIME_ZONE = `Etc/GMT${ZONE_OFFSET_HOURS > 0 ? '-' : '+'}${Math.abs(ZONE_OFFSET_HOURS)}`;
const zoneNow = new Date(Date.now() + ZONE_OFFSET_HOURS * 3_600_000);

beforeAll(async () => {
  [stack, browser] = await Promise.all([
    startStack({ ACCESS_RESTRICTIONS_TIME_ZONE: ACCESS_TIME_ZONE }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 360, height: 740 };
const COMPANY = 'E2E Logistics';
const PROFILE = { email: 'night.shift@example.com', password: 'Night#2026' };
/** Today and a weekday that is not today, in the access restrictions' time zone. */
const NOT_TODAY = PROFILE_DAYS[(zoneNow.getUTCDay() + 3) % 7];
const TODAY = PROFILE_DAYS[zoneNow.getUTCDay()];

const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Signs in as the demo owner and opens Admin from the dashboard's entry. */
async function openConsole(page: Page) {
  await signIn(page, 'owner@example.com', 'Owner#12345');
  await page.goto('/dashboard/admin');
  await page.waitForURL('**/admin/**');
  await page.getByRole('tab', { name: ADMIN_TEXT.tabDashboard }).waitFor();
}

/** Picks `option` in a react-admin select labelled `label`. */
async function choose(page: Page, label: string | RegExp, option: string | RegExp) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

/** Tries to sign in; the text the sign-in page shows afterwards. */
async function signInAttempt(page: Page, email: string, password: string) {
  await page.goto('/');
  await page.getByLabel('Email', { exact: false }).first().fill(email);
  await page.getByLabel('Password', { exact: false }).first().fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

describe('the admin console', () => {
  // First: it reads the seeded demo company, whose devices the next test moves into a company it deletes.
  it('shows the company devices on the Dashboard tab at once, and the map one can pan and zoom at a press', async () => {
    const page = await newPage(browser, stack.url, DESKTOP);
    // Leaflet's chunk: it must not load until the user reaches for the map.
    const leafletChunks: string[] = [];
    page.on('request', (request) => {
      if (/InteractiveDeviceMap-[\w-]+\.js$/.test(request.url())) leafletChunks.push(request.url());
    });
    await openConsole(page);
    const map = page.getByRole('region', { name: UI_TEXT.mapRegionLabel });
    await map.waitFor();
    // The company's devices at their last positions (the demo gateways report theirs): each one drawn, alone
    // with its name or in a group with its count, as many as the summary counts.
    const devices = Number(
      (await page.getByLabel(/^Devices: \d+$/).getAttribute('aria-label'))!.split(': ')[1],
    );
    expect(devices).toBeGreaterThan(0);
    const drawn = (within: Locator) =>
      within.evaluate((element) => [
        ...Array.from(
          element.querySelectorAll<HTMLElement>('.drisk-device-marker'),
          (marker) => marker.innerText,
        ),
        ...Array.from(
          element.querySelectorAll<HTMLElement>('.drisk-device-cluster'),
          (group) => `${group.dataset.count} together`,
        ),
      ]);
    await expect.poll(async () => (await drawn(map)).length).toBeGreaterThan(0);
    const pictured = await drawn(map);
    const countOf = (items: string[]) =>
      items.reduce((sum, item) => sum + (/^\d+ together$/.test(item) ? Number.parseInt(item, 10) : 1), 0);
    expect(countOf(pictured)).toBe(devices);
    await page.waitForLoadState('networkidle');
    expect(leafletChunks).toEqual([]);
    expect(await map.locator('.leaflet-container').count()).toBe(0);
    await screenshot(page, 'admin-dashboard-map-preview');

    await page.getByRole('button', { name: WIDGET_TEXT.mapExplore }).click();
    const leaflet = page.locator('.leaflet-container');
    await leaflet.waitFor();
    expect(leafletChunks).toHaveLength(1);
    // The keyboard is in the map, and the same devices are Leaflet's markers now.
    await expect.poll(() => leaflet.evaluate((element) => element === document.activeElement)).toBe(true);
    await expect.poll(async () => (await drawn(leaflet)).sort()).toEqual([...pictured].sort());
    // It zooms: the 8000 m circle around the first device is twice as wide one step in.
    const circleWidth = async () =>
      (await leaflet.locator('path.leaflet-interactive').first().boundingBox())!.width;
    const before = await circleWidth();
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await expect.poll(circleWidth).toBeCloseTo(before * 2, 0);
    await screenshot(page, 'admin-dashboard-map-interactive');
    await page.context().close();
  });

  it('creates a company with devices and a restricted user profile, which is refused at sign-in, and logs it all', async () => {
    const page = await newPage(browser, stack.url, DESKTOP);
    // The threat summaries the console receives, whenever its section loads.
    const summaries: ThreatSummary[] = [];
    page.on('response', (reply) => {
      if (!reply.url().includes('/admin/threat-summary') || !reply.ok()) return;
      void reply.json().then((body: { result: ThreatSummary }) => summaries.push(body.result));
    });
    await openConsole(page);
    await expect.poll(() => page.getByLabel(/^Companies: \d+$/).count()).toBe(1);
    await screenshot(page, 'admin-dashboard-desktop');

    // The threat dashboard loads once in view; its counters are the server's summary of the seeded events.
    const title = page.getByRole('heading', { name: THREAT_TEXT.title });
    await expect
      .poll(async () => {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        return title.count();
      })
      .toBe(1);
    await expect.poll(() => summaries.length).toBeGreaterThan(0);
    const summary = summaries[0];
    expect(summary.total).toBeGreaterThan(0);
    const counters = page.getByRole('list', { name: THREAT_TEXT.countersLabel });
    for (const impact of THREAT_IMPACTS) {
      await expect
        .poll(() => counters.getByRole('listitem').filter({ hasText: impact }).textContent())
        .toBe(`${impact}${summary.severity[impact].toLocaleString('en-US')}`);
    }
    await screenshot(page, 'admin-threat-dashboard-desktop');

    // Company: the demo owner's list is not empty, so 'Create A Company Profile' shows on a search without match.
    await page.getByRole('tab', { name: ADMIN_TEXT.tabCompany }).click();
    await page.getByText('Northwind Field Team').waitFor();
    await screenshot(page, 'admin-companies-desktop');
    await page.getByPlaceholder('Search').fill(COMPANY);
    await page.getByRole('link', { name: ADMIN_TEXT.createCompanyProfile }).click();
    await page.getByRole('textbox', { name: /Customer Name/ }).fill(COMPANY);
    await page.getByRole('textbox', { name: 'City' }).fill('Leeds');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(SERVER.companyCreated).waitFor();
    const row = page.getByRole('row').filter({ hasText: COMPANY });
    await row.waitFor();

    // Device Management of the new company: add two of the owner's gateways as active.
    await row.getByRole('button', { name: `0 devices of ${COMPANY}` }).click();
    await page.getByRole('heading', { name: `${ADMIN_TEXT.deviceManagement}: ${COMPANY}` }).waitFor();
    await page.getByRole('button', { name: ADMIN_TEXT.addDevice }).click();
    const add = page.getByRole('dialog', { name: ADMIN_TEXT.addDevice });
    for (const device of [/DRB-100002/, /DRA-100001/]) {
      await add.getByRole('combobox', { name: /Device Name/ }).click();
      await page.getByRole('option', { name: device }).click();
    }
    await add.getByRole('button', { name: 'Save' }).click();
    await page.getByText(SERVER.companyDevicesAdded).waitFor();
    await expect.poll(() => page.getByRole('row').filter({ hasText: 'DRB-100002' }).count()).toBe(1);
    await screenshot(page, 'admin-company-devices-desktop');
    await page.getByRole('button', { name: ADMIN_TEXT.backToCompany }).click();
    await page.getByRole('row').filter({ hasText: COMPANY }).waitFor();

    // A user profile of the company, allowed only on a weekday that is not today.
    await page.getByRole('tab', { name: ADMIN_TEXT.tabUserProfile }).click();
    await page.getByRole('link', { name: ADMIN_TEXT.createUserProfile }).click();
    await page.getByRole('textbox', { name: /First Name/ }).fill('Nina');
    await page.getByRole('textbox', { name: /Last Name/ }).fill('Night');
    await page.getByRole('textbox', { name: /Email/ }).fill(PROFILE.email);
    await page.getByRole('textbox', { name: /Phone Number/ }).fill('5550104242');
    await page.getByLabel(/^Password/).fill(PROFILE.password);
    await page.getByLabel(/^Confirm Password/).fill(PROFILE.password);
    await page.getByRole('textbox', { name: /Employee Id/ }).fill('E2E-7');
    await choose(page, /Role/, 'Admin');
    await choose(page, /Company/, COMPANY);
    await choose(page, /^Device/, /DRB-100002/);
    const restrictions = page.getByRole('group', { name: new RegExp(ADMIN_TEXT.accessRestrictions) });
    await restrictions.getByRole('radio', { name: 'Yes' }).check();
    const weekdays = page.getByRole('group', { name: ADMIN_TEXT.weekdays });
    await weekdays.getByRole('checkbox', { name: ADMIN_TEXT.all }).uncheck();
    await weekdays.getByRole('checkbox', { name: NOT_TODAY, exact: true }).check();
    await screenshot(page, 'admin-user-create-desktop');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(SERVER.userProfileCreated).waitFor();

    // Its Device Management: give it the second gateway as Guest.
    await page.getByPlaceholder('Search').fill('Nina');
    const profileRow = page.getByRole('row').filter({ hasText: PROFILE.email });
    await profileRow.getByRole('button', { name: /devices of Nina Night/ }).click();
    await page.getByRole('button', { name: ADMIN_TEXT.addDevice }).click();
    const give = page.getByRole('dialog', { name: ADMIN_TEXT.addDevice });
    await give.getByRole('combobox', { name: /Device Name/ }).click();
    await page.getByRole('option', { name: /DRA-100001/ }).click();
    await choose(page, /Role/, 'Guest');
    await give.getByRole('button', { name: 'Save' }).click();
    await page.getByText(SERVER.userDevicesAdded).waitFor();
    await expect
      .poll(() =>
        page.getByRole('row').filter({ hasText: 'DRA-100001' }).filter({ hasText: 'Guest' }).count(),
      )
      .toBe(1);
    await screenshot(page, 'admin-user-devices-desktop');

    // Sign-in outside the allowed weekday is refused with the message; an unrestricted profile gets in.
    const other = await newPage(browser, stack.url, DESKTOP);
    await signInAttempt(other, PROFILE.email, PROFILE.password);
    await other.getByText(SERVER.accessRestricted).waitFor();
    expect(other.url()).not.toContain('/dashboard/home');
    await screenshot(other, 'admin-restricted-sign-in-refused');

    // Inside the window: the owner adds today's weekday from Nina's page, and the same sign-in gets in at once.
    await page.getByRole('link', { name: ADMIN_TEXT.editUserProfile }).click();
    await page
      .getByRole('group', { name: ADMIN_TEXT.weekdays })
      .getByRole('checkbox', { name: TODAY, exact: true })
      .check();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(SERVER.userProfileUpdated).waitFor();
    await signIn(other, PROFILE.email, PROFILE.password);
    await other.context().close();

    // Scans: the company gateways' seeded scans, with their status and a report to open.
    await page.getByRole('tab', { name: ADMIN_TEXT.tabScans }).click();
    const audit = page.getByRole('row').filter({ hasText: 'Full network audit' }).first();
    await audit.getByRole('button', { name: ADMIN_TEXT.viewReport }).waitFor();
    const [report] = await Promise.all([
      page.context().waitForEvent('page'),
      audit.getByRole('button', { name: ADMIN_TEXT.viewReport }).click(),
    ]);
    await report.getByText('Full network audit').first().waitFor();
    await report.close();
    await screenshot(page, 'admin-scans-desktop');

    // Audit log: the company, its devices, the profile and its device, each by the owner.
    await page.getByRole('tab', { name: ADMIN_TEXT.tabAuditLog }).click();
    // 5 rows a page first; 25 shows the whole session's changes.
    await page.getByRole('cell', { name: 'owner@example.com' }).first().waitFor();
    await page.getByRole('combobox', { name: /Rows per page/ }).click();
    await page.getByRole('option', { name: '25' }).click();
    for (const resource of ['companies', 'companyDevices', 'users', 'userDevices']) {
      await expect
        .poll(() =>
          page
            .getByRole('row')
            .filter({ hasText: 'owner@example.com' })
            .filter({ has: page.getByRole('cell', { name: resource, exact: true }) })
            .count(),
        )
        .toBeGreaterThan(0);
    }
    await page.getByText(`customer_name: ${COMPANY}`).first().waitFor();
    await screenshot(page, 'admin-audit-log-desktop');

    // Deleting the company asks first, then unlinks its devices and users.
    await page.getByRole('tab', { name: ADMIN_TEXT.tabCompany }).click();
    await page.getByPlaceholder('Search').fill(COMPANY);
    const target = page.getByRole('row').filter({ hasText: COMPANY });
    await target.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByText(ADMIN_TEXT.deleteCompanyQuestion).waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await page.getByText(SERVER.companyDeleted).waitFor();
    await expect.poll(() => page.getByRole('row').filter({ hasText: COMPANY }).count()).toBe(0);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.context().close();
  });

  it('fits a 360 px phone on every tab', async () => {
    const page = await newPage(browser, stack.url, PHONE);
    await openConsole(page);
    const tabs = [
      ADMIN_TEXT.tabDashboard,
      ADMIN_TEXT.tabCompany,
      ADMIN_TEXT.tabUserProfile,
      ADMIN_TEXT.tabDeviceTree,
      ADMIN_TEXT.tabRegisteredUsers,
      ADMIN_TEXT.tabScans,
      ADMIN_TEXT.tabAuditLog,
    ];
    for (const tab of tabs) {
      await page.getByRole('tab', { name: tab }).click();
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(300);
      expect(await horizontalOverflow(page), tab).toBeLessThanOrEqual(0);
      await screenshot(page, `admin-${tab.toLowerCase().replace(/\s+/g, '-')}-phone`);
    }
    await page.context().close();
  });
});
