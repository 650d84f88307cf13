import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { API_BASE_PATH, SERVER } from '@drisk/contract';
import type { FastifyInstance } from 'fastify';
import { sendEnvelope } from './envelope';

const NOT_BUILT_PAGE = (dir: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>dRisk: dashboard not built</title></head>
<body style="font-family: sans-serif; max-width: 40rem; margin: 3rem auto">
<h1>The dashboard is not built yet</h1>
<p>The API is running, but there is no built dashboard in <code>${dir.replace(/[<>&]/g, '')}</code>.</p>
<p>Run <code>npm run build</code> (or simply <code>npm start</code>) in the repository, then reload this page.</p>
</body></html>`;

const NOT_FOUND_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Not found</title></head>
<body style="font-family: sans-serif"><h1>404 Not Found</h1></body></html>`;

const isApiPath = (url: string) =>
  url === API_BASE_PATH || url.startsWith(`${API_BASE_PATH}/`) || url.startsWith('/api/');

/**
 * Serves the built dashboard at / with a fallback to index.html for the single-page app's own paths.
 * Hashed assets are cached for good; index.html never, so a new build is picked up at once. Unknown
 * /api paths get the 404 envelope.
 */
export async function registerStaticSite(app: FastifyInstance, staticDir: string) {
  const available = existsSync(path.join(staticDir, 'index.html'));
  if (available) {
    await app.register(fastifyStatic, {
      root: staticDir,
      prefix: '/',
      setHeaders(reply, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0];
    if (isApiPath(url)) return sendEnvelope(reply, 404, SERVER.notFound);
    const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
    if (isPageRequest && available) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    return reply
      .code(404)
      .type('text/html; charset=utf-8')
      .send(isPageRequest ? NOT_BUILT_PAGE(staticDir) : NOT_FOUND_PAGE);
  });
}
