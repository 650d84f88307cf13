import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import puppeteer from 'puppeteer-core';
import { API_BASE_PATH, AUTH_HEADER, routes, screenPath } from '@drisk/contract';
import { connectedDeviceOf } from '../../apps/dashboard/src/session/connectedDeviceOf';
import { SESSION_KEYS } from '../../apps/dashboard/src/session/sessionStore';
import { formatKb } from '../lib/stats';
import type { BenchRow } from '../lib/table';

/**
 * Budgets of issue 13: performance on a phone, accessibility everywhere, what the sign-in page costs. The
 * admin console ("the same for the admin console": compressed, prerendered, installable) is held to its
 * first paint on a phone, Lighthouse's "good" first contentful paint, and to Home's score on a desktop;
 * bench/README.md says why its phone score is reported rather than budgeted.
 */
export const LIGHTHOUSE_BUDGETS = {
  signInPerformance: 95,
  homePerformance: 90,
  adminDesktopPerformance: 90,
  adminPhoneFcpMs: 1800,
  accessibility: 100,
  signInBytes: 250_000,
} as const;

/** The flags of e2e/support/browser.ts for Debian's Chromium on this offline machine. */
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const CHROME_PATH = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CATEGORIES = ['performance', 'accessibility'];

type FormFactor = 'mobile' | 'desktop';

interface LighthouseFigures {
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  bytes: number;
  /** Lighthouse's measure of this machine's CPU in the run (`environment.benchmarkIndex`). */
  benchmarkIndex: number;
}

/**
 * The host CPUs Lighthouse's 4x slowdown is calibrated for: a high-end desktop, whose `benchmarkIndex` is
 * about 1,500 to 2,000 (Lighthouse's throttling documentation). Its CPU throttling is relative to the host:
 * on a faster one the emulated phone is faster than intended, and slower on a slower one. The phone rows'
 * scores are comparable only between runs on hosts of the same index.
 */
export const LIGHTHOUSE_CALIBRATED_HOST = { min: 1500, max: 2000 } as const;

/** The runs' host CPU, and for a phone row where it stood against LIGHTHOUSE_CALIBRATED_HOST. */
export function hostNote(indexes: readonly number[], formFactor: FormFactor): string {
  const sorted = [...indexes].sort((a, b) => a - b);
  const low = Math.round(sorted[0]);
  const high = Math.round(sorted[sorted.length - 1]);
  const figures = `host benchmarkIndex ${low === high ? low : `${low}-${high}`}`;
  // The desktop configuration does not slow the CPU down.
  if (formFactor === 'desktop') return figures;
  const { min, max } = LIGHTHOUSE_CALIBRATED_HOST;
  const where =
    high < min
      ? 'slower than'
      : low > max
        ? 'faster than'
        : low >= min && high <= max
          ? 'within'
          : 'partly outside';
  return `${figures}, ${where} the ${min}-${max} Lighthouse's 4x CPU slowdown is calibrated for`;
}

/**
 * With LIGHTHOUSE_REPORT_DIR set, each run's whole report (JSON) is written there, to see where the time
 * goes: `bootup-time`, `mainthread-work-breakdown`, `long-tasks`, `network-requests`, the LCP element.
 */
async function keepReport(url: string, formFactor: FormFactor, report: string | string[]) {
  const dir = process.env.LIGHTHOUSE_REPORT_DIR;
  if (!dir) return;
  await mkdir(dir, { recursive: true });
  const page = new URL(url).pathname.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'root';
  const name = `${page}-${formFactor}-${Date.now()}.json`;
  await writeFile(path.join(dir, name), Array.isArray(report) ? report[0] : report);
}

/** A run Lighthouse could not measure, with its error code. */
class LighthouseRunError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(`Lighthouse: ${code} ${message}`);
  }
}

/**
 * Errors Lighthouse itself says to run again for: NO_NAVSTART, a trace without the page's navigation, which
 * the first run after the api has started often gets on this machine.
 */
const RETRIED_CODES = new Set(['NO_NAVSTART']);
const ATTEMPTS = 3;

