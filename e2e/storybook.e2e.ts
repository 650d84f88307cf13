import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { createReadStream } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { axeFindings } from './support/axe';
import { DESKTOP, launchBrowser, screenshot } from './support/browser';
import { compareWithBaseline, settledScreenshot, type Clip } from './support/visual';

/**
 * Every story of @drisk/ui rendered by the built Storybook in Chromium: the component tests run the same
 * stories in jsdom, which has no layout, no canvas and no real CSS, so this is where a widget that only
 * breaks in a browser (charts, sliders, portals) shows up. Each story must render without an error on
 * the page or in the console, and with no accessibility violation axe can find (support/axe.ts), in the
 * light theme and in the dark one (the preview's theme global); a screenshot of each lands in
 * .e2e-artifacts/storybook/. The story's painted area must also match its approved baseline in
 * e2e/__visual__/ (support/visual.ts; `npm run visual:approve` approves changes): every story in light, and
 * each component's first story in dark as well (`<id>--dark.png`).
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
    response.writeHead(200, {
      'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
      // Every story page loads the same preview bundle: from the browser's cache (and V8's code cache) after
      // the first, instead of fetched and compiled again for each of the 335 stories.
      'cache-control': extname(file) === '.html' ? 'no-cache' : 'max-age=3600',
    });
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

type Mode = 'light' | 'dark';
/** Each component's first story: its colours come from the theme, not from a story's args. */
const firstStoryIds = new Set(
  entries
    .filter((entry, index) => entries.findIndex((other) => other.title === entry.title) === index)
    .map((entry) => entry.id),
);
/**
 * Every story is checked in light (axe and its baseline). Dark is checked on each component's first story
 * (axe, and a baseline of its own, `<id>--dark.png`); the full dark pass (STORIES_DARK=all, axe only beyond
 * the first stories) doubled the suite's time past what CI can afford on 2 cores.
 */
const darkIds =
  process.env.STORIES_DARK === 'all' ? new Set(entries.map((entry) => entry.id)) : firstStoryIds;
/** Whether the story's screenshot in this scheme is compared with a baseline. */
const comparedVisually = (id: string, mode: Mode) => mode === 'light' || firstStoryIds.has(id);
/**
 * Args given to a component's stories through the URL: what leaves the screen on its own timer stays for the
 * checks, which take longer than that timer on a loaded machine (a toast hides after TOAST_DURATION_MS).
 */
const HELD_ARGS: Record<string, string> = { 'Feedback/ToastProvider': 'autoHideDuration:600000' };
/** Stories that show times relative to now render the same on every run. */
const FIXED_NOW = new Date('2026-03-02T09:30:00Z');

/** Seconds spent per part, printed at the end, so the cost of each check stays known. */
const timings = { light: 0, dark: 0, visual: 0 };
afterAll(() => {
  const seconds = (value: number) => `${(value / 1000).toFixed(1)} s`;
  console.log(
    `story e2e: light ${seconds(timings.light)}, dark ${seconds(timings.dark)}, of which visual comparison ${seconds(timings.visual)}`,
  );
});

/**
 * One browser context per scheme, with a fixed clock, time zone, locale and no motion, so a story's screenshot
 * is the same on every run. Its pages share the HTTP cache, so only the first story fetches Storybook's code.
 */
const contexts = new Map<Mode, Promise<BrowserContext>>();
function contextFor(mode: Mode): Promise<BrowserContext> {
  let context = contexts.get(mode);
  if (!context) {
    context = browser
      .newContext({
        baseURL: baseUrl,
        viewport: DESKTOP,
        deviceScaleFactor: 1,
        timezoneId: 'UTC',
        locale: 'en-US',
        reducedMotion: 'reduce',
        colorScheme: mode,
      })
      .then(async (created) => {
        await created.clock.setFixedTime(FIXED_NOW);
        return created;
      });
    contexts.set(mode, context);
  }
  return context;
}

/** A fresh page per story, so a late error is blamed on the story that caused it. */
async function openStory(id: string, title: string, mode: Mode): Promise<{ page: Page; problems: string[] }> {
  const page = await (await contextFor(mode)).newPage();
  page.setDefaultTimeout(15_000);
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
  const heldArgs = HELD_ARGS[title] ? `&args=${HELD_ARGS[title]}` : '';
  await page.goto(`/iframe.html?id=${id}&viewMode=story&globals=theme:${mode}${heldArgs}`);
  return { page, problems };
}

