import { SERVER } from '@drisk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest, type RawReply } from '../test/rawHttp';
import { getTestServer, type TestServer } from '../test/testServer';
import { securityHeaders } from './securityHeaders';

/**
 * Issue 7: HTTP that Node's parser refuses got Node's (Fastify's) own `{"error":"Bad Request",...}`, outside
 * the envelope and without the security headers. Sent over a raw socket, since fetch cannot send it.
 */
let server: TestServer;
beforeAll(async () => {
  server = await getTestServer();
});
afterAll(() => server?.close());

const LOGIN = 'POST /api/3.0/user/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n';
const CONFIG = 'GET /api/3.0/user/googleConfig HTTP/1.1\r\nHost: x\r\n';

function expectEnvelope(reply: RawReply, status: number, message: string) {
  expect(reply.status).toBe(status);
  expect(reply.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(JSON.parse(reply.body)).toEqual({ statusCode: status, message, result: null });
  for (const [name, value] of Object.entries(
    securityHeaders({ https: false, mapTileUrl: server.config.mapTileUrl }),
  )) {
    expect(reply.headers[name.toLowerCase()], name).toBe(value);
  }
}

describe('malformed HTTP gets the envelope and the security headers', () => {
  it.each([
    ['a header line without a colon', `${CONFIG}NoColonHere\r\n\r\n`],
    ['bad chunked encoding', `${LOGIN}Transfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n`],
    [
      'both Content-Length and Transfer-Encoding',
      `${LOGIN}Content-Length: 2\r\nTransfer-Encoding: chunked\r\n\r\n2\r\n{}\r\n0\r\n\r\n`,
    ],
    ['an unknown method', 'FOO /api/3.0/user/googleConfig HTTP/1.1\r\nHost: x\r\n\r\n'],
    ['a request line that is not HTTP', 'hello there\r\n\r\n'],
  ])('%s: 400', async (_label, request) => {
    const reply = await rawRequest(server.url, request);
    expectEnvelope(reply, 400, SERVER.malformedRequest);
    expect(reply.headers.connection).toBe('close');
  });

  it('a 20 KB header: 431', async () => {
    const reply = await rawRequest(server.url, `${CONFIG}X-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expectEnvelope(reply, 431, SERVER.headersTooLarge);
  });

  it('a method Node knows but no route has: the 404 envelope, through Fastify', async () => {
    const reply = await rawRequest(
      server.url,
      'PURGE /api/3.0/user/googleConfig HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
    );
    expectEnvelope(reply, 404, SERVER.notFound);
  });

  it('leaves the server answering everyone else', async () => {
    await rawRequest(server.url, `${CONFIG}NoColonHere\r\n\r\n`);
    expect((await server.call('user/googleConfig')).status).toBe(200);
  });
});
