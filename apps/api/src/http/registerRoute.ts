import { API_BASE_PATH, SERVER, needsSession, toRouterPath, type RouteDef } from '@drisk/contract';
import type { Readable } from 'node:stream';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../appContext';
import { authenticate } from '../auth/authenticate';
import { enforceAccess, type Grant } from '../auth/enforceAccess';
import type { Session } from '../auth/sessions';
import { sendEnvelope } from './envelope';
import { HttpError } from './HttpError';
import { readMultipartFields } from './multipartBody';
import { fieldProblems, validationMessage, type RequestPart } from './validationMessage';

declare module 'fastify' {
  interface FastifyRequest {
    /** The body exactly as sent, kept only for routes marked `rawBody` in the contract (signed webhooks). */
    rawBody?: string;
  }
}

type Part<S> = S extends z.ZodType ? z.output<S> : undefined;

/**
 * What a handler receives: the request's parts, already validated by the route's schemas, and what the
 * route's access declaration verified (the device and the caller's role on it, the group, the company).
 */
export interface RouteInput<R extends RouteDef> {
  body: Part<NonNullable<R['body']>>;
  query: Part<NonNullable<R['query']>>;
  params: Part<NonNullable<R['params']>>;
  request: FastifyRequest;
  grant: Grant;
  /**
   * The files of a `multipart` route, in order, each to be read to its end before the next; only after
   * the form's fields passed validation and access. Reading past the route's limits throws its 400/413.
   */
  files: AsyncIterable<MultipartFile>;
}

/** A file a `download` route of the contract sends instead of the envelope (errors still use it). */
export interface RouteDownload {
  body: Readable | Buffer;
  contentType: string;
  /** The Content-Disposition header, e.g. attachment; filename="issues.csv". */
  disposition: string;
}

/** What a handler returns: the envelope's result (typed by the contract) and optionally its message. */
export interface RouteOutput<R extends RouteDef> {
  message?: string;
  result: z.input<R['result']>;
  /** Extra response headers, e.g. a cookie. */
  headers?: Record<string, string>;
  /** Only for routes marked `download` in the contract. */
  download?: RouteDownload;
}

/** A route's implementation, checked against the route's access (session or none) when it is mounted. */
export interface RouteImplementation {
  auth: boolean;
  handle(input: {
    body: unknown;
    query: unknown;
    params: unknown;
    request: FastifyRequest;
    session: Session | null;
    grant: Grant;
    files: AsyncIterable<MultipartFile>;
  }): Promise<{
    message?: string;
    result: unknown;
    headers?: Record<string, string>;
    download?: RouteDownload;
  }>;
}

/** A call that needs no session (login, registration, password reset...). */
export function publicRoute<R extends RouteDef>(
  route: R,
  handler: (input: RouteInput<R>) => Promise<RouteOutput<R>>,
): RouteImplementation {
  if (needsSession(route.access)) {
    throw new Error(`${route.path} needs a session: implement it with sessionRoute`);
  }
  return { auth: false, handle: (input) => handler(input as unknown as RouteInput<R>) };
}

/** A call that needs a session: the handler always gets the caller's session. */
export function sessionRoute<R extends RouteDef>(
  route: R,
  handler: (input: RouteInput<R> & { session: Session }) => Promise<RouteOutput<R>>,
): RouteImplementation {
  if (!needsSession(route.access)) {
    throw new Error(`${route.path} needs no session: implement it with publicRoute`);
  }
  return {
    auth: true,
    handle: (input) => handler(input as unknown as RouteInput<R> & { session: Session }),
  };
}

