import { STORYBOOK_PATH } from '@drisk/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * The CSP source of a map tile URL template: its scheme and host, a Leaflet `{s}` subdomain as `*`
 * (https://{s}.tile.example.org/{z}/{x}/{y}.png gives https://*.tile.example.org). Null when it is not an
 * http(s) address.
 */
export function tileImageSource(template: string): string | null {
  const match = /^(https?):\/\/([^/?#]+)/.exec(template.trim());
  if (!match) return null;
  const host = match[2].replace(/\{s\}/g, '*');
  return /^[A-Za-z0-9.*:[\]-]+$/.test(host) ? `${match[1]}://${host}` : null;
}

/**
 * The Content-Security-Policy of every response. No inline script; inline styles are allowed because MUI
 * (emotion) injects them; ws:/wss: for MQTT over WebSocket, which listens on its own port; http:/https: for
 * the gateways' own file servers, which the browser calls at whatever local-network address a gateway has
 * (spec 3 §7 "Local device server"), so no fixed list of hosts can name them; images also from the map tile
 * server the api is configured with (MAP_TILE_URL), when there is one.
 */
export function contentSecurityPolicy(mapTileUrl?: string): string {
  const tiles = mapTileUrl ? tileImageSource(mapTileUrl) : null;
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${tiles ? ` ${tiles}` : ''}`,
    "font-src 'self' data:",
    "connect-src 'self' ws: wss: http: https:",
    // The dashboard runs mqtt.js in a worker of its own ('self'); mqtt.js run on a page's thread keeps its
    // keep-alive timers in a blob: worker, so a background tab does not drop the connection.
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The policy without a tile server. */
export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

export function securityHeaders(options: { https: boolean; mapTileUrl?: string }): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(options.mapTileUrl),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Origin-Agent-Cluster': '?1',
    'X-DNS-Prefetch-Control': 'off',
    'X-Permitted-Cross-Domain-Policies': 'none',
    // Only meaningful, and only safe to promise, when the public address is https.
    ...(options.https ? { 'Strict-Transport-Security': 'max-age=15552000' } : {}),
  };
}

/**
 * The headers of the static Storybook at /storybook/ only: its pages carry inline scripts (the manager's and
 * the preview's configuration), and the manager shows each story in a frame of the same origin. Everything
 * else is as strict as the app's policy (no other origin, no plugins, no framing by other sites).
 */
export function storybookSecurityHeaders(options: { https: boolean }): Record<string, string> {
  return {
    ...securityHeaders(options),
    'Content-Security-Policy': [
      "default-src 'self'",
      "script-src 'self' 'unsafe-inline'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob:",
      "font-src 'self' data:",
      "connect-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-src 'self'",
      "frame-ancestors 'self'",
    ].join('; '),
    'X-Frame-Options': 'SAMEORIGIN',
  };
}

/**
 * Sets the headers first thing on every request, so errors, 404s and static files carry them too.
 * Returns the function that sets them, for replies Fastify makes before any hook runs (a malformed URL).
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  options: { https: boolean; mapTileUrl?: string },
) {
  const headers = securityHeaders(options);
  const storybookHeaders = storybookSecurityHeaders(options);
  const apply = (reply: FastifyReply) => reply.headers(headers);
  // A callback hook, not an async one: no promise to make and settle on every request.
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith(STORYBOOK_PATH) ? storybookHeaders : headers);
    done();
  });
  return apply;
}
