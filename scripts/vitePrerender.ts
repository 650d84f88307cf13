// A Vite plugin for the dashboard: after the browser build is written, it builds the app's server entry for
// Node, renders each page that entry lists to HTML (React's prerender, Emotion's critical CSS) and writes
// one HTML file per page beside index.html, plus a manifest saying which request paths get which file (the
// api reads it). The pages then paint before any JavaScript has run; the app hydrates them (main.tsx).
// Each page's app scripts wait in a <template> until it has painted (the app's start script), and its
// small entry stylesheet is inlined, so the first paint waits for nothing but the HTML.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build as esbuild } from 'esbuild';
import {
  build,
  defaultServerConditions,
  normalizePath,
  type Plugin,
  type ResolvedConfig,
  type Rollup,
} from 'vite';
import { APP_SCRIPTS_ATTRIBUTE } from './prerender/appScriptsAttribute';

/** What the app's server entry exports (apps/dashboard/src/prerender/renderPage.tsx). */
interface ServerEntry {
  PRERENDERED_PAGES: {
    file: string;
    url: string;
    paths: string[];
    mode: 'hydrate' | 'skeleton';
    startsWith: string[];
  }[];
  PRERENDERED_DIR: string;
  PRERENDERED_MANIFEST: string;
  PRERENDERED_ATTRIBUTE: string;
  PRERENDERED_URL_ATTRIBUTE: string;
  renderPage(
    page: ServerEntry['PRERENDERED_PAGES'][number],
  ): Promise<{ html: string; styleTags: string; appStyleTags: string; title?: string }>;
}

const ROOT_DIV = '<div id="root"></div>';
const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
const escapeText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const TITLE = /<title>[^<]*<\/title>/;

/**
 * index.html with a page in it: the markup inside #root (with `rootAttributes`, which say what it holds),
 * its styles at the end of <head>, and its title when it has one (the tab then names the screen from the
 * first paint, and the app does not set it again). A <script> in the markup would break the CSP (no inline
 * scripts), so it is refused.
 */
export function fillTemplate(
  template: string,
  rendered: { html: string; styleTags: string; title?: string },
  rootAttributes: Record<string, string>,
): string {
  if (!template.includes(ROOT_DIV)) throw new Error(`index.html has no ${ROOT_DIV} to prerender into`);
  if (/<script\b/i.test(rendered.html)) throw new Error('prerendered markup must not hold a <script> (CSP)');
  const attributes = Object.entries(rootAttributes)
    .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
    .join('');
  const root = `<div id="root"${attributes}>${rendered.html}</div>`;
  const { title } = rendered;
  if (title !== undefined && !TITLE.test(template))
    throw new Error('index.html has no <title> to name the page in');
  const titled =
    title === undefined ? template : template.replace(TITLE, () => `<title>${escapeText(title)}</title>`);
  return titled.replace('</head>', () => `${rendered.styleTags}</head>`).replace(ROOT_DIV, () => root);
}

/** The entry's module script and the module preloads Vite writes into index.html. */
const APP_SCRIPT_TAGS = /\s*(?:<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>)/g;

/**
 * `html` with its app scripts moved into an inert `<template data-app-scripts>` and the start script that
 * puts them back after the first paint (scripts/prerender/startAfterFirstPaint.ts) loaded with `defer`.
 * `preloads` (URLs of the chunks the page's first render needs, beyond the entry's) join them as module
 * preloads: fetched beside the entry instead of after it has run, and Vite's loader, finding them in the
 * document, no longer adds a link per chunk at run time (30 links took 88 ms of the main thread here).
 * `appStyleTags` (styles only the app's render needs) go first into the template, so they are in the page
 * before the app's code runs but cost the first paint nothing.
 */
export function deferAppScripts(
  html: string,
  startScriptUrl: string,
  preloads: string[] = [],
  appStyleTags = '',
): string {
  const tags = (html.match(APP_SCRIPT_TAGS) ?? []).map((tag) => tag.trim());
  if (!tags.some((tag) => tag.startsWith('<script'))) throw new Error('index.html has no module script');
  const present = new Set(tags.map((tag) => /(?:src|href)="([^"]+)"/.exec(tag)?.[1]));
  const added = [...new Set(preloads)]
    .filter((url) => !present.has(url))
    .map((url) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(url)}">`);
  const held = `<template ${APP_SCRIPTS_ATTRIBUTE}>${appStyleTags}${[...tags, ...added].join('')}</template>`;
  const start = `<script defer src="${escapeAttribute(startScriptUrl)}"></script>`;
  return html.replace(APP_SCRIPT_TAGS, '').replace('</head>', () => `${held}${start}</head>`);
}

