// A Vite plugin for both apps: makes each build an installable, update-aware app. It bundles
// scripts/pwa/serviceWorker.ts into the build's sw.js, with the list of files to keep at install (the
// entry's scripts and styles, the manifest, icons and offline page) and a build id that changes whenever
// any built file does, so a redeployment is a new service worker version and the page can offer a reload.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';
import type { Plugin } from 'vite';
import type { ServiceWorkerConfig } from './serviceWorkerConfig';

const SOURCE = path.join(import.meta.dirname, 'serviceWorker.ts');
/** One offline page for both apps; %BASE% and %APP_NAME% are filled in per build. */
const OFFLINE_TEMPLATE = path.join(import.meta.dirname, 'offlinePage.html');
/**
 * Names mirrored from @drisk/contract's pwa.ts: this file runs in Vite's config, which loads packages from
 * their builds, and the contract is not built yet then. pwa.test.ts checks they agree.
 */
export const SERVICE_WORKER_FILE = 'sw.js';
export const OFFLINE_PAGE_FILE = 'offline.html';
/** Each app's public/ files the service worker keeps from install on (besides the offline page). */
export const PUBLIC_FILES = ['manifest.webmanifest', 'favicon.svg', 'icon-192.png', 'icon-512.png'];

/** @param appName the app's short name, in the offline page's title ('dRisk', 'dRisk Admin'). */
export function pwa(appName: string): Plugin {
  let base = '/';
  return {
    name: 'drisk-pwa',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      base = config.base;
    },
    async generateBundle(_options, bundle) {
      const entry = Object.values(bundle).find((file) => file.type === 'chunk' && file.isEntry);
      if (!entry || entry.type !== 'chunk') return;
      // What the first screen cannot start without: the entry, the chunks it imports, their styles.
      const startup = new Set<string>([entry.fileName, ...entry.imports]);
      for (const name of [...startup]) {
        const chunk = bundle[name];
        if (chunk?.type === 'chunk')
          for (const css of chunk.viteMetadata?.importedCss ?? []) startup.add(css);
      }
      const buildId = createHash('sha256')
        .update(Object.keys(bundle).sort().join('\n'))
        .digest('hex')
        .slice(0, 16);
      const config: ServiceWorkerConfig = {
        buildId,
        base,
        precache: [...PUBLIC_FILES, OFFLINE_PAGE_FILE, ...[...startup].sort()].map(
          (file) => `${base}${file}`,
        ),
      };
      const result = await build({
        entryPoints: [SOURCE],
        bundle: true,
        write: false,
        format: 'iife',
        target: 'es2022',
        minify: true,
        conditions: ['source'],
        define: { SW_CONFIG: JSON.stringify(config) },
      });
      this.emitFile({ type: 'asset', fileName: SERVICE_WORKER_FILE, source: result.outputFiles[0].text });
      const offline = await readFile(OFFLINE_TEMPLATE, 'utf8');
      this.emitFile({
        type: 'asset',
        fileName: OFFLINE_PAGE_FILE,
        source: offline.replaceAll('%BASE%', base).replaceAll('%APP_NAME%', appName),
      });
    },
  };
}
