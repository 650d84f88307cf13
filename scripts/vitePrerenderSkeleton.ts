// A Vite plugin for the admin console: after the browser build is written, it renders the app's skeleton
// (its server entry, built for Node) into index.html with its critical CSS, inlines the entry's small
// stylesheet, and holds the app's scripts until the page has painted (the start script, as the dashboard's
// prerendered pages do), so the page paints before any JavaScript has run. The app replaces the skeleton
// when it starts.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';
import {
  chunkUrlsOf,
  deferAppScripts,
  fillTemplate,
  loadServerEntry,
  prerenderPlugin,
} from './vitePrerender';

/** What the app's server entry exports (apps/admin/src/prerender/renderConsoleSkeleton.tsx). */
interface SkeletonEntry {
  renderSkeleton(): Promise<{ html: string; styleTags: string }>;
}

/**
 * @param entry the app's server entry, from the app's root.
 * @param startScript the page's start script (a browser entry with no import of the app's).
 * @param startsWith lazily loaded modules (from the app's root) the app imports as it starts: their chunks
 *   are preloaded beside the entry's.
 */
export function prerenderSkeleton(entry: string, startScript: string, startsWith: string[] = []): Plugin {
  return prerenderPlugin('drisk-prerender-skeleton', startScript, async (build) => {
    const { module, dispose } = await loadServerEntry<SkeletonEntry>({ ...build.settings, entry });
    try {
      const file = path.join(build.outDir, 'index.html');
      const filled = fillTemplate(await readFile(file, 'utf8'), await module.renderSkeleton(), {});
      const deferred = deferAppScripts(filled, build.startScriptUrl, chunkUrlsOf(build, startsWith));
      await writeFile(file, await build.inlineStylesheets(deferred));
    } finally {
      await dispose();
    }
  });
}