/** Lighthouse's defaults are the phone (a mid-range one, throttled 4G); desktop-config the desktop. */
const configOf = (formFactor: FormFactor) =>
  formFactor === 'mobile'
    ? { extends: 'lighthouse:default', settings: { onlyCategories: CATEGORIES } }
    : { ...desktopConfig, settings: { ...desktopConfig.settings, onlyCategories: CATEGORIES } };

/**
 * One Lighthouse run in a Chromium of its own (a cold cache each time). `session` is put in the tab's
 * sessionStorage first, where the dashboard keeps a signed-in session, so the run opens the page signed in.
 */
async function runOnce(
  url: string,
  formFactor: FormFactor,
  session: Record<string, string> | null,
): Promise<LighthouseFigures> {
  const chrome = await launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const page = await browser.newPage();
    if (session) {
      // A small file of the same origin, so the storage is the page's without loading any of its code.
      await page.goto(new URL('/manifest.webmanifest', url).href);
      await page.evaluate((entries: Record<string, string>) => {
        for (const [key, value] of Object.entries(entries)) sessionStorage.setItem(key, value);
      }, session);
    }
    const result = await lighthouse(
      url,
      { logLevel: 'error', output: 'json', disableStorageReset: session !== null },
      configOf(formFactor),
      page,
    );
    await browser.disconnect();
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    await keepReport(url, formFactor, result.report);
    const { categories, audits, runtimeError } = result.lhr;
    if (runtimeError) throw new LighthouseRunError(runtimeError.code, runtimeError.message);
    const score = (name: string) => Math.round((categories[name]?.score ?? 0) * 100);
    const value = (name: string) => audits[name]?.numericValue ?? Number.NaN;
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      fcpMs: value('first-contentful-paint'),
      lcpMs: value('largest-contentful-paint'),
      tbtMs: value('total-blocking-time'),
      bytes: value('total-byte-weight'),
      benchmarkIndex: result.lhr.environment.benchmarkIndex,
    };
  } finally {
    chrome.kill();
  }
}

/** runOnce, again when Lighthouse says to run it again (RETRIED_CODES), up to ATTEMPTS times. */
async function runMeasured(
  url: string,
  formFactor: FormFactor,
  session: Record<string, string> | null,
): Promise<LighthouseFigures> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runOnce(url, formFactor, session);
    } catch (error) {
      const retried = error instanceof LighthouseRunError && RETRIED_CODES.has(error.code);
      if (!retried || attempt >= ATTEMPTS) throw error;
    }
  }
}

/** The run with the median performance score of `runs` (Lighthouse's scores vary from run to run). */
async function medianRun(
  url: string,
  formFactor: FormFactor,
  session: Record<string, string> | null,
  runs: number,
): Promise<{ median: LighthouseFigures; scores: number[]; benchmarkIndexes: number[] }> {
  const results: LighthouseFigures[] = [];
  for (let run = 0; run < runs; run += 1) results.push(await runMeasured(url, formFactor, session));
  const sorted = [...results].sort((a, b) => a.performance - b.performance);
  return {
    median: sorted[Math.floor(sorted.length / 2)],
    scores: results.map((r) => r.performance),
    benchmarkIndexes: results.map((r) => r.benchmarkIndex),
  };
}

/**
 * What the dashboard keeps in sessionStorage after signing in (apps/dashboard/src/session/sessionStore.ts):
 * the token, the user and the connected device, which signing in fetches before it opens Home.
 */
