// A Vite plugin for the dashboard: after the browser build is written, it builds the app's server entry for
// Node, renders each page that entry lists to HTML (React's prerender, Emotion's critical CSS) and writes
// one HTML file per page beside index.html, plus a manifest saying which request paths get which file (the
// api reads it). The pages then paint before any JavaScript has run; the app hydrates them (main.tsx).
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, defaultServerConditions, type Plugin } from 'vite';

/** What the app's server entry exports (apps/dashboard/src/prerender/renderPage.tsx). */
interface ServerEntry {
  PRERENDERED_PAGES: { file: string; url: string; paths: string[]; mode: 'hydrate' | 'skeleton' }[];
  PRERENDERED_DIR: string;
  PRERENDERED_MANIFEST: string;
  PRERENDERED_ATTRIBUTE: string;
  PRERENDERED_URL_ATTRIBUTE: string;
  renderPage(page: ServerEntry['PRERENDERED_PAGES'][number]): Promise<{ html: string; styleTags: string }>;
}

const ROOT_DIV = '<div id="root"></div>';
const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * index.html with a page in it: the markup inside #root (with `rootAttributes`, which say what it holds),
 * its styles at the end of <head>. A <script> in the markup would break the CSP (no inline scripts), so it
 * is refused.
 */
export function fillTemplate(
  template: string,
  rendered: { html: string; styleTags: string },
  rootAttributes: Record<string, string>,
): string {
  if (!template.includes(ROOT_DIV)) throw new Error(`index.html has no ${ROOT_DIV} to prerender into`);
  if (/<script\b/i.test(rendered.html)) throw new Error('prerendered markup must not hold a <script> (CSP)');
  const attributes = Object.entries(rootAttributes)
    .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
    .join('');
  const root = `<div id="root"${attributes}>${rendered.html}</div>`;
  return template.replace('</head>', () => `${rendered.styleTags}</head>`).replace(ROOT_DIV, () => root);
}

/** @param entry the app's server entry, from the app's root. */
export function prerenderPages(entry: string): Plugin {
  let root = '';
  let mode = 'production';
  let conditions: string[] = [];
  return {
    name: 'drisk-prerender',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      mode = config.mode;
      conditions = config.resolve.conditions.filter((name) => name === 'source');
    },
    // writeBundle: after index.html is written and before closeBundle, where the precompress plugin
    // compresses every file, these pages included.
    async writeBundle(options) {
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
        const html = fillTemplate(template, rendered, {
          [server.PRERENDERED_ATTRIBUTE]: page.mode,
          [server.PRERENDERED_URL_ATTRIBUTE]: page.url,
        });
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