/**
 * The box of what the story painted: its root's content and its portals (dialogs, toasts), leaving out
 * boxes that cover the whole viewport (a modal's backdrop), within the viewport. Null when nothing shows.
 */
function paintedClip(page: Page): Promise<Clip | null> {
  return page.evaluate(() => {
    const root = document.querySelector('#storybook-root');
    const portals = Array.from(document.body.children).filter(
      (element) =>
        element.tagName === 'DIV' &&
        !element.id.startsWith('storybook-') &&
        !Array.from(element.classList).some((name) => name.startsWith('sb-')),
    );
    const elements = [root, ...portals].flatMap((element) =>
      element ? Array.from(element.querySelectorAll('*')) : [],
    );
    const [width, height] = [window.innerWidth, window.innerHeight];
    let box: { left: number; top: number; right: number; bottom: number } | null = null;
    for (const element of elements) {
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      if (rect.width >= width && rect.height >= height) continue;
      const left = Math.max(0, Math.floor(rect.left));
      const top = Math.max(0, Math.floor(rect.top));
      const right = Math.min(width, Math.ceil(rect.right));
      const bottom = Math.min(height, Math.ceil(rect.bottom));
      if (right <= left || bottom <= top) continue;
      box = box
        ? {
            left: Math.min(box.left, left),
            top: Math.min(box.top, top),
            right: Math.max(box.right, right),
            bottom: Math.max(box.bottom, bottom),
          }
        : { left, top, right, bottom };
    }
    return box && { x: box.left, y: box.top, width: box.right - box.left, height: box.bottom - box.top };
  });
}

/**
 * Animations as the screenshot draws them (Playwright's `animations: 'disabled'`): finite ones at their
 * end, endless ones at their start. The clip is measured on that same picture, so a moving part (an
 * indeterminate progress bar sliding past its track) cannot change the clip's size from one run to the next.
 */
function stillAnimations(page: Page): Promise<void> {
  return page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      try {
        if (animation.effect?.getComputedTiming().endTime === Infinity) animation.cancel();
        else animation.finish();
      } catch {
        animation.cancel(); // finish() throws for an animation that cannot end (a zero playback rate)
      }
    }
  });
}

describe('every @drisk/ui story in Chromium', () => {
  it('finds the stories', () => {
    expect(entries.length).toBeGreaterThan(100);
  });

  // Concurrent (up to the e2e project's maxConcurrency): each story has its own browser context, and much
  // of a story's time is waiting (its paint, a settled screenshot), which another story's work can fill.
  it.concurrent.each(
    entries.flatMap((entry) =>
      (['light', 'dark'] as const)
        .filter((mode) => mode === 'light' || darkIds.has(entry.id))
        .map(
          (mode) =>
            [
              `${entry.title} / ${entry.name}`,
              mode,
              entry.id,
              entry.title,
              // A story tagged so shows a state that renders nothing (a closed dialog).
              !entry.tags?.includes('renders-nothing'),
            ] as const,
        ),
    ),
  )(
    '%s (%s) renders without an error or an accessibility violation',
    async (_label, mode, id, title, paints) => {
      const started = performance.now();
      const { page, problems } = await openStory(id, title, mode);
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
            // Generous: on a loaded CI machine a story's first paint has taken more than 5 s.
            { timeout: 15_000 },
          )
          .then(
            () => true,
            () => false,
          );
        expect(painted).toBe(paints);
        await page.waitForTimeout(100); // errors of effects that run just after the first paint
        // A picture of each story to look at; CI has nobody looking, and 500 full-page PNGs cost minutes.
        if (!process.env.CI) await screenshot(page, `storybook/${id}${mode === 'dark' ? '--dark' : ''}`);
        expect(problems).toEqual([]);
        expect(await axeFindings(page)).toEqual([]);
        if (paints && comparedVisually(id, mode)) {
          const visualStarted = performance.now();
          await stillAnimations(page);
          const clip = await paintedClip(page);
          expect(clip, 'the story painted nothing to compare').not.toBeNull();
          const name = mode === 'light' ? id : `${id}--${mode}`;
          const mismatch = compareWithBaseline(name, await settledScreenshot(page, clip!));
          timings.visual += performance.now() - visualStarted;
          expect(mismatch).toBeNull();
        }
      } finally {
        // What a story stored (a language choice) must not reach the next one on this origin.
        await page.evaluate(() => window.localStorage.clear()).catch(() => undefined);
        await page.close();
        timings[mode] += performance.now() - started;
      }
    },
  );
});
