import { AUTH_HEADER, UI_TEXT } from '@drisk/contract/client';
import { HttpError } from 'ra-core';

/** What react-admin's http clients answer (fetchUtils.fetchJson's shape); `json` is the envelope's result. */
export interface HttpReply {
  status: number;
  headers: Headers;
  body: string;
  json: unknown;
}

export interface HttpRequestOptions {
  method?: string;
  body?: string;
  headers?: Headers | Record<string, string>;
}

export type HttpClient = (url: string, options?: HttpRequestOptions) => Promise<HttpReply>;

export interface DriskHttpClientOptions {
  /** Read before every request, so a new sign-in is picked up. */
  getToken: () => string | null;
  /** Injected in tests; the global fetch otherwise. */
  fetch?: typeof fetch;
}

/**
 * The http client of the admin console: sends the session token in the Auth header, unwraps the 3.0
 * envelope (`json` is its result, so ra-data-simple-rest reads the audit log's rows directly) and rejects
 * every reply whose statusCode is not 200 with react-admin's HttpError(message, status, body), so 401
 * reaches the auth provider and the server's message reaches the notification.
 */
export function createDriskHttpClient(options: DriskHttpClientOptions): HttpClient {
  const send: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  return async (url, request = {}) => {
    const headers = new Headers(request.headers);
    if (!headers.has('Accept')) headers.set('Accept', 'application/json');
    if (request.body !== undefined && !headers.has('Content-Type'))
      headers.set('Content-Type', 'application/json');
    const token = options.getToken();
    if (token) headers.set(AUTH_HEADER, token);
    let response: Response;
    let text: string;
    try {
      response = await send(url, { method: request.method ?? 'GET', headers, body: request.body });
      text = await response.text();
    } catch {
      throw new HttpError(UI_TEXT.serverUnreachable, 0, null);
    }
    let envelope: { statusCode?: unknown; message?: unknown; result?: unknown } | undefined;
    try {
      envelope = text ? (JSON.parse(text) as typeof envelope) : undefined;
    } catch {
      envelope = undefined;
    }
    if (!envelope || typeof envelope.statusCode !== 'number' || typeof envelope.message !== 'string') {
      throw new HttpError(UI_TEXT.serverUnexpectedReply, response.status, text);
    }
    if (!response.ok || envelope.statusCode !== 200) {
      throw new HttpError(
        envelope.message,
        envelope.statusCode === 200 ? response.status : envelope.statusCode,
        envelope,
      );
    }
    return { status: response.status, headers: response.headers, body: text, json: envelope.result };
  };
}
