import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StubFileServer {
  url: string;
  close(): Promise<void>;
}

/**
 * A stand-in for a gateway's local file server, so the calls that copy to and from the gateway reach
 * their cloud side: every GET answers a small text file, anything else the envelope's success.
 */
export async function startStubFileServer(): Promise<StubFileServer> {
  const server = createServer((request, reply) => {
    request.resume();
    request.on('end', () => {
      if (request.method === 'GET') {
        reply.writeHead(200, { 'content-type': 'text/plain' }).end('a file on the gateway\n');
        return;
      }
      reply
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ statusCode: 200, message: 'ok', result: null }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