/** The path of the first string holding U+0000, which PostgreSQL text cannot store; null when there is none. */
function findNulCharacter(value: unknown, path: string[] = [], depth = 0): string[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (depth > 32 || value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    const found = findNulCharacter(item, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}

/** Validates one part of a request against its schema: the parsed value, or a 400 naming each bad field. */
export function parsePart(schema: z.ZodType | undefined, value: unknown, part: RequestPart): unknown {
  if (!schema) return undefined;
  const nulAt = findNulCharacter(value);
  if (nulAt) {
    const field = nulAt.length > 0 ? nulAt.join('.') : part;
    const problems = [{ field, message: 'must not contain the character U+0000' }];
    throw new HttpError(400, validationMessage(problems), { errors: problems });
  }
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const problems = fieldProblems(parsed.error, part);
  throw new HttpError(400, validationMessage(problems), { errors: problems });
}

async function* noFiles(): AsyncGenerator<MultipartFile> {}

export interface RegisterRouteOptions {
  /** Requests per minute per address for this call, when tighter than the general limit. */
  rateLimitPerMinute?: number;
}

/**
 * Mounts one call of the contract at /api/3.0/<path>: the session check first (401; 403 for a session held
 * to the two-factor set-up calls, auth/twoFactorRequirement.ts), then validation of
 * params, query and body (400), then the route's access declaration (403, auth/enforceAccess.ts), then the
 * handler, whose result is wrapped in the envelope. Calls without an implementation answer 501 once the
 * caller has passed all three, so an unbuilt call reveals nothing to someone who may not make it.
 */
export function registerRoute(
  app: FastifyInstance,
  ctx: AppContext,
  route: RouteDef & { name: string },
  implementation: RouteImplementation | undefined,
  options: RegisterRouteOptions = {},
) {
  const auth = needsSession(route.access);
  if (implementation && implementation.auth !== auth) {
    throw new Error(`${route.name}: the implementation's session rule differs from the contract's`);
  }
  if (route.rawBody) {
    // Its own scope, so only this route parses JSON keeping the exact text the signature covers.
    void app.register(async (scope) => {
      scope.removeContentTypeParser('application/json');
      scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, text, done) => {
        request.rawBody = text as string;
        try {
          done(null, text === '' ? undefined : JSON.parse(text as string));
        } catch {
          done(new HttpError(400, SERVER.malformedJson), undefined);
        }
      });
      mountRoute(scope, ctx, route, implementation, options, auth);
    });
    return;
  }
  mountRoute(app, ctx, route, implementation, options, auth);
}

function mountRoute(
  app: FastifyInstance,
  ctx: AppContext,
  route: RouteDef & { name: string },
  implementation: RouteImplementation | undefined,
  options: RegisterRouteOptions,
  auth: boolean,
) {
  app.route({
    method: route.method,
    url: `${API_BASE_PATH}/${toRouterPath(route.path)}`,
    bodyLimit: route.bodyLimit,
    config: options.rateLimitPerMinute
      ? { rateLimit: { max: options.rateLimitPerMinute, timeWindow: '1 minute' } }
      : {},
    handler: async (request, reply) => {
      const session = auth ? await authenticate(ctx, request, route.name) : null;
      const params = parsePart(route.params, request.params ?? {}, 'params');
      const query = parsePart(route.query, request.query ?? {}, 'query');
      // A refused upload leaves its unread body on the socket: the connection closes after the reply, so
      // the client's next request never queues behind bytes nobody will read.
      if (route.multipart) reply.header('connection', 'close');
      // A multipart form's fields come before its files; the files are read only once these pass.
      const multipart = route.multipart ? await readMultipartFields(request, route.multipart) : null;
      // No body at all reads as an empty object, so the message names the missing fields.
      const rawBody = multipart ? multipart.fields : request.body === undefined ? {} : request.body;
      const body = parsePart(route.body, rawBody, 'body');
      const grant = await enforceAccess(ctx, route.access, session, { body, query, params });
      if (!implementation) throw new HttpError(501, SERVER.notImplemented);
      const files = multipart ? multipart.files : noFiles();
      const output = await implementation.handle({ body, query, params, request, session, grant, files });
      if (output.headers) reply.headers(output.headers);
      if (route.download && output.download) {
        const { body: file, contentType, disposition } = output.download;
        return reply.code(200).type(contentType).header('content-disposition', disposition).send(file);
      }
      const { message, result } = output;
      if (ctx.config.validateReplies) {
        const checked = route.result.safeParse(result);
        if (!checked.success) {
          throw new Error(`Reply of ${route.name} does not match the contract: ${checked.error.message}`);
        }
      }
      return sendEnvelope(reply, 200, message ?? SERVER.success, result ?? null);
    },
  });
}
