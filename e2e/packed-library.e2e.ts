import { execFileSync } from 'node:child_process';
import { createReadStream, existsSync, readFileSync, readdirSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage } from './support/browser';

/**
 * @drisk/ui as another team gets it: the packed tarballs of @drisk/ui and @drisk/contract (what npm publish
 * would upload, built dist only) installed into an empty React project, which imports one widget from its own
 * entry point, is built by Vite and rendered in Chromium. Needs the workspaces built (npm test builds
 * them first); the npm cache is warm after npm ci, so the install needs the registry little or not at all.
 */
const root = resolve(import.meta.dirname, '..');
const PACKAGES = ['packages/contract', 'packages/ui'];
const APP_DEPENDENCIES = [
  'react',
  'react-dom',
  '@mui/material',
  '@mui/icons-material',
  '@emotion/react',
  '@emotion/styled',
];

let project: string;
let server: Server;
let browser: Browser;
let baseURL: string;

/** The version the repository itself installs, from the root lockfile. */
function lockedVersion(name: string): string {
  const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { version: string }>;
  };
  return lock.packages[`node_modules/${name}`]!.version;
}

function run(command: string, args: string[], cwd: string): string {
  return execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

function serve(dir: string): Promise<Server> {
  const types: Record<string, string> = {
    '.html': 'text/html',
    '.js': 'text/javascript',
    '.css': 'text/css',
  };
  const site = createServer((request, response) => {
    const path = normalize(join(dir, (request.url ?? '/').split('?')[0]!));
    const file = path.endsWith('/') ? join(path, 'index.html') : path;
    if (!file.startsWith(dir) || !existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'Content-Type': types[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  site.listen(0, '127.0.0.1');
  return once(site, 'listening').then(() => site);
}

beforeAll(async () => {
  for (const folder of PACKAGES) {
    if (!existsSync(join(root, folder, 'dist', 'index.js')))
      throw new Error(`${folder} is not built: npm run build`);
  }
  project = await mkdtemp(join(process.env.TMPDIR ?? tmpdir(), 'drisk-packed-'));
  const tarballs = PACKAGES.map((folder) => {
    const packed = JSON.parse(
      run('npm', ['pack', '--json', '--pack-destination', project], join(root, folder)),
    );
    return packed[0] as { name: string; filename: string };
  });
  await writeFile(
    join(project, 'package.json'),
    JSON.stringify({
      name: 'packed-library-check',
      private: true,
      type: 'module',
      dependencies: {
        ...Object.fromEntries(tarballs.map((tarball) => [tarball.name, `file:./${tarball.filename}`])),
        ...Object.fromEntries(APP_DEPENDENCIES.map((name) => [name, lockedVersion(name)])),
      },
    }),
  );
  await mkdir(join(project, 'src'));
  await writeFile(
    join(project, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>packed</title>' +
      '<link rel="icon" href="data:,"></head>' +
      '<body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>',
  );
  await writeFile(
    join(project, 'src', 'main.tsx'),
    [
      "import { createRoot } from 'react-dom/client';",
      "import { BatteryIcon } from '@drisk/ui/BatteryIcon';",
      '',
      "createRoot(document.getElementById('root')!).render(<BatteryIcon value={80} showLabel />);",
      '',
    ].join('\n'),
  );
  run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], project);
  // The repository's own Vite builds it (nothing more to install); it resolves every import from the project.
  run(join(root, 'node_modules', '.bin', 'vite'), ['build', '--logLevel', 'warn'], project);
  server = await serve(join(project, 'dist'));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await launchBrowser();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  server?.close();
  if (project) await rm(project, { recursive: true, force: true });
});

describe('the packed @drisk/ui in an empty Vite + React project', () => {
  it('renders BatteryIcon imported from @drisk/ui/BatteryIcon', async () => {
    const page = await newPage(browser, baseURL);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto('/');
    const battery = page.getByRole('img', { name: 'Battery 80%' });
    await expect.poll(() => battery.textContent()).toBe('80%');
    expect(await battery.getAttribute('class')).toContain('DriskBatteryIcon-root');
    expect(errors).toEqual([]);
  });

  it('bundles only the imported widget, not the whole library', () => {
    const assets = join(project, 'dist', 'assets');
    const code = readdirSync(assets)
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(join(assets, file), 'utf8'))
      .join('\n');
    expect(code).toContain('DriskBatteryIcon');
    expect(code).not.toContain('DriskNotificationCard');
    expect(code).not.toContain('DriskDeviceMap');
  });

  it('publishes only built files: dist, and an exports map without the workspace source condition', () => {
    const installed = join(project, 'node_modules', '@drisk', 'ui');
    const manifest = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8')) as {
      exports: Record<string, Record<string, string>>;
    };
    expect(existsSync(join(installed, 'src'))).toBe(false);
    expect(Object.keys(manifest.exports['./BatteryIcon']!)).toEqual(['types', 'import']);
    for (const conditions of Object.values(manifest.exports)) {
      for (const target of Object.values(conditions))
        expect(existsSync(join(installed, target)), target).toBe(true);
    }
  });
});
