// Renders the apps' PNG icons (the web app manifest needs 192 and 512 px, and a maskable one with the
// safe-zone padding) from the dashboard's favicon.svg, in Debian's Chromium. The PNGs are committed; run
// this again after changing the favicon: `npx tsx scripts/pwa/renderIcons.ts`.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from 'playwright-core';

const root = path.resolve(import.meta.dirname, '../..');
const BRAND = '#0b5e6b';

/** `maskable` icons are cropped to a circle by some launchers: the mark keeps to the inner 80%. */
const icons = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'icon-maskable-512.png', size: 512, maskable: true },
];

const svg = await readFile(path.join(root, 'apps/dashboard/public/favicon.svg'), 'utf8');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  for (const icon of icons) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    const inset = icon.maskable ? 0.2 : 0.04;
    const background = icon.maskable ? BRAND : 'transparent';
    // On the brand-coloured maskable square, the shield becomes a lighter tint of it.
    const mark = (icon.maskable ? svg.replace(BRAND, '#ffffff33') : svg).replace(
      '<svg ',
      '<svg width="100%" height="100%" ',
    );
    await page.setContent(
      `<html><body style="margin:0;background:${background}">` +
        `<div style="box-sizing:border-box;width:${icon.size}px;height:${icon.size}px;padding:${icon.size * inset}px">` +
        mark +
        '</div></body></html>',
    );
    const png = await page.screenshot({ omitBackground: !icon.maskable });
    for (const app of ['dashboard', 'admin'])
      await writeFile(path.join(root, `apps/${app}/public`, icon.file), png);
    await page.close();
  }
} finally {
  await browser.close();
}
