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
import { build, defaultServerConditions, normalizePath, type Plugin } from 'vite';

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
  APP_SCRIPTS_ATTRIBUTE: string;
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
 * `html` with its app scripts moved into an inert `<template attribute>` and the start script that puts them
 * back after the first paint (apps/dashboard/src/prerender/startAfterFirstPaint.ts) loaded with `defer`.
 * `preloads` (URLs of the chunks the page's first render needs, beyond the entry's) join them as module
 * preloads: fetched beside the entry instead of after it has run, and Vite's loader, finding them in the
 * document, no longer adds a link per chunk at run time (30 links took 88 ms of the main thread here).
 * `appStyleTags` (styles only the app's render needs) go first into the template, so they are in the page
 * before the app's code runs but cost the first paint nothing.
 */
export function deferAppScripts(
  html: string,
  startScriptUrl: string,
  attribute: string,
  preloads: string[] = [],
  appStyleTags = '',
): string {
  const tags = (html.match(APP_SCRIPT_TAGS) ?? []).map((tag) => tag.trim());
  if (!tags.some((tag) => tag.startsWith('<script'))) throw new Error('index.html has no module script');
  const present = new Set(tags.map((tag) => /(?:src|href)="([^"]+)"/.exec(tag)?.[1]));
  const added = [...new Set(preloads)]
    .filter((url) => !present.has(url))
    .map((url) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(url)}">`);
  const held = `<template ${attribute}>${appStyleTags}${[...tags, ...added].join('')}</template>`;
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

/**
 * @param entry the app's server entry, from the app's root.
 * @param startScript the prerendered pages' start script (a browser entry with no import of the app's).
 */
export function prerenderPages(entry: string, startScript: string): Plugin {
  let root = '';
  let mode = 'production';
  let base = '/';
  let conditions: string[] = [];
  let startScriptFile = '';
  return {
    name: 'drisk-prerender',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      mode = config.mode;
      base = config.base;
      conditions = config.resolve.conditions.filter((name) => name === 'source');
    },
    async generateBundle() {
      const result = await esbuild({
        entryPoints: [path.join(root, startScript)],
        bundle: true,
        // Workspace packages from their src, as the app's own build takes them (no package build needed).
        conditions,
        write: false,
        format: 'iife',
        target: 'es2020',
        minify: true,
      });
      const reference = this.emitFile({
        type: 'asset',
        name: 'start.js',
        source: result.outputFiles[0].text,
      });
      startScriptFile = this.getFileName(reference);
    },
    // writeBundle: after index.html is written and before closeBundle, where the precompress plugin
    // compresses every file, these pages included.
    async writeBundle(options, bundle) {
      // The bundle as written: Vite's CSS plugin drops chunks that held only CSS after generateBundle.
      const chunks = Object.values(bundle).flatMap((output) =>
        output.type === 'chunk'
          ? [
              {
                fileName: output.fileName,
                facadeModuleId: output.facadeModuleId,
                moduleIds: output.moduleIds,
                imports: output.imports,
              },
            ]
          : [],
      );
      const outDir = options.dir ?? path.join(root, 'dist');
      // Inside the repository, so Node resolves the bundle's external imports (react, MUI) from node_modules;
      // a folder of its own per build, as Node keeps a module once imported (and its chunks must import the
      // same instance of it, so no query string can tell two builds apart).
      const serverDir = path.join(root, `node_modules/.drisk-prerender/${process.pid}-${Date.now()}`);
      await build({
        configFile: false,
        root,
        mode,
        logLevel: 'warn',
        plugins: [react()],
        // Workspace packages from their sources, bundled in; other packages stay imports of node_modules.
        resolve: { conditions: [...conditions, ...defaultServerConditions] },
        ssr: {
          noExternal: [/^@drisk\//],
          resolve: { conditions: [...conditions, ...defaultServerConditions] },
        },
        build: {
          ssr: entry,
          outDir: serverDir,
          emptyOutDir: true,
          sourcemap: false,
          minify: false,
          rollupOptions: { output: { entryFileNames: 'renderPage.mjs' } },
        },
      });
      const server = (await import(
        pathToFileURL(path.join(serverDir, 'renderPage.mjs')).href
      )) as ServerEntry;
      const template = await readFile(path.join(outDir, 'index.html'), 'utf8');
      const pagesDir = path.join(outDir, server.PRERENDERED_DIR);
      await mkdir(pagesDir, { recursive: true });
      const manifest: Record<string, string> = {};
      for (const page of server.PRERENDERED_PAGES) {
        const rendered = await server.renderPage(page);
        const filled = fillTemplate(template, rendered, {
          [server.PRERENDERED_ATTRIBUTE]: page.mode,
          [server.PRERENDERED_URL_ATTRIBUTE]: page.url,
        });
        const preloads = page.startsWith.flatMap((module) =>
          chunkClosure(chunks, normalizePath(path.join(root, module))).map((file) => `${base}${file}`),
        );
        const deferred = deferAppScripts(
          filled,
          `${base}${startScriptFile}`,
          server.APP_SCRIPTS_ATTRIBUTE,
          preloads,
          rendered.appStyleTags,
        );
        const html = await inlineSmallStylesheets(deferred, (href) =>
          readFile(path.join(outDir, href.slice(base.length)), 'utf8'),
        );
        await writeFile(path.join(pagesDir, page.file), html);
        for (const requestPath of page.paths)
          manifest[requestPath] = `${server.PRERENDERED_DIR}/${page.file}`;
      }
      await writeFile(
        path.join(outDir, server.PRERENDERED_MANIFEST),
        `${JSON.stringify(manifest, null, 2)}\n`,
      );
      await rm(serverDir, { recursive: true, force: true });
    },
  };
}