async function signedInSession(url: string, email: string, password: string) {
  const reply = await fetch(`${url}${API_BASE_PATH}/${routes.login.path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email_address: email, password }),
  });
  if (!reply.ok) throw new Error(`Sign-in of ${email} failed: ${reply.status}`);
  const { result } = (await reply.json()) as { result: { token: string; user_details: unknown } };
  const devices = await fetch(`${url}${API_BASE_PATH}/${routes.getAllDriskDevices.path}`, {
    headers: { [AUTH_HEADER]: result.token },
  });
  if (!devices.ok) throw new Error(`The devices of ${email} could not be fetched: ${devices.status}`);
  const { result: list } = (await devices.json()) as {
    result: { device_details: Parameters<typeof connectedDeviceOf>[0] };
  };
  const connected = connectedDeviceOf(list.device_details);
  if (!connected) throw new Error(`${email} has no connected device: Home would show none`);
  return {
    [SESSION_KEYS.token]: result.token,
    [SESSION_KEYS.user]: JSON.stringify(result.user_details),
    [SESSION_KEYS.connectedDevice]: JSON.stringify(connected),
  };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** Where the api serves the admin console's build; its first screen is the Dashboard tab. */
const ADMIN_PATH = '/admin/';

/**
 * Rows 13a-13f: Lighthouse 12 (performance and accessibility) on the sign-in page, on Home signed in and on
 * the admin console signed in, as a phone and as a desktop, in Debian's Chromium against the built apps
 * served by the built api.
 */
export async function measureLighthouse(
  url: string,
  user: { email: string; password: string },
  runs: number,
): Promise<BenchRow[]> {
  const session = await signedInSession(url, user.email, user.password);
  const { signInPerformance, homePerformance, adminDesktopPerformance } = LIGHTHOUSE_BUDGETS;
  const pages: {
    id: string;
    name: string;
    path: string;
    session: Record<string, string> | null;
    budget: Record<FormFactor, { performance?: number; fcpMs?: number; bytes?: number }>;
  }[] = [
    {
      id: 'a',
      name: 'sign-in',
      path: screenPath('signIn'),
      session: null,
      budget: {
        mobile: { performance: signInPerformance, bytes: LIGHTHOUSE_BUDGETS.signInBytes },
        desktop: { performance: signInPerformance, bytes: LIGHTHOUSE_BUDGETS.signInBytes },
      },
    },
    {
      id: 'c',
      name: 'Home signed in',
      path: screenPath('home'),
      session,
      budget: { mobile: { performance: homePerformance }, desktop: { performance: homePerformance } },
    },
    {
      // The console reads the dashboard's session from the same tab's sessionStorage (one origin).
      id: 'e',
      name: 'admin console signed in',
      path: ADMIN_PATH,
      session,
      budget: {
        mobile: { fcpMs: LIGHTHOUSE_BUDGETS.adminPhoneFcpMs },
        desktop: { performance: adminDesktopPerformance },
      },
    },
  ];
  const rows: BenchRow[] = [];
  for (const page of pages) {
    for (const [offset, formFactor] of (['mobile', 'desktop'] as const).entries()) {
      const { median, scores, benchmarkIndexes } = await medianRun(
        new URL(page.path, url).href,
        formFactor,
        page.session,
        runs,
      );
      const budget = page.budget[formFactor];
      const pass =
        (budget.performance === undefined || median.performance >= budget.performance) &&
        (budget.fcpMs === undefined || median.fcpMs <= budget.fcpMs) &&
        median.accessibility >= LIGHTHOUSE_BUDGETS.accessibility &&
        (budget.bytes === undefined || median.bytes <= budget.bytes);
      rows.push({
        id: `13${String.fromCharCode(page.id.charCodeAt(0) + offset)}`,
        measurement: `Lighthouse ${formFactor}, ${page.name}: performance, accessibility`,
        figures: `${median.performance}, ${median.accessibility}`,
        budget: [
          budget.performance === undefined ? 'reported' : `≥ ${budget.performance}`,
          String(LIGHTHOUSE_BUDGETS.accessibility),
          ...(budget.fcpMs === undefined ? [] : [`FCP ≤ ${seconds(budget.fcpMs)}`]),
          ...(budget.bytes === undefined ? [] : [`≤ ${formatKb(budget.bytes)}`]),
        ].join(', '),
        verdict: pass ? 'PASS' : 'FAIL',
        note:
          `FCP ${seconds(median.fcpMs)}, LCP ${seconds(median.lcpMs)}, TBT ${Math.round(median.tbtMs)} ms, ` +
          `${formatKb(median.bytes)} transferred` +
          (runs > 1 ? `; median of ${runs} runs (performance ${scores.join(', ')})` : '') +
          `; ${hostNote(benchmarkIndexes, formFactor)}`,
      });
    }
  }
  return rows;
}
