import { SERVER } from '@drisk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest } from '../test/rawHttp';
import { getTestServer, type TestServer } from '../test/testServer';
import { securityHeaders } from './securityHeaders';

/**
 * Issue 7: a body sent at half a byte per second kept its connection open indefinitely. With short
 * timeouts configured, slow clients get the 408 envelope on time and idle connections are closed.
 */
let server: TestServer;
beforeAll(async () => {
  server = await getTestServer({ requestTimeoutMs: 1500, headersTimeoutMs: 1000, keepAliveTimeoutMs: 500 });
});
afterAll(() => server?.close());

const LOGIN_HEAD =
  'POST /api/3.0/user/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n';

function expect408(reply: { status: number; headers: Record<string, string>; body: string }) {
  expect(reply.status).toBe(408);
  expect(JSON.parse(reply.body)).toEqual({ statusCode: 408, message: SERVER.requestTimeout, result: null });
  expect(reply.headers['content-security-policy']).toBe(
    securityHeaders({ https: false, mapTileUrl: server.config.mapTileUrl })['Content-Security-Policy'],
  );
}

describe('request timeouts', () => {
  it('a body trickling in at half a byte per second: 408 soon after the request timeout', async () => {
    const body = '{"email_address": "owner@example.com"}'.split('');
    const reply = await rawRequest(server.url, [LOGIN_HEAD, ...body], { intervalMs: 2000, waitMs: 10_000 });
    expect408(reply);
    // 1.5 s, checked every 0.5 s; far below the 10 s the test would wait.
    expect(reply.elapsed).toBeLessThan(4000);
  });

  it('headers trickling in: 408 soon after the headers timeout', async () => {
    const headers = [
      'GET /api/3.0/user/googleConfig HTTP/1.1\r\n',
      ...Array.from({ length: 30 }, (_, i) => `X-${i}: y\r\n`),
    ];
    const reply = await rawRequest(server.url, headers, { intervalMs: 200, waitMs: 10_000 });
    expect408(reply);
    expect(reply.elapsed).toBeLessThan(4000);
  });

  it('an idle kept-alive connection is closed after the keep-alive timeout', async () => {
    const reply = await rawRequest(server.url, 'GET /api/3.0/user/googleConfig HTTP/1.1\r\nHost: x\r\n\r\n', {
      waitMs: 10_000,
    });
    expect(reply.status).toBe(200);
    expect(reply.elapsed).toBeGreaterThanOrEqual(500);
    expect(reply.elapsed).toBeLessThan(4000);
  });
});
