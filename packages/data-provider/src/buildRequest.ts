import { AUTH_HEADER, fillPath, type RoutePath } from '@drisk/contract/client';

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestParts {
  body?: unknown;
  query?: Record<string, QueryValue | readonly QueryValue[]>;
  params?: Record<string, string | number>;
}

export interface BuiltRequest {
  url: string;
  init: { method: string; headers: Record<string, string>; body?: string };
}

/** `?a=1&b=2` from a query object; undefined and null values are left out, arrays repeat the key. */
export function toQueryString(query: RequestParts['query']): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) if (item !== undefined && item !== null) search.append(key, String(item));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * The URL and fetch options of one call. Every method but GET carries a JSON body (an empty object when the
 * call has none: the server parses JSON bodies and refuses an empty one). The token goes only to calls that
 * need a session, so sign-in and registration never see a stale one.
 */
export function buildRequest(
  baseUrl: string,
  route: RoutePath,
  parts: RequestParts,
  token: string | null,
): BuiltRequest {
  const url = `${baseUrl}/${fillPath(route.path, parts.params)}${toQueryString(parts.query)}`;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (route.auth && token) headers[AUTH_HEADER] = token;
  if (route.method === 'GET') return { url, init: { method: route.method, headers } };
  headers['Content-Type'] = 'application/json';
  return { url, init: { method: route.method, headers, body: JSON.stringify(parts.body ?? {}) } };
}