/** Above this, a stylesheet stays a file of its own (cached once) instead of going into every page. */
export const INLINED_STYLESHEET_LIMIT = 8 * 1024;

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g;

/**
 * `html` with each stylesheet up to INLINED_STYLESHEET_LIMIT written into a <style> (the entry's is a few
 * @font-face rules): a linked one blocks the first paint for one more round trip.
 */
export async function inlineSmallStylesheets(
  html: string,
  read: (href: string) => Promise<string>,
): Promise<string> {
  const texts = new Map<string, string>();
  for (const [, href] of html.matchAll(STYLESHEET_LINK)) {
    const css = await read(href);
    if (Buffer.byteLength(css) <= INLINED_STYLESHEET_LIMIT) texts.set(href, css);
  }
  return html.replace(STYLESHEET_LINK, (link, href: string) => {
    const css = texts.get(href);
    return css === undefined ? link : `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`;
  });
}

/**
 * The chunk files a module's code needs: the chunk holding it (its own, or the group's it was put in) and
 * every chunk that imports statically, in turn.
 */
export function chunkClosure(
  chunks: { fileName: string; facadeModuleId: string | null; moduleIds: string[]; imports: string[] }[],
  moduleId: string,
): string[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const own =
    chunks.find((chunk) => chunk.facadeModuleId === moduleId) ??
    chunks.find((chunk) => chunk.moduleIds.includes(moduleId));
  if (!own) throw new Error(`no chunk is built from ${moduleId}`);
  const files: string[] = [];
  const visit = (fileName: string) => {
    if (files.includes(fileName)) return;
    files.push(fileName);
    for (const imported of byFile.get(fileName)?.imports ?? []) visit(imported);
  };
  visit(own.fileName);
  return files;
}

/** What the prerender plugins take from the app's resolved Vite config. */
export interface PrerenderSettings {
  root: string;
  mode: string;
  base: string;
  /** The 'source' condition, which resolves workspace packages to their src (no package build needed). */
  conditions: string[];
}

export const prerenderSettingsOf = (config: ResolvedConfig): PrerenderSettings => ({
  root: config.root,
  mode: config.mode,
  base: config.base,
  conditions: config.resolve.conditions.filter((name) => name === 'source'),
});

/**
 * Bundles a prerendered page's start script (`file`, a browser entry with no import of the app's) into one
 * small classic script, emitted as an asset of the build; returns its file name.
 */
export async function emitStartScript(
  context: Pick<Rollup.PluginContext, 'emitFile' | 'getFileName'>,
  file: string,
  conditions: string[],
): Promise<string> {
  const result = await esbuild({
    entryPoints: [file],
    bundle: true,
    // Workspace packages from their src, as the app's own build takes them (no package build needed).
    conditions,
    write: false,
    format: 'iife',
    target: 'es2020',
    minify: true,
  });
  const reference = context.emitFile({ type: 'asset', name: 'start.js', source: result.outputFiles[0].text });
  return context.getFileName(reference);
}

/**
 * The app's server entry `entry` (from `root`), built for Node with the app's React plugin and imported: its
 * workspace packages from their sources (`conditions`), bundled in; other packages stay imports of
 * node_modules. `dispose` removes the built files once the entry has done its work.
 */
