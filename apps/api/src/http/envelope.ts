import type { ApiReply } from '@drisk/contract';
import type { FastifyReply } from 'fastify';

/** Sends the 3.0 reply envelope; the HTTP status always equals statusCode. */
export function sendEnvelope(
  reply: FastifyReply,
  statusCode: number,
  message: string,
  result: unknown = null,
) {
  const body: ApiReply<unknown> = { statusCode, message, result };
  return reply.code(statusCode).type('application/json; charset=utf-8').send(body);
}
