import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * The Content-Security-Policy of every response. No inline script; inline styles are allowed because MUI
 * (emotion) injects them; ws:/wss: for MQTT over WebSocket, which listens on its own port.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self' ws: wss:",
  // mqtt.js keeps its keep-alive timers in a blob: worker so a background tab does not drop the connection.
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export function securityHeaders(options: { https: boolean }): Record<string, string> {
  return {
    'Content-Security-Policy': CONTENT_SECURITY_POLICY,
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
 * Sets the headers first thing on every request, so errors, 404s and static files carry them too.
 * Returns the function that sets them, for replies Fastify makes before any hook runs (a malformed URL).
 */
export function registerSecurityHeaders(app: FastifyInstance, options: { https: boolean }) {
  const headers = securityHeaders(options);
  const apply = (reply: FastifyReply) => reply.headers(headers);
  app.addHook('onRequest', async (_request, reply) => {
    apply(reply);
  });
  return apply;
}
