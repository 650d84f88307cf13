import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { OFFLINE_PAGE_FILE, PWA_TEXT, SERVICE_WORKER_FILE } from '@drisk/contract';
import * as plugin from './vitePwa';

const root = path.resolve(import.meta.dirname, '../..');
const APPS = [
  { app: 'dashboard', base: '/' },
  { app: 'admin', base: '/admin/' },
];

/** Runs the plugin's generateBundle over a bundle of the given files; returns the emitted files by name. */
async function emitted(base: string, bundle: Record<string, unknown>): Promise<Map<string, string>> {
  const hooks = plugin.pwa('dRisk') as unknown as {
    configResolved(config: { base: string }): void;
    generateBundle(this: unknown, options: unknown, bundle: Record<string, unknown>): Promise<void>;
  };
  hooks.configResolved({ base });
  const files = new Map<string, string>();
  await hooks.generateBundle.call(
    { emitFile: (file: { fileName: string; source: string }) => files.set(file.fileName, file.source) },
    {},
    bundle,
  );
  return files;
}

const emittedWorker = async (base: string, bundle: Record<string, unknown>) =>
  (await emitted(base, bundle)).get(SERVICE_WORKER_FILE)!;

const chunk = (fileName: string, imports: string[], css: string[] = [], isEntry = false) => ({
  type: 'chunk',
  fileName,
  isEntry,
  imports,
  viteMetadata: { importedCss: new Set(css) },
});

describe('the apps as installable web apps', () => {
  it('names the service worker and offline page as the contract does', () => {
    expect(plugin.SERVICE_WORKER_FILE).toBe(SERVICE_WORKER_FILE);
    expect(plugin.OFFLINE_PAGE_FILE).toBe(OFFLINE_PAGE_FILE);
  });

  it.each(APPS)(
    "gives $app an offline page in the contract's words and a manifest whose files exist",
    async ({ app, base }) => {
      const publicDir = path.join(root, 'apps', app, 'public');
      const entry = chunk('assets/main-a1.js', [], [], true);
      const page = (await emitted(base, { [entry.fileName]: entry })).get(OFFLINE_PAGE_FILE)!;
      // As a browser shows it: runs of white space are one space.
      const offline = page.replace(/\s+/g, ' ');
      expect(offline).toContain(`<a href="${base}">`);
      for (const text of [PWA_TEXT.offlineTitle, PWA_TEXT.offlineMessage, PWA_TEXT.offlineRetry])
        expect(offline).toContain(text);
      const manifest = JSON.parse(await readFile(path.join(publicDir, 'manifest.webmanifest'), 'utf8'));
      expect(manifest).toMatchObject({ start_url: base, scope: base, display: 'standalone' });
      for (const icon of manifest.icons)
        await expect(readFile(path.join(publicDir, icon.src.slice(base.length)))).resolves.toBeTruthy();
      for (const file of plugin.PUBLIC_FILES)
        await expect(readFile(path.join(publicDir, file))).resolves.toBeTruthy();
    },
  );

  it("keeps the entry's scripts and styles at install, not the screens loaded later", async () => {
    const worker = await emittedWorker('/admin/', {
      'assets/main-a1.js': chunk('assets/main-a1.js', ['assets/vendor-b2.js'], ['assets/main-c3.css'], true),
      'assets/vendor-b2.js': chunk('assets/vendor-b2.js', [], ['assets/vendor-d4.css']),
      'assets/UsersPage-e5.js': chunk('assets/UsersPage-e5.js', ['assets/vendor-b2.js']),
    });
    const precache = JSON.parse(worker.match(/precache:(\[[^\]]*\])/)![1]);
    expect(precache).toEqual(
      expect.arrayContaining([
        '/admin/assets/main-a1.js',
        '/admin/assets/vendor-b2.js',
        '/admin/assets/main-c3.css',
        '/admin/assets/vendor-d4.css',
        '/admin/offline.html',
        '/admin/manifest.webmanifest',
      ]),
    );
    expect(precache).not.toContain('/admin/assets/UsersPage-e5.js');
    expect(worker).toContain('"drisk:skip-waiting"');
  });

  it('is a new version whenever a built file changes', async () => {
    const idOf = async (entry: string) =>
      (await emittedWorker('/', { [entry]: chunk(entry, [], [], true) })).match(/buildId:"(\w+)"/)![1];
    expect(await idOf('assets/main-a1.js')).toBe(await idOf('assets/main-a1.js'));
    expect(await idOf('assets/main-a1.js')).not.toBe(await idOf('assets/main-ff.js'));
  });
});