export async function loadServerEntry<T>(
  options: Omit<PrerenderSettings, 'base'> & { entry: string },
): Promise<{ module: T; dispose(): Promise<void> }> {
  const { root, mode, conditions, entry } = options;
  // Inside the repository, so Node resolves the bundle's external imports (react, MUI) from node_modules;
  // a folder of its own per build, as Node keeps a module once imported (and its chunks must import the
  // same instance of it, so no query string can tell two builds apart).
  const serverDir = path.join(root, `node_modules/.drisk-prerender/${process.pid}-${Date.now()}`);
  const serverConditions = [...conditions, ...defaultServerConditions];
  await build({
    configFile: false,
    root,
    mode,
    logLevel: 'warn',
    plugins: [react()],
    resolve: { conditions: serverConditions },
    ssr: { noExternal: [/^@drisk\//], resolve: { conditions: serverConditions } },
    build: {
      ssr: entry,
      outDir: serverDir,
      emptyOutDir: true,
      sourcemap: false,
      minify: false,
      rollupOptions: { output: { entryFileNames: 'serverEntry.mjs' } },
    },
  });
  const module = (await import(pathToFileURL(path.join(serverDir, 'serverEntry.mjs')).href)) as T;
  return { module, dispose: () => rm(serverDir, { recursive: true, force: true }) };
}

/** What a prerender plugin's writing step is given once the browser build is written. */
export interface WrittenBuild {
  settings: PrerenderSettings;
  /** The build's folder. */
  outDir: string;
  /** The start script's URL (with the base). */
  startScriptUrl: string;
  /** The chunks as written (Vite's CSS plugin drops chunks that held only CSS after generateBundle). */
  chunks: Chunk[];
  /** `html` with its stylesheets of the build up to INLINED_STYLESHEET_LIMIT inlined. */
  inlineStylesheets(html: string): Promise<string>;
}

type Chunk = Parameters<typeof chunkClosure>[0][number];

/**
 * A plugin that prerenders pages of the app: it takes its settings from the resolved config, bundles the
 * pages' start script (`startScript`, from the app's root) into the build, and calls `write` once the browser
 * build is written: after index.html and before closeBundle, where the precompress plugin compresses every
 * file, the pages included.
 */
export function prerenderPlugin(
  name: string,
  startScript: string,
  write: (build: WrittenBuild) => Promise<void>,
): Plugin {
  let settings: PrerenderSettings;
  let startScriptFile = '';
  return {
    name,
    apply: 'build',
    configResolved(config) {
      settings = prerenderSettingsOf(config);
    },
    async generateBundle() {
      startScriptFile = await emitStartScript(
        this,
        path.join(settings.root, startScript),
        settings.conditions,
      );
    },
    async writeBundle(options, bundle) {
      const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
      const { root, base } = settings;
      const outDir = options.dir ?? path.join(root, 'dist');
      await write({
        settings,
        outDir,
        startScriptUrl: `${base}${startScriptFile}`,
        chunks,
        inlineStylesheets: (html) =>
          inlineSmallStylesheets(html, (href) =>
            readFile(path.join(outDir, href.slice(base.length)), 'utf8'),
          ),
      });
    },
  };
}

/** The URLs of the chunks `modules` (from the app's root) need, for module preloads. */
export const chunkUrlsOf = (build: WrittenBuild, modules: string[]): string[] =>
  modules.flatMap((module) =>
    chunkClosure(build.chunks, normalizePath(path.join(build.settings.root, module))).map(
      (file) => `${build.settings.base}${file}`,
    ),
  );

/**
 * The dashboard's prerendered pages (each page its own file, and the manifest the api reads).
 * @param entry the app's server entry, from the app's root.
 * @param startScript the prerendered pages' start script (a browser entry with no import of the app's).
 */
export function prerenderPages(entry: string, startScript: string): Plugin {
  return prerenderPlugin('drisk-prerender', startScript, async (build) => {
    const { module: server, dispose } = await loadServerEntry<ServerEntry>({ ...build.settings, entry });
    try {
      const template = await readFile(path.join(build.outDir, 'index.html'), 'utf8');
      const pagesDir = path.join(build.outDir, server.PRERENDERED_DIR);
      await mkdir(pagesDir, { recursive: true });
      const manifest: Record<string, string> = {};
      for (const page of server.PRERENDERED_PAGES) {
        const rendered = await server.renderPage(page);
        const filled = fillTemplate(template, rendered, {
          [server.PRERENDERED_ATTRIBUTE]: page.mode,
          [server.PRERENDERED_URL_ATTRIBUTE]: page.url,
        });
        const deferred = deferAppScripts(
          filled,
          build.startScriptUrl,
          chunkUrlsOf(build, page.startsWith),
          rendered.appStyleTags,
        );
        await writeFile(path.join(pagesDir, page.file), await build.inlineStylesheets(deferred));
        for (const requestPath of page.paths)
          manifest[requestPath] = `${server.PRERENDERED_DIR}/${page.file}`;
      }
      await writeFile(
        path.join(build.outDir, server.PRERENDERED_MANIFEST),
        `${JSON.stringify(manifest, null, 2)}\n`,
      );
    } finally {
      await dispose();
    }
  });
}
