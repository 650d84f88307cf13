import { access, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import zlib from 'node:zlib';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { API_BASE_PATH, SERVER, fillPath, needsSession, routeList, type RouteName } from '@drisk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_BODY_LIMIT } from '../app';
import { BROKER_AUTH_CALLS } from '../realtime/brokerAuthRoutes';
import { IMPLEMENTED_CALLS } from '../routes';
import { getTestServer, type TestServer } from '../test/testServer';
import { precompressDir } from '../../../../scripts/vitePrecompress';
import { COMPRESS_MIN_BYTES } from './compression';
import { contentSecurityPolicy } from './securityHeaders';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await getTestServer();
  token = await server.login('owner@example.com', 'Owner#12345');
});
afterAll(() => server?.close());

const implemented = new Set<string>(IMPLEMENTED_CALLS);

function expectSecurityHeaders(headers: Headers) {
  const csp = headers.get('content-security-policy') ?? '';
  expect(csp).toBe(contentSecurityPolicy(server.config.mapTileUrl));
  // The configured map tiles may be drawn (OpenStreetMap's by default).
  expect(csp).toMatch(/img-src [^;]*https:\/\/tile\.openstreetmap\.org/);
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
}

describe('security headers', () => {
  it('are on successes, errors, unknown paths and framework errors alike', async () => {
    const replies = [
      await server.call('user/profile', { token }),
      await server.call('user/profile'),
      await server.call('user/login', { body: {} }),
      await server.call('no/such/call'),
      await server.call('user/login', { rawBody: '{' }),
    ];
    for (const reply of replies) expectSecurityHeaders(reply.headers);
    expect(replies.map((r) => r.status)).toEqual([200, 401, 400, 404, 400]);
    const badUrl = await fetch(`${server.url}/%E0%A4%A`);
    expect(badUrl.status).toBe(400);
    expectSecurityHeaders(badUrl.headers);
  });
});

describe('request problems get a 4xx envelope with a message', () => {
  it('malformed or empty JSON: 400', async () => {
    for (const rawBody of ['{"email_address": ', '']) {
      const reply = await server.call('user/login', { rawBody });
      expect(reply.status).toBe(400);
      expect(reply.body).toEqual({ statusCode: 400, message: SERVER.malformedJson, result: null });
    }
  });

  it('a body over the limit: 413', async () => {
    const huge = JSON.stringify({ email_address: 'a@b.co', password: 'x'.repeat(DEFAULT_BODY_LIMIT) });
    const reply = await server.call('user/login', { rawBody: huge });
    expect(reply.status).toBe(413);
    expect(reply.body).toEqual({ statusCode: 413, message: SERVER.bodyTooLarge, result: null });
    // The profile picture call allows more, but not without bound.
    const picture = JSON.stringify({ profile_url: 'A'.repeat(7 * 1024 * 1024) });
    const tooBig = await server.call('user/profilePic', { method: 'PUT', token, rawBody: picture });
    expect(tooBig.status).toBe(413);
  });

  it('a body that is not JSON: 415', async () => {
    const reply = await server.call('user/login', {
      rawBody: '<login/>',
      headers: { 'content-type': 'application/xml' },
    });
    expect(reply.status).toBe(415);
    expect(reply.body.message).toBe(SERVER.unsupportedMediaType);
  });

  it('an unknown call under /api: 404 envelope', async () => {
    const reply = await server.call('user/doesNotExist', { method: 'POST', body: {} });
    expect(reply.status).toBe(404);
    expect(reply.body).toEqual({ statusCode: 404, message: SERVER.notFound, result: null });
    const other = await fetch(`${server.url}/api/2.0/user/login`);
    expect(other.status).toBe(404);
    expect(await other.json()).toEqual({ statusCode: 404, message: SERVER.notFound, result: null });
  });
});

describe('the route table', () => {
  const sample = (route: (typeof routeList)[number]) =>
    fillPath(route.path, Object.fromEntries([...route.path.matchAll(/\{(\w+)\}/g)].map((m) => [m[1], 'X1'])));

  it('mounts every call of the contract (the broker auth calls only with MQTT_URL); a call that needs a session checks it first', async () => {
    for (const route of routeList) {
      const reply = await server.call(sample(route), {
        method: route.method,
        body: route.method === 'GET' ? undefined : {},
      });
      const call = `${route.method} ${route.path}`;
      if (BROKER_AUTH_CALLS.includes(route.name as RouteName)) {
        expect(reply.status, call).toBe(404);
      } else if (needsSession(route.access)) {
        expect(reply.status, call).toBe(401);
        expect(reply.body.message, call).toBe(SERVER.unauthorized);
      } else if (implemented.has(route.name)) {
        expect([200, 400], call).toContain(reply.status);
      } else {
        expect(reply.status, call).toBe(501);
      }
    }
  });
  // Unbuilt calls answer 501 only to a caller who passes the session, validation and access checks:
  // the authorisation matrix (auth/accessMatrix.test.ts) checks that for every one of them.
});

