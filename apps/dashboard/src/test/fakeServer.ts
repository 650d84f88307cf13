import { API_BASE_PATH, routePaths } from '@drisk/contract/client';
import type { RouteName } from '@drisk/contract';

/** What the fake server answers for a route: statusCode 200 and message 'OK' unless given. */
export interface FakeReply {
  statusCode?: number;
  message?: string;
  result?: unknown;
}

/** One request the app sent, with its body and query parsed. */
export interface RecordedCall {
  method: string;
  /** Path below /api/3.0/, with the query string. */
  path: string;
  headers: Record<string, string>;
  body: unknown;
  query: Record<string, string>;
}

export type FakeHandler = (call: RecordedCall) => FakeReply | Promise<FakeReply>;
export type FakeAnswer = FakeReply | FakeHandler;
/** Answers keyed by the contract's route names, so a renamed route breaks the test at compile time. */
export type FakeRoutes = Partial<Record<RouteName, FakeAnswer>>;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether a call is one of the route: its method, and its path with any `{param}` filled in. */
function isCallOf(name: RouteName, call: RecordedCall): boolean {
  const { method, path } = routePaths[name];
  const pattern = new RegExp(
    `^${path
      .split(/\{\w+\}/)
      .map(escapeRegExp)
      .join('[^/]+')}$`,
  );
  return call.method === method && pattern.test(call.path.split('?')[0]);
}

function recordedCall(input: string | URL | Request, init: RequestInit): RecordedCall {
  const url = String(input);
  const path = url.slice(url.indexOf(API_BASE_PATH) + API_BASE_PATH.length + 1);
  return {
    method: init.method ?? 'GET',
    path,
    headers: { ...(init.headers as Record<string, string>) },
    body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    query: Object.fromEntries(new URLSearchParams(path.split('?')[1] ?? '')),
  };
}

/**
 * A fetch double at the data-provider boundary: answers each route by name with an envelope, records every
 * request, and answers 404 for anything it was not told (so a test sees unexpected calls).
 */
export function createFakeServer(answers: FakeRoutes = {}) {
  const requests: RecordedCall[] = [];
  const handlers = new Map(Object.entries(answers) as [RouteName, FakeAnswer][]);

  const fetch = async (input: string | URL | Request, init: RequestInit = {}): Promise<Response> => {
    const call = recordedCall(input, init);
    requests.push(call);
    const name = [...handlers.keys()].find((route) => isCallOf(route, call));
    const answer = name && handlers.get(name);
    const reply: FakeReply = !answer
      ? { statusCode: 404, message: `No fake for ${call.method} ${call.path}` }
      : typeof answer === 'function'
        ? await answer(call)
        : answer;
    const statusCode = reply.statusCode ?? 200;
    return new Response(
      JSON.stringify({ statusCode, message: reply.message ?? 'OK', result: reply.result ?? null }),
      { status: statusCode, headers: { 'content-type': 'application/json' } },
    );
  };

  return {
    fetch: fetch as typeof globalThis.fetch,
    /** Every request, in order. */
    requests,
    /** The requests of one route, in order. */
    callsOf: (name: RouteName) => requests.filter((call) => isCallOf(name, call)),
    /** Answers a route from now on (replacing an earlier answer). */
    on(name: RouteName, answer: FakeAnswer) {
      handlers.set(name, answer);
    },
  };
}

export type FakeServer = ReturnType<typeof createFakeServer>;
