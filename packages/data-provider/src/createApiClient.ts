import { API_BASE_PATH, UI_TEXT, routePaths } from '@drisk/contract/client';
// Types only: the route table and its zod schemas stay out of the browser bundle.
import type {
  ApiReply,
  RouteBody,
  RouteName,
  RouteParams,
  RouteQuery,
  RouteResult,
  Routes as RouteTable,
} from '@drisk/contract';
import { ApiError } from './ApiError';
import { buildRequest, type RequestParts } from './buildRequest';

/** The route table's type, so a call's name gives its body, query, params and result. */
export type Routes = RouteTable;

/** What a call sends besides its name; each part is typed by the route. */
export interface CallInput<N extends RouteName> {
  body?: RouteBody<Routes[N]>;
  query?: RouteQuery<Routes[N]>;
  params?: RouteParams<Routes[N]>;
}

export interface CallInit {
  /** Aborts the request; the call then rejects with the signal's reason, not with an ApiError. */
  signal?: AbortSignal;
}

export interface ApiClientOptions {
  /** Where the 3.0 API lives. @default '/api/3.0' */
  baseUrl?: string;
  /** Read before every call, so a new sign-in is picked up without a new client. */
  getToken: () => string | null;
  /** Injected in tests; the global fetch otherwise. */
  fetch?: typeof fetch;
}

export interface ApiClient {
  /** Calls a route of the contract. Resolves only for statusCode 200; rejects with ApiError otherwise. */
  call<N extends RouteName>(
    name: N,
    input?: CallInput<N>,
    init?: CallInit,
  ): Promise<ApiReply<RouteResult<Routes[N]>>>;
  /**
   * Subscribes to session expiry (401 'Session expires. Please login again'). The listener fires once per
   * expired token, however many calls were in flight with it. An expiry that nobody was subscribed to hear
   * (a call started before the app rendered) is told to the first listener, while that token is still the
   * current one. Returns the unsubscribe function.
   */
  onSessionExpired(listener: () => void): () => void;
}

const isEnvelope = (value: unknown): value is ApiReply<unknown> =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { statusCode?: unknown }).statusCode === 'number' &&
  typeof (value as { message?: unknown }).message === 'string';

/** Marker for "no expiry seen yet": a token is a string or null, never this. */
const NONE = Symbol('none');

export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseUrl = (options.baseUrl ?? API_BASE_PATH).replace(/\/+$/, '');
  // Wrapped so the browser's fetch is never called with a foreign `this`.
  const send: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const listeners = new Set<() => void>();
  let lastExpiredToken: string | null | typeof NONE = NONE;
  // True while the last expiry has reached no listener.
  let expiryUntold = false;

  const notifyExpired = (token: string | null) => {
    // Concurrent calls made with the same token all fail the same way: tell the app once.
    if (token === lastExpiredToken) return;
    lastExpiredToken = token;
    expiryUntold = listeners.size === 0;
    for (const listener of [...listeners]) listener();
  };

  /** Rejects with the abort reason when the caller aborted, otherwise with the given error. */
  const failure = (signal: AbortSignal | undefined, error: ApiError) => {
    if (signal?.aborted) return signal.reason ?? new DOMException('The call was aborted', 'AbortError');
    return error;
  };

  async function call<N extends RouteName>(
    name: N,
    input: CallInput<N> = {},
    init: CallInit = {},
  ): Promise<ApiReply<RouteResult<Routes[N]>>> {
    const route = routePaths[name];
    const token = options.getToken();
    const request = buildRequest(baseUrl, route, input as RequestParts, token);

    let response: Response;
    let text: string;
    try {
      response = await send(request.url, { ...request.init, signal: init.signal });
      text = await response.text();
    } catch (cause) {
      throw failure(init.signal, new ApiError(0, UI_TEXT.serverUnreachable, null, { cause }));
    }

    let reply: unknown;
    try {
      reply = text ? JSON.parse(text) : undefined;
    } catch {
      reply = undefined;
    }
    if (!isEnvelope(reply)) {
      // A proxy error page or an empty body: nothing the server said can be shown.
      throw new ApiError(response.status, UI_TEXT.serverUnexpectedReply, null);
    }
    if (response.ok && reply.statusCode === 200) return reply as ApiReply<RouteResult<Routes[N]>>;

    const error = new ApiError(
      reply.statusCode === 200 ? response.status : reply.statusCode,
      reply.message,
      reply.result ?? null,
    );
    if (error.isSessionExpired) notifyExpired(token);
    throw error;
  }

  return {
    call,
    onSessionExpired(listener) {
      listeners.add(listener);
      if (expiryUntold) {
        // After the subscriber's own set-up, as a call's failure would reach it; a subscriber that left
        // meanwhile (React's development double mount) leaves it to the next.
        queueMicrotask(() => {
          if (!expiryUntold || !listeners.has(listener) || lastExpiredToken !== options.getToken()) return;
          expiryUntold = false;
          listener();
        });
      }
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