describe('failures on our side', () => {
  it('give a 500 with a generic message and the request id, never the details', async () => {
    const failing = await getTestServer(
      {},
      {
        mailer: {
          send: () => Promise.reject(new Error('connect ECONNREFUSED 10.0.0.7:25 (secret relay)')),
          close: () => {},
        },
      },
    );
    try {
      const reply = await failing.call<{ request_id: string }>('user/forgotPassword', {
        body: { email: 'owner@example.com' },
      });
      expect(reply.status).toBe(500);
      expect(reply.body.message).toBe(SERVER.internalError);
      expect(reply.body.result.request_id).toEqual(expect.any(String));
      expect(JSON.stringify(reply.body)).not.toMatch(/ECONNREFUSED|secret|relay|stack/);
      expectSecurityHeaders(reply.headers);
    } finally {
      await failing.close();
    }
  });
});

describe('rate limits per address', () => {
  it('answer 429 with the envelope, tighter on sign-in than elsewhere', async () => {
    const limited = await getTestServer({ rateLimitPerMinute: 4, authRateLimitPerMinute: 2 });
    try {
      const login = () =>
        limited.call('user/login', {
          body: { email_address: 'owner@example.com', password: 'wrong-password' },
        });
      expect((await login()).status).toBe(400);
      expect((await login()).status).toBe(400);
      const third = await login();
      expect(third.status).toBe(429);
      expect(third.body).toEqual({ statusCode: 429, message: SERVER.tooManyRequests, result: null });
      expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
      expectSecurityHeaders(third.headers);

      const statuses = [];
      for (let i = 0; i < 5; i += 1) statuses.push((await limited.call('user/googleConfig')).status);
      expect(statuses).toEqual([200, 200, 200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});

/** A GET's raw bytes as a browser receives them (fetch would decode them out of sight). */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(url, { headers }, (reply) => {
        const chunks: Buffer[] = [];
        reply.on('data', (chunk: Buffer) => chunks.push(chunk));
        reply.on('end', () => resolve({ headers: reply.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

describe('compressed replies', () => {
  const notifications = () => `${server.url}${API_BASE_PATH}/user/getNotification?page=1&page_size=10`;

  it('sends a JSON reply above 1 kB as brotli or gzip to a client that accepts it, and plain to one that does not', async () => {
    const plain = await rawGet(notifications(), { Auth: token });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(COMPRESS_MIN_BYTES);
    const json = JSON.parse(plain.body.toString());
    expect(json.statusCode).toBe(200);

    const br = await rawGet(notifications(), { Auth: token, 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary?.toLowerCase()).toContain('accept-encoding');
    expect(br.body.length).toBeLessThan(plain.body.length / 2);
    expect(JSON.parse(zlib.brotliDecompressSync(br.body).toString())).toEqual(json);

    const gz = await rawGet(notifications(), { Auth: token, 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gz.body).toString())).toEqual(json);
    // Replies stay private and uncached whatever their encoding.
    expect(br.headers['cache-control']).toBe(plain.headers['cache-control']);
  });

  it('leaves a small reply as it is', async () => {
    const small = await rawGet(`${server.url}${API_BASE_PATH}/user/getNotification?page=1&page_size=1`, {
      Auth: token,
      'accept-encoding': 'br',
    });
    expect(small.body.length).toBeLessThan(COMPRESS_MIN_BYTES);
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});

describe('the dashboard', () => {
  it('answers each prerendered path with its page, no-cache, and other paths with index.html', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'drisk-static-'));
    await mkdir(path.join(dir, 'prerendered'));
    await writeFile(path.join(dir, 'index.html'), '<!doctype html><title>dRisk</title><div id="root"></div>');
    const pages = { '/': 'sign-in', '/register': 'register', '/dashboard': 'shell', '/dashboard/*': 'shell' };
    for (const name of new Set(Object.values(pages)))
      await writeFile(path.join(dir, 'prerendered', `${name}.html`), `<div id="root">${name}</div>`);
    await writeFile(
      path.join(dir, 'prerendered.json'),
      JSON.stringify(
        Object.fromEntries(Object.entries(pages).map(([key, name]) => [key, `prerendered/${name}.html`])),
      ),
    );
    const site = await getTestServer({ staticDir: dir });
    try {
      const expected = {
        '/': 'sign-in',
        '/?next=1': 'sign-in',
        '/register': 'register',
        '/register/': 'register',
        '/dashboard': 'shell',
        '/dashboard/home': 'shell',
        '/dashboard/chat/1/a': 'shell',
        '/nowhere': '<div id="root"></div>',
      };
      // Also for a client that takes no compressed reply (curl without --compressed, some proxies).
      for (const encoding of ['gzip, deflate, br', 'identity'])
        for (const [page, body] of Object.entries(expected)) {
          const reply = await fetch(`${site.url}${page}`, { headers: { 'Accept-Encoding': encoding } });
          expect(reply.status, `${page} ${encoding}`).toBe(200);
          expect(reply.headers.get('cache-control'), page).toBe('no-cache');
          expect(await reply.text(), page).toContain(body);
        }
    } finally {
      await site.close();
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('is served at / with a fallback to index.html for its own paths', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'drisk-static-'));
    await mkdir(path.join(dir, 'assets'));
    await writeFile(path.join(dir, 'index.html'), '<!doctype html><title>dRisk</title><div id="root"></div>');
    await writeFile(path.join(dir, 'assets', 'app-1234.js'), 'console.log("hi")');
    const site = await getTestServer({ staticDir: dir });
    try {
      for (const page of ['/', '/dashboard/home', '/register?email=a%40b.co', '/reset-password?token=abc']) {
        const reply = await fetch(`${site.url}${page}`);
        expect(reply.status, page).toBe(200);
        expect(reply.headers.get('content-type')).toContain('text/html');
        expect(reply.headers.get('cache-control')).toBe('no-cache');
        expect(await reply.text()).toContain('<div id="root">');
        expectSecurityHeaders(reply.headers);
      }
      const asset = await fetch(`${site.url}/assets/app-1234.js`);
      expect(asset.status).toBe(200);
      expect(asset.headers.get('cache-control')).toContain('immutable');
      const api = await fetch(`${site.url}${API_BASE_PATH}/nothing/here`);
      expect(api.status).toBe(404);
      expect(((await api.json()) as { message: string }).message).toBe(SERVER.notFound);
    } finally {
      await site.close();
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('serves the admin console at /admin/ with its own fallback, beside the dashboard', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'drisk-static-'));
    const adminDir = path.join(dir, 'admin');
    await mkdir(path.join(dir, 'dashboard', 'assets'), { recursive: true });
    await mkdir(path.join(adminDir, 'assets'), { recursive: true });
    await writeFile(
      path.join(dir, 'dashboard', 'index.html'),
      '<!doctype html><title>dRisk</title><div id="root"></div>',
    );
    await writeFile(
      path.join(adminDir, 'index.html'),
      '<!doctype html><title>dRisk Admin</title><div id="admin"></div>',
    );
    await writeFile(path.join(adminDir, 'assets', 'admin-1234.js'), 'console.log("admin")');
    const site = await getTestServer({ staticDir: path.join(dir, 'dashboard'), adminStaticDir: adminDir });
    try {
      for (const page of ['/admin/', '/admin/companies', '/admin/users/5/devices']) {
        const reply = await fetch(`${site.url}${page}`);
        expect(reply.status, page).toBe(200);
        expect(reply.headers.get('cache-control'), page).toBe('no-cache');
        expect(await reply.text(), page).toContain('<div id="admin">');
      }
      const bare = await fetch(`${site.url}/admin`, { redirect: 'manual' });
      expect(bare.status).toBe(302);
      expect(bare.headers.get('location')).toBe('/admin/');
      const asset = await fetch(`${site.url}/admin/assets/admin-1234.js`);
      expect(asset.status).toBe(200);
      expect(asset.headers.get('cache-control')).toContain('immutable');
      expect((await fetch(`${site.url}/admin/assets/gone-9999.js`)).status).toBe(404);
      expect(await (await fetch(`${site.url}/dashboard/home`)).text()).toContain('<div id="root">');
    } finally {
      await site.close();
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('serves the static Storybook at /storybook/ with headers that let it run, and only there', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'drisk-static-'));
    const storybookDir = path.join(dir, 'storybook-static');
    await mkdir(path.join(dir, 'dashboard'), { recursive: true });
    await mkdir(path.join(storybookDir, 'assets'), { recursive: true });
    await writeFile(path.join(dir, 'dashboard', 'index.html'), '<!doctype html><div id="root"></div>');
    await writeFile(path.join(storybookDir, 'index.html'), '<!doctype html><title>@storybook/core</title>');
    await writeFile(path.join(storybookDir, 'iframe.html'), '<!doctype html><div id="storybook-root"></div>');
    await writeFile(path.join(storybookDir, 'assets', 'preview-1234.js'), 'console.log("preview")');
    const site = await getTestServer({
      staticDir: path.join(dir, 'dashboard'),
      storybookStaticDir: storybookDir,
    });
    const unbuilt = await getTestServer({ staticDir: path.join(dir, 'dashboard') });
    try {
      for (const page of ['/storybook/', '/storybook/iframe.html', '/storybook/assets/preview-1234.js']) {
        const reply = await fetch(`${site.url}${page}`);
        expect(reply.status, page).toBe(200);
        const policy = reply.headers.get('content-security-policy') ?? '';
        expect(policy, page).toContain("script-src 'self' 'unsafe-inline'");
        expect(policy, page).toContain("frame-ancestors 'self'");
        expect(reply.headers.get('x-frame-options'), page).toBe('SAMEORIGIN');
      }
      expect(await (await fetch(`${site.url}/storybook/iframe.html`)).text()).toContain('storybook-root');
      const bare = await fetch(`${site.url}/storybook`, { redirect: 'manual' });
      expect(bare.status).toBe(302);
      expect(bare.headers.get('location')).toBe('/storybook/');
      // Not a single-page app: an unknown path is a 404, not the dashboard.
      const missing = await fetch(`${site.url}/storybook/gone.html`);
      expect(missing.status).toBe(404);
      expect(await missing.text()).not.toContain('<div id="root">');
      // The app itself keeps its strict policy.
      const dashboard = await fetch(`${site.url}/dashboard/home`);
      expect(dashboard.headers.get('content-security-policy')).toContain("script-src 'self';");
      expect(dashboard.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(dashboard.headers.get('x-frame-options')).toBe('DENY');
      // Without a Storybook build there is nothing at /storybook/.
      expect((await fetch(`${unbuilt.url}/storybook/`)).status).toBe(404);
      expect((await fetch(`${unbuilt.url}/storybook/iframe.html`)).status).toBe(404);
    } finally {
      await site.close();
      await unbuilt.close();
      await rm(dir, { recursive: true, force: true });
    }
  });

  // Issue 7: the maps (with the app's full source) were served to anyone in production.
  it('serves source maps only when SERVE_SOURCE_MAPS says so; a missing asset is a 404, not the app', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'drisk-static-'));
    await mkdir(path.join(dir, 'assets'));
    await writeFile(path.join(dir, 'index.html'), '<!doctype html><title>dRisk</title><div id="root"></div>');
    await writeFile(
      path.join(dir, 'assets', 'app-1234.js'),
      'console.log("hi")\n//# sourceMappingURL=app-1234.js.map',
    );
    await writeFile(path.join(dir, 'assets', 'app-1234.js.map'), '{"version":3,"sourcesContent":["secret"]}');
    const site = await getTestServer({ staticDir: dir });
    const debugging = await getTestServer({ staticDir: dir, serveSourceMaps: true });
    try {
      expect(site.config.serveSourceMaps).toBe(false);
      for (const asset of ['/assets/app-1234.js.map', '/assets/app-1234.js.ma%70', '/assets/gone-9999.js']) {
        const reply = await fetch(`${site.url}${asset}`);
        expect(reply.status, asset).toBe(404);
        const text = await reply.text();
        expect(text, asset).not.toContain('secret');
        expect(text, asset).not.toContain('<div id="root">');
        expectSecurityHeaders(reply.headers);
      }
      expect((await fetch(`${site.url}/assets/app-1234.js`)).status).toBe(200);
      const map = await fetch(`${debugging.url}/assets/app-1234.js.map`);
      expect(map.status).toBe(200);
      expect(await map.text()).toContain('secret');
    } finally {
      await site.close();
      await debugging.close();
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("sends the build's brotli or gzip copy of an asset to a client that accepts it", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'drisk-static-'));
    await mkdir(path.join(dir, 'assets'));
    const script = `export const words = ${JSON.stringify('gateway '.repeat(2000))};\n`;
    await writeFile(path.join(dir, 'index.html'), '<!doctype html><title>dRisk</title><div id="root"></div>');
    await writeFile(path.join(dir, 'assets', 'app-1234.js'), script);
    await writeFile(path.join(dir, 'assets', 'tiny-1234.js'), 'export {}');
    expect(await precompressDir(dir)).toBe(1);
    await expect(access(path.join(dir, 'assets', 'tiny-1234.js.gz'))).rejects.toThrow();
    const site = await getTestServer({ staticDir: dir });
    const raw = (encoding: string) =>
      rawGet(`${site.url}/assets/app-1234.js`, { 'accept-encoding': encoding });
    try {
      const br = await raw('gzip, deflate, br');
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary?.toLowerCase()).toContain('accept-encoding');
      expect(br.headers['cache-control']).toContain('immutable');
      expect(br.body.length).toBeLessThan(script.length / 10);
      expect(zlib.brotliDecompressSync(br.body).toString()).toBe(script);
      const gz = await raw('gzip, deflate');
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(zlib.gunzipSync(gz.body).toString()).toBe(script);
      const plain = await raw('identity');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.toString()).toBe(script);
    } finally {
      await site.close();
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('explains how to build it when it is missing', async () => {
    const reply = await fetch(`${server.url}/dashboard/home`);
    expect(reply.status).toBe(404);
    expect(await reply.text()).toContain('npm run build');
  });
});
