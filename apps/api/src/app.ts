import { routeList, SERVER, type RouteName } from '@drisk/contract';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { AppContext } from './appContext';
import { createPasswordHasher } from './auth/passwordHasher';
import type { Config } from './config';
import type { Database } from './db/client';
import { sendEnvelope } from './http/envelope';
import { handleError } from './http/errorHandler';
import { registerRateLimit } from './http/rateLimit';
import { registerRoute } from './http/registerRoute';
import { registerSecurityHeaders } from './http/securityHeaders';
import { registerStaticSite } from './http/staticSite';
import { createMailer, type Mailer } from './mail/mailer';
import { buildImplementations, TIGHT_RATE_LIMIT_CALLS } from './routes';

/** Largest request body, except where the route table allows more (the profile picture). */
export const DEFAULT_BODY_LIMIT = 1024 * 1024;

export interface BuildAppOptions {
  config: Config;
  db: Database;
  /** Defaults to SMTP or the .eml outbox, as the config says. */
  mailer?: Mailer;
  logger?: FastifyBaseLogger;
}

/** The 3.0 API server with the dashboard, ready to listen. */
export async function buildApp({ config, db, mailer, logger }: BuildAppOptions): Promise<FastifyInstance> {
  const app: FastifyInstance = Fastify({
    ...(logger ? { loggerInstance: logger } : { logger: { level: config.logLevel } }),
    trustProxy: config.trustProxy,
    bodyLimit: DEFAULT_BODY_LIMIT,
    return503OnClosing: true,
    // Errors raised before routing (a malformed URL...) get the envelope and the headers too.
    frameworkErrors: (_error, _request, reply) => sendEnvelope(applyHeaders(reply), 400, SERVER.badRequest),
  });
  const applyHeaders = registerSecurityHeaders(app, { https: config.publicUrl.startsWith('https:') });

  const ctx: AppContext = {
    config,
    db,
    mailer: mailer ?? createMailer(config),
    passwords: createPasswordHasher(config.passwordHashing),
    log: app.log,
  };
  // A mailer we made is ours to close; one passed in belongs to the caller.
  if (!mailer) app.addHook('onClose', async () => ctx.mailer.close());

  app.setErrorHandler(handleError);
  await registerRateLimit(app, config.rateLimitPerMinute);

  const implementations = buildImplementations(ctx);
  for (const route of routeList) {
    const name = route.name as RouteName;
    registerRoute(app, ctx, route, implementations[name], {
      rateLimitPerMinute: TIGHT_RATE_LIMIT_CALLS.includes(name) ? config.authRateLimitPerMinute : undefined,
    });
  }
  await registerStaticSite(app, config.staticDir);
  return app;
}
