import { API_BASE_PATH } from '@drisk/contract';

/** One request as the fake server saw it. */
export interface SeenRequest {
  method: string;
  /** Path below /api/3.0/, with the query string. */
  path: string;
  headers: Record<string, string>;
  body: unknown;
}

export interface Envelope {
  statusCode: number;
  message: string;
  result?: unknown;
}

type Handler = Envelope | ((request: SeenRequest) => Envelope | Promise<Envelope>);

/**
 * A fetch double at the data-provider boundary: answers `METHOD path` with an envelope, records every
 * request, and answers 404 for anything it does not know (so a test sees unexpected calls).
 */
export function createFakeServer(handlers: Record<string, Handler> = {}) {
  const requests: SeenRequest[] = [];
  const routes = new Map(Object.entries(handlers));

  const fetch = async (input: string | URL | Request, init: RequestInit = {}): Promise<Response> => {
    const url = String(input);
    const path = url.slice(url.indexOf(API_BASE_PATH) + API_BASE_PATH.length + 1);
    const request: SeenRequest = {
      method: init.method ?? 'GET',
      path,
      headers: { ...(init.headers as Record<string, string>) },
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    requests.push(request);
    const handler = routes.get(`${request.method} ${path.split('?')[0]}`);
    const reply = !handler
      ? { statusCode: 404, message: `No fake for ${request.method} ${path}` }
      : typeof handler === 'function'
        ? await handler(request)
        : handler;
    return new Response(JSON.stringify({ result: null, ...reply }), {
      status: reply.statusCode,
      headers: { 'content-type': 'application/json' },
    });
  };

  return {
    fetch: fetch as typeof globalThis.fetch,
    requests,
    /** Requests to one path (without query), in order. */
    requestsTo: (path: string) => requests.filter((request) => request.path.split('?')[0] === path),
    on(route: string, handler: Handler) {
      routes.set(route, handler);
    },
  };
}

export type FakeServer = ReturnType<typeof createFakeServer>;
