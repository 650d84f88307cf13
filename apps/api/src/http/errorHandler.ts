import { SERVER } from '@drisk/contract';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { sendEnvelope } from './envelope';
import { HttpError } from './HttpError';

/** Fastify's own request errors, answered with a message that says what to fix. */
const FRAMEWORK_ERRORS: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: SERVER.bodyTooLarge },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: SERVER.unsupportedMediaType },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: SERVER.malformedJson },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: SERVER.malformedJson },
};

/**
 * Every error becomes the reply envelope. Handler errors (HttpError) keep their status and message;
 * request problems get a 4xx that says what is wrong; anything else is our fault: a 500 with a generic
 * message and the request id, the details only in the log.
 */
export function handleError(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof HttpError) return sendEnvelope(reply, error.statusCode, error.message, error.result);

  const known = 'code' in error ? FRAMEWORK_ERRORS[error.code] : undefined;
  if (known) return sendEnvelope(reply, known.status, known.message);

  const status = 'statusCode' in error ? Number(error.statusCode) : 500;
  if (status >= 400 && status < 500) {
    request.log.info({ err: error }, 'Rejected request');
    // The JSON parser reports broken or poisoned JSON as a plain 400 SyntaxError.
    const message = error instanceof SyntaxError ? SERVER.malformedJson : SERVER.badRequest;
    return sendEnvelope(reply, status, message);
  }

  request.log.error({ err: error }, 'Unexpected error');
  return sendEnvelope(reply, 500, SERVER.internalError, { request_id: request.id });
}
