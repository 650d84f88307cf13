import { ADMIN_CONSOLE_PATH, ADMIN_TEXT } from '@drisk/contract';
import { launchBrowser, newPage, signIn } from '../../e2e/support/browser';
import { BENCH_USER } from '../lib/benchDatabase';
import { formatKb } from '../lib/stats';
import type { BenchRow } from '../lib/table';
import { collectScripts, settle, total, type ScriptSize } from './bundleSize';

export const ADMIN_FIRST_SCREEN_BUDGET_BYTES = 250_000;

/** Scripts of the admin build (served under /admin/), not the dashboard's that led there. */
const isAdminScript = (script: ScriptSize) => new URL(script.url).pathname.startsWith(ADMIN_CONSOLE_PATH);

/**
 * Row 7: the JavaScript the admin console loads for its first screen (the Dashboard tab with its summary
 * counts) once idle, gzip, in headless Chromium against the built console served by the built api. Every
 * other tab is its own chunk and is not counted.
 */
export async function measureAdminBundle(url: string): Promise<{ rows: BenchRow[]; scripts: ScriptSize[] }> {
  const browser = await launchBrowser();
  try {
    const page = await newPage(browser, url);
    await signIn(page, BENCH_USER.email, BENCH_USER.password);
    const scripts = collectScripts(page);
    await page.goto(ADMIN_CONSOLE_PATH);
    await page.getByRole('tab', { name: ADMIN_TEXT.tabDashboard }).waitFor();
    await page.getByLabel(new RegExp(`^${ADMIN_TEXT.summaryCompanies}: \\d+$`)).waitFor();
    await settle(page);
    const loaded = (await scripts()).filter(isAdminScript);
    const bytes = total(loaded);
    const largest = [...loaded]
      .sort((a, b) => b.gzipBytes - a.gzipBytes)
      .slice(0, 3)
      .map((s) => `${s.name.replace(/-[\w-]{8}\.js$/, '')} ${formatKb(s.gzipBytes)}`)
      .join(', ');
    return {
      scripts: loaded,
      rows: [
        {
          id: '7',
          measurement:
            'Admin console JavaScript at its first screen (Dashboard tab idle, gzip; tabs code-split)',
          figures: `${formatKb(bytes)} in ${loaded.length} files`,
          budget: `≤ ${formatKb(ADMIN_FIRST_SCREEN_BUDGET_BYTES)}`,
          verdict: bytes <= ADMIN_FIRST_SCREEN_BUDGET_BYTES ? 'PASS' : 'FAIL',
          note: `largest: ${largest}`,
        },
      ],
    };
  } finally {
    await browser.close();
  }
}
