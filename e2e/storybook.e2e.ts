import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { createReadStream } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { axeFindings } from './support/axe';
import { launchBrowser, newPage, screenshot } from './support/browser';

/**
 * Every story of @drisk/ui rendered by the built Storybook in Chromium: the component tests run the same
 * stories in jsdom, which has no layout, no canvas and no real CSS, so this is where a widget that only
 * breaks in a browser (charts, sliders, portals) shows up. Each story must render without an error on
 * the page or in the console, and with no accessibility violation axe can find (support/axe.ts); a
 * screenshot of each lands in .e2e-artifacts/storybook/.
 */
const root = resolve(import.meta.dirname, '..');
const staticDir = join(root, 'storybook-static');

function newestMtime(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

/** Builds Storybook when it is missing or older than the widgets (npm test builds it first). */
function ensureBuilt() {
  const index = join(staticDir, 'index.json');
  // The stories render the contract's texts too.
  const sources = ['packages/ui/src', 'packages/contract/src', '.storybook'].map((p) => join(root, p));
  if (existsSync(index) && statSync(index).mtimeMs >= Math.max(...sources.map(newestMtime))) return;
  const result = spawnSync('npm', ['run', 'build-storybook', '--', '--quiet'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('storybook build failed');
}

ensureBuilt();
const entries = Object.values(
  JSON.parse(readFileSync(join(staticDir, 'index.json'), 'utf8')).entries as Record<
    string,
    { id: string; title: string; name: string; type: string; tags?: string[] }
  >,
).filter((entry) => entry.type === 'story');

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
};

/** A minimal static server for storybook-static (no dependency for this alone). */
function serveStatic(): Server {
  return createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    const file = join(staticDir, path === '/' ? 'index.html' : path);
    if (!file.startsWith(staticDir) || !existsSync(file) || statSync(file).isDirectory()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
}

let server: Server;
let browser: Browser;
let baseUrl: string;

beforeAll(async () => {
  server = serveStatic().listen(0, '127.0.0.1');
  await once(server, 'listening');
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  server?.close();
});

/** A fresh page per story, so a late error is blamed on the story that caused it. */
async function openStory(id: string): Promise<{ page: Page; problems: string[] }> {
  const page = await newPage(browser, baseUrl);
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    // A failed request is reported below with its address; the console line does not name it.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      problems.push(`console error: ${message.text()}`);
  });
  page.on('response', (response) => {
    // iframe.html names no icon, so Chromium asks for /favicon.ico, which Storybook does not build.
    if (response.status() >= 400 && !response.url().endsWith('/favicon.ico'))
      problems.push(`${response.status()} for ${response.url()}`);
  });
  await page.goto(`/iframe.html?id=${id}&viewMode=story`);
  return { page, problems };
}

describe('every @drisk/ui story in Chromium', () => {
  it('finds the stories', () => {
    expect(entries.length).toBeGreaterThan(100);
  });

  it.each(
    entries.map((entry) => [
      `${entry.title} / ${entry.name}`,
      entry.id,
      // A story tagged so shows a state that renders nothing (a closed dialog).
      !entry.tags?.includes('renders-nothing'),
    ]),
  )('%s renders without an error or an accessibility violation', async (_label, id, paints) => {
    const { page, problems } = await openStory(id);
    try {
      // Storybook marks the body when the story has rendered, or when it failed to.
      await page.waitForFunction(() =>
        ['sb-show-main', 'sb-show-errordisplay', 'sb-show-nopreview'].some((name) =>
          document.body.classList.contains(name),
        ),
      );
      expect(await page.evaluate(() => document.body.className)).toContain('sb-show-main');
      // Something of the story is on screen, in its root or in a portal (dialogs, toasts) beside it.
      // Storybook shows its main area as rendering starts, so this waits for the story's first paint.
      const painted = await page
        .waitForFunction(
          () => {
            const visible = (element: Element) => {
              const box = element.getBoundingClientRect();
              return box.width > 0 && box.height > 0;
            };
            const root = document.querySelector('#storybook-root');
            const portals = Array.from(document.body.children).filter(
              (element) =>
                element.tagName === 'DIV' &&
                !element.id.startsWith('storybook-') &&
                !Array.from(element.classList).some((name) => name.startsWith('sb-')),
            );
            return [...Array.from(root?.querySelectorAll('*') ?? []), ...portals].some(visible);
          },
          undefined,
          { timeout: 5_000 },
        )
        .then(
          () => true,
          () => false,
        );
      expect(painted).toBe(paints);
      await page.waitForTimeout(100); // errors of effects that run just after the first paint
      await screenshot(page, `storybook/${id}`);
      expect(problems).toEqual([]);
      expect(await axeFindings(page)).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});
