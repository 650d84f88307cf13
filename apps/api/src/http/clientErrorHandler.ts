import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { SERVER, type ApiReply } from '@drisk/contract';
import type { FastifyInstance } from 'fastify';

/** What Node's HTTP parser refuses before Fastify sees a request, and what we answer. */
function replyFor(code: string | undefined): { status: number; message: string } {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, message: SERVER.requestTimeout };
  if (code === 'HPE_HEADER_OVERFLOW') return { status: 431, message: SERVER.headersTooLarge };
  return { status: 400, message: SERVER.malformedRequest };
}

/**
 * The http server's 'clientError' handler (Fastify's `clientErrorHandler` option): a header line without a
 * colon, bad chunked encoding, both Content-Length and Transfer-Encoding, an unknown method, headers over
 * the limit, or a request slower than the timeouts. There is no request object to reply through, so the
 * reply is written to the socket, the same envelope and security headers as every other reply, and the
 * connection is closed (nothing after a broken request can be trusted to start where it seems to).
 */
export function clientErrorHandler(headers: Record<string, string>) {
  return function handle(this: FastifyInstance, error: NodeJS.ErrnoException, socket: Socket) {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const { status, message } = replyFor(error.code);
    this.log.info({ err: error }, 'Refused malformed HTTP');
    // As Node does: only when no reply to this connection has started (a timeout during a slow upload).
    const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
    if (socket.writable && !inFlight?.headersSent) {
      const body = JSON.stringify({ statusCode: status, message, result: null } satisfies ApiReply<null>);
      const head = [
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
        'Content-Type: application/json; charset=utf-8',
        `Content-Length: ${Buffer.byteLength(body)}`,
        'Connection: close',
        ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
      ];
      socket.write(`${head.join('\r\n')}\r\n\r\n${body}`);
    }
    // Closed for good once the reply is out, even if the client is still sending.
    socket.destroySoon();
  };
}
