import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { ADMIN_CONSOLE_PATH, API_BASE_PATH, SERVER, STORYBOOK_PATH } from '@drisk/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { sendEnvelope } from './envelope';

const NOT_BUILT_PAGE = (dir: string, app = 'dashboard') => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>dRisk: ${app} not built</title></head>
<body style="font-family: sans-serif; max-width: 40rem; margin: 3rem auto">
<h1>The ${app} is not built yet</h1>
<p>The API is running, but there is no built ${app} in <code>${dir.replace(/[<>&]/g, '')}</code>.</p>
<p>Run <code>npm run build</code> (or simply <code>npm start</code>) in the repository, then reload this page.</p>
</body></html>`;

const NOT_FOUND_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Not found</title></head>
<body style="font-family: sans-serif"><h1>404 Not Found</h1></body></html>`;

const isApiPath = (url: string) =>
  url === API_BASE_PATH || url.startsWith(`${API_BASE_PATH}/`) || url.startsWith('/api/');

/** Where the admin console lives (ADMIN_CONSOLE_PATH without its slash matches too). */
const ADMIN_PREFIX = ADMIN_CONSOLE_PATH;
const isAdminPath = (url: string) => url === ADMIN_PREFIX.slice(0, -1) || url.startsWith(ADMIN_PREFIX);

/** Storybook is a set of files, not a single-page app: a path in it that is not a file is a 404. */
const isStorybookPath = (url: string) => url.startsWith(STORYBOOK_PATH);

/** Built files rather than pages of an app: a missing one is a 404, never the app's index.html. */
const isFilePath = (url: string) =>
  url.startsWith('/assets/') ||
  url.startsWith(`${ADMIN_PREFIX}assets/`) ||
  isStorybookPath(url) ||
  url.endsWith('.map');

/** Hashed assets are cached for good; everything else (index.html) is asked for again each time. */
const cacheControl = (filePath: string) =>
  filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache';
const isSourceMap = (pathName: string) => pathName.endsWith('.map');

/** Written by the dashboard's build (scripts/vitePrerender.ts) beside index.html. */
const PRERENDERED_MANIFEST = 'prerendered.json';

/**
 * The page file for each request path the build prerendered (`/register` to `prerendered/register.html`,
 * `/dashboard/*` to the shell for every path below it); null for other paths and for a build without them.
 */
export function readPrerenderedPages(staticDir: string): (url: string) => string | null {
  let manifest: Record<string, string> = {};
  try {
    manifest = JSON.parse(readFileSync(path.join(staticDir, PRERENDERED_MANIFEST), 'utf8')) as Record<
      string,
      string
    >;
  } catch {
    // Built without prerendering (or not built): every page is index.html.
  }
  const exact = new Map(Object.entries(manifest).filter(([key]) => !key.endsWith('/*')));
  const prefixes = Object.entries(manifest)
    .filter(([key]) => key.endsWith('/*'))
    .map(([key, file]) => [key.slice(0, -1), file] as const);
  return (url) => {
    const trimmed = url.length > 1 ? url.replace(/\/+$/, '') : url;
    return exact.get(trimmed) ?? prefixes.find(([prefix]) => url.startsWith(prefix))?.[1] ?? null;
  };
}

/**
 * Serves the built dashboard at / and the built admin console at /admin/, each with a fallback to its
 * index.html for the single-page app's own paths (or the page the build prerendered for that path).
 * Hashed assets are cached for good; index.html never, so a new build is picked up at once. Unknown
 * /api paths get the 404 envelope. Source maps (the full source of the app) are served only when
 * `serveSourceMaps` says so (SERVE_SOURCE_MAPS); otherwise they are 404 like a missing file.
 * The widget library's static Storybook is served at /storybook/ when it has been built
 * (npm run build-storybook); its security headers are the relaxed ones of storybookSecurityHeaders.
 */
export async function registerStaticSite(
  app: FastifyInstance,
  staticDir: string,
  options: { serveSourceMaps: boolean; adminDir: string; storybookDir: string },
) {
  const available = existsSync(path.join(staticDir, 'index.html'));
  const adminAvailable = existsSync(path.join(options.adminDir, 'index.html'));
  const storybookAvailable = existsSync(path.join(options.storybookDir, 'index.html'));
  const allowedPath = (pathName: string) => options.serveSourceMaps || !isSourceMap(pathName);
  const prerenderedPage = readPrerenderedPages(staticDir);
  const setHeaders = (reply: FastifyReply, filePath: string) => {
    reply.header('Cache-Control', cacheControl(filePath));
  };
  if (available) {
    await app.register(fastifyStatic, {
      root: staticDir,
      prefix: '/',
      // `/` is a page like the others: the not-found handler below picks its prerendered file (served as a
      // directory, it was a 403 to a client that takes no compressed reply).
      allowedPath: (pathName: string) => pathName !== '/' && allowedPath(pathName),
      setHeaders,
      // The build writes .br and .gz copies (scripts/vitePrecompress.ts); each is sent as its encoding.
      preCompressed: true,
      index: false,
    });
  }
  if (adminAvailable) {
    await app.register(fastifyStatic, {
      root: options.adminDir,
      prefix: ADMIN_PREFIX,
      // reply.sendFile comes from the dashboard's registration when there is one.
      decorateReply: !available,
      allowedPath,
      setHeaders,
      preCompressed: true,
    });
  }

  if (storybookAvailable) {
    await app.register(fastifyStatic, {
      root: options.storybookDir,
      prefix: STORYBOOK_PATH,
      decorateReply: !available && !adminAvailable,
      allowedPath,
      setHeaders,
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0];
    if (isApiPath(url)) return sendEnvelope(reply, 404, SERVER.notFound);
    const isPageRequest = (request.method === 'GET' || request.method === 'HEAD') && !isFilePath(url);
    if (url === STORYBOOK_PATH.slice(0, -1)) return reply.redirect(STORYBOOK_PATH);
    if (isPageRequest && isAdminPath(url)) {
      if (url === ADMIN_PREFIX.slice(0, -1)) return reply.redirect(ADMIN_PREFIX);
      if (adminAvailable) {
        return reply.header('Cache-Control', 'no-cache').sendFile('index.html', options.adminDir);
      }
      return reply
        .code(404)
        .type('text/html; charset=utf-8')
        .send(NOT_BUILT_PAGE(options.adminDir, 'admin console'));
    }
    if (isPageRequest && available) {
      // A page the build rendered to HTML paints before the app's script runs; other pages get the app.
      return reply.header('Cache-Control', 'no-cache').sendFile(prerenderedPage(url) ?? 'index.html');
    }
    return reply
      .code(404)
      .type('text/html; charset=utf-8')
      .send(isPageRequest ? NOT_BUILT_PAGE(staticDir) : NOT_FOUND_PAGE);
  });
}
