import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import type { Page } from 'playwright-core';

/**
 * Local visual regression: a screenshot compared with an approved baseline PNG kept in the repository
 * (e2e/__visual__/). `npm run visual:approve` sets VISUAL_APPROVE=1, which writes the screenshots as the
 * new baselines instead of comparing. A failure writes the actual image and a diff beside each other in a
 * temporary folder and names them.
 */
export const BASELINE_DIR = resolve(import.meta.dirname, '../__visual__');
export const APPROVE_COMMAND = 'npm run visual:approve';
const APPROVING = process.env.VISUAL_APPROVE === '1';

/** pixelmatch's per-pixel colour distance (0..1): anti-aliasing noise passes, a real colour change fails. */
const PIXEL_THRESHOLD = 0.1;
/** Share of pixels that may differ: about 0.1 %, so a one-pixel border around a widget still fails. */
const MAX_DIFF_RATIO = 0.001;

export type Clip = { x: number; y: number; width: number; height: number };

/** A screenshot of the clip once it has settled: two shots in a row the same (fonts, images, layout). */
export async function settledScreenshot(page: Page, clip: Clip): Promise<Buffer> {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  let previous = await page.screenshot({ clip, animations: 'disabled', caret: 'hide', scale: 'css' });
  for (let attempt = 0; attempt < 4; attempt++) {
    await page.waitForTimeout(50);
    const next = await page.screenshot({ clip, animations: 'disabled', caret: 'hide', scale: 'css' });
    if (next.equals(previous)) return next;
    previous = next;
  }
  return previous;
}

/** Why the image differs from its baseline (null when it matches or was just approved). */
export function compareWithBaseline(name: string, actual: Buffer): string | null {
  const baselinePath = join(BASELINE_DIR, `${name}.png`);
  if (APPROVING) {
    mkdirSync(BASELINE_DIR, { recursive: true });
    if (!existsSync(baselinePath) || !readFileSync(baselinePath).equals(actual))
      writeFileSync(baselinePath, actual);
    return null;
  }
  if (!existsSync(baselinePath))
    return `no approved baseline ${baselinePath}: look at the story, then run \`${APPROVE_COMMAND}\``;
  const expected = PNG.sync.read(readFileSync(baselinePath));
  const got = PNG.sync.read(actual);
  const failFolder = join(tmpdir(), 'drisk-visual');
  mkdirSync(failFolder, { recursive: true });
  const actualPath = join(failFolder, `${name}.actual.png`);
  if (expected.width !== got.width || expected.height !== got.height) {
    writeFileSync(actualPath, actual);
    return (
      `${name}: size ${got.width}×${got.height} differs from the baseline's ${expected.width}×${expected.height}; ` +
      `actual image ${actualPath}; if the change is intended run \`${APPROVE_COMMAND}\``
    );
  }
  const diff = new PNG({ width: got.width, height: got.height });
  const differing = pixelmatch(expected.data, got.data, diff.data, got.width, got.height, {
    threshold: PIXEL_THRESHOLD,
  });
  const allowed = Math.floor(got.width * got.height * MAX_DIFF_RATIO);
  if (differing <= allowed) return null;
  const diffPath = join(failFolder, `${name}.diff.png`);
  writeFileSync(actualPath, actual);
  writeFileSync(diffPath, PNG.sync.write(diff));
  return (
    `${name}: ${differing} pixels differ from the baseline (at most ${allowed} may); ` +
    `actual ${actualPath}, diff ${diffPath}; if the change is intended run \`${APPROVE_COMMAND}\``
  );
}
