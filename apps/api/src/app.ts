import { routeList, SERVER, type RouteName } from '@drisk/contract';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { AppContext } from './appContext';
import { DeviceAccessCache } from './auth/deviceAccessCache';
import { createPasswordHasher } from './auth/passwordHasher';
import { SessionCache } from './auth/sessionCache';
import { DataVersions } from './cache/dataVersions';
import { startPgCacheSignals } from './cache/pgCacheSignals';
import type { Config } from './config';
import type { Database } from './db/client';
import { sendEnvelope } from './http/envelope';
import { handleError } from './http/errorHandler';
import { registerRateLimit } from './http/rateLimit';
import { registerRoute } from './http/registerRoute';
import { registerSecurityHeaders } from './http/securityHeaders';
import { registerStaticSite } from './http/staticSite';
import { createMailer, type Mailer } from './mail/mailer';
import { BROKER_AUTH_CALLS, registerBrokerAuthRoutes } from './realtime/brokerAuthRoutes';
import type { GatewayBus } from './realtime/gatewayBus';
import { createRealtime, type Realtime } from './realtime/realtime';
import { realtimeConfig } from './realtime/realtimeConfigRoute';
import { buildImplementations, TIGHT_RATE_LIMIT_CALLS } from './routes';
import { startTelemetryIngestion, type TelemetryIngestion } from './telemetry/telemetryIngestion';

declare module 'fastify' {
  interface FastifyInstance {
    /** Commands to gateways and messages to users' open apps (the same object as ctx.gateways). */
    gateways: GatewayBus;
    /** The embedded broker (or the external broker's client), its listeners and credentials. */
    realtime: Realtime;
    /** Gateway telemetry being stored (its counters, and flush() for tests). */
    telemetry: TelemetryIngestion;
    /** Where writes are reported so the in-memory caches drop what they changed (the same as ctx.versions). */
    versions: DataVersions;
  }
}

/** Largest request body, except where the route table allows more (the profile picture). */
export const DEFAULT_BODY_LIMIT = 1024 * 1024;

export interface BuildAppOptions {
  config: Config;
  db: Database;
  /** Defaults to SMTP or the .eml outbox, as the config says. */
  mailer?: Mailer;
  logger?: FastifyBaseLogger;
  /** Defaults to the embedded broker (no listener until `app.realtime.listen`), or the MQTT_URL client. */
  realtime?: Realtime;
}

/** The 3.0 API server with the dashboard, ready to listen. */
export async function buildApp({
  config,
  db,
  mailer,
  logger,
  realtime: givenRealtime,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app: FastifyInstance = Fastify({
    ...(logger ? { loggerInstance: logger } : { logger: { level: config.logLevel } }),
    trustProxy: config.trustProxy,
    bodyLimit: DEFAULT_BODY_LIMIT,
    return503OnClosing: true,
    // Errors raised before routing (a malformed URL...) get the envelope and the headers too.
    frameworkErrors: (_error, _request, reply) => sendEnvelope(applyHeaders(reply), 400, SERVER.badRequest),
  });
  const applyHeaders = registerSecurityHeaders(app, { https: config.publicUrl.startsWith('https:') });

  const realtime = givenRealtime ?? (await createRealtime(config, db, app.log));
  app.decorate('realtime', realtime);
  app.decorate('gateways', realtime.gateways);
  const versions = new DataVersions();
  app.decorate('versions', versions);
  // A sign-out, a password change or a removal from a device also ends what that user's open browsers
  // receive over MQTT at once, not at the next periodic sweep.
  versions.onUserChanged((userId) => {
    realtime
      .recheckUser(userId)
      .catch((error: unknown) => app.log.warn({ err: error }, 'Could not re-check MQTT connections'));
  });
  // Other api nodes over the same PostgreSQL database hear this one's changes, and it theirs.
  if (config.databaseUrl) {
    const signals = await startPgCacheSignals(config.databaseUrl, versions, app.log);
    app.addHook('onClose', () => signals.close());
  }
  const telemetry = await startTelemetryIngestion({
    db,
    versions,
    transport: realtime.transport,
    gateways: realtime.gateways,
    log: app.log,
  });
  app.decorate('telemetry', telemetry);
  // Stop ingesting and write what is buffered before the broker (and then the database) closes.
  app.addHook('onClose', async () => {
    await telemetry.stop();
    if (!givenRealtime) await realtime.close();
  });

  const ctx: AppContext = {
    config,
    db,
    mailer: mailer ?? createMailer(config),
    passwords: createPasswordHasher(config.passwordHashing),
    log: app.log,
    gateways: realtime.gateways,
    versions,
    sessionCache: new SessionCache(versions),
    deviceAccess: new DeviceAccessCache(versions),
  };
  // A mailer we made is ours to close; one passed in belongs to the caller.
  if (!mailer) app.addHook('onClose', async () => ctx.mailer.close());

  app.setErrorHandler(handleError);
  await registerRateLimit(app, config.rateLimitPerMinute);

  const implementations = { ...buildImplementations(ctx), realtimeConfig: realtimeConfig(realtime) };
  await registerBrokerAuthRoutes(app, { config, credentials: realtime.credentials, acl: realtime.acl });
  for (const route of routeList) {
    const name = route.name as RouteName;
    if (BROKER_AUTH_CALLS.includes(name)) continue;
    registerRoute(app, ctx, route, implementations[name], {
      rateLimitPerMinute: TIGHT_RATE_LIMIT_CALLS.includes(name) ? config.authRateLimitPerMinute : undefined,
    });
  }
  await registerStaticSite(app, config.staticDir);
  return app;
}
