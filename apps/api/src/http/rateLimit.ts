import rateLimit from '@fastify/rate-limit';
import { API_BASE_PATH, SERVER } from '@drisk/contract';
import type { FastifyInstance } from 'fastify';
import { HttpError } from './HttpError';

/**
 * Requests per minute per client address on /api (static files are not counted). Must be registered
 * before the routes, whose own `config.rateLimit` tightens the limit of sign-in and password calls.
 */
export async function registerRateLimit(app: FastifyInstance, perMinute: number) {
  await app.register(rateLimit, {
    global: true,
    max: perMinute,
    timeWindow: '1 minute',
    allowList: (request) => !request.url.startsWith(`${API_BASE_PATH}/`),
    errorResponseBuilder: () => new HttpError(429, SERVER.tooManyRequests),
  });
}
