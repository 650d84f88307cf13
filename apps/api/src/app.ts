import { routeList, SERVER, type RouteName } from '@drisk/contract';
import fastifyMultipart from '@fastify/multipart';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { AppContext } from './appContext';
import { CompanyStandingCache } from './auth/companyStanding';
import { DeviceAccessCache } from './auth/deviceAccessCache';
import { CompanyUserDirectory } from './admin/companyUserDirectory';
import { createPasswordHasher } from './auth/passwordHasher';
import { SessionCache } from './auth/sessionCache';
import { DataVersions } from './cache/dataVersions';
import { createChatServer, type ChatServer } from './chat/chatServer';
import { startPgCacheSignals } from './cache/pgCacheSignals';
import type { Config } from './config';
import type { Database } from './db/client';
import { clientErrorHandler } from './http/clientErrorHandler';
import { sendEnvelope } from './http/envelope';
import { handleError } from './http/errorHandler';
import { registerRateLimit } from './http/rateLimit';
import { registerRoute } from './http/registerRoute';
import { registerSecurityHeaders, securityHeaders } from './http/securityHeaders';
import { registerCompression } from './http/compression';
import { registerStaticSite } from './http/staticSite';
import { startEndedBlockCleanup, type EndedBlockCleanup } from './jobs/endedBlockCleanup';
import { startUnregisteredDevicePurge, type UnregisteredDevicePurge } from './jobs/unregisteredDevicePurge';
import { startAbandonedUploadCleanup, type AbandonedUploadCleanup } from './jobs/abandonedUploadCleanup';
import { SCAN_RUN_SWEEP_MS, startScanRunSweep, type ScanRunSweep } from './jobs/scanRunSweep';
import { createPaymentProvider } from './payments/createPaymentProvider';
import { createPaymentService } from './payments/paymentService';
import { startStoragePlanExpiry } from './payments/startStoragePlanExpiry';
import { createMailer, type Mailer } from './mail/mailer';
import { BROKER_AUTH_CALLS, registerBrokerAuthRoutes } from './realtime/brokerAuthRoutes';
import type { GatewayBus } from './realtime/gatewayBus';
import { createRealtime, type Realtime } from './realtime/realtime';
import { realtimeConfig } from './realtime/realtimeConfigRoute';
import { buildImplementations, TIGHT_RATE_LIMIT_CALLS } from './routes';
import { registerResumableUploads } from './routes/storage/resumableUploadRoute';
import { cloudStorageOf } from './storage/cloudStorageOf';
import { ResumableUploads } from './storage/resumableUploads';
import { createMemoryUploadLocker, createRedisUploadLocker } from './storage/uploadLocker';
import { startScanScheduler, type ScanScheduler } from './scans/scanScheduler';
import { blobStoreOf } from './storage/blobStoreOf';
import { startTelemetryIngestion, type TelemetryIngestion } from './telemetry/telemetryIngestion';
import { ProfileCache } from './users/profileCache';

declare module 'fastify' {
  interface FastifyInstance {
    /** Commands to gateways and messages to users' open apps (the same object as ctx.gateways). */
    gateways: GatewayBus;
    /** The embedded broker (or the external broker's client), its listeners and credentials. */
    realtime: Realtime;
    /** Gateway telemetry being stored (its counters, and flush() for tests). */
    telemetry: TelemetryIngestion;
    /** Starts due scans on the gateways (tick() for tests). */
    scanScheduler: ScanScheduler;
    /** Ends the runs of gateways gone offline as Stopped (runOnce() for tests). */
    scanRunSweep: ScanRunSweep;
    /** Where writes are reported so the in-memory caches drop what they changed (the same as ctx.versions). */
    versions: DataVersions;
    /** The scheduled job that forgets ended timed blocks (runOnce() for tests). */
    endedBlockCleanup: EndedBlockCleanup;
    /** The scheduled job that deletes unregistered gateways' data after the retention period (runOnce(now)). */
    unregisteredDevicePurge: UnregisteredDevicePurge;
    /** socket.io group chat at /socket.io (the same rooms as ctx.chat). */
    chat: ChatServer;
    /** Resumable (tus) uploads into the cloud storage and their staging folder. */
    resumableUploads: ResumableUploads;
    /** The scheduled job that deletes abandoned partial uploads (runOnce(now)). */
    abandonedUploadCleanup: AbandonedUploadCleanup;
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
  const https = config.publicUrl.startsWith('https:');
  const app: FastifyInstance = Fastify({
    ...(logger ? { loggerInstance: logger } : { logger: { level: config.logLevel } }),
    trustProxy: config.trustProxy,
    bodyLimit: DEFAULT_BODY_LIMIT,
    return503OnClosing: true,
    // A client that sends slowly (a byte now and then) cannot keep a connection forever: 408 envelope.
    requestTimeout: config.requestTimeoutMs,
    keepAliveTimeout: config.keepAliveTimeoutMs,
    http: {
      headersTimeout: config.headersTimeoutMs,
      // Node checks the two timeouts above on this interval (30 s by default), so they bite on time.
      connectionsCheckingInterval: Math.min(1000, config.headersTimeoutMs / 2),
    },
    // Errors raised before routing (a malformed URL...) get the envelope and the headers too.
    frameworkErrors: (_error, _request, reply) => sendEnvelope(applyHeaders(reply), 400, SERVER.badRequest),
    // ...and so does HTTP that Node's parser refuses before there is a request (malformed, too slow).
    clientErrorHandler: clientErrorHandler(securityHeaders({ https, mapTileUrl: config.mapTileUrl })),
  });
  const applyHeaders = registerSecurityHeaders(app, { https, mapTileUrl: config.mapTileUrl });

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
  const endedBlockCleanup = startEndedBlockCleanup(
    { db, versions, log: app.log },
    config.endedBlockCleanupMs,
  );
  app.decorate('endedBlockCleanup', endedBlockCleanup);
  app.addHook('onClose', () => endedBlockCleanup.stop());
  const unregisteredDevicePurge = startUnregisteredDevicePurge({
    db,
    versions,
    log: app.log,
    dataDir: config.dataDir,
    blobs: blobStoreOf(config),
  });
  app.decorate('unregisteredDevicePurge', unregisteredDevicePurge);
  app.addHook('onClose', () => unregisteredDevicePurge.stop());
  app.addHook('onClose', async () => blobStoreOf(config).close?.());
  const scanScheduler = startScanScheduler({
    db,
    gateways: realtime.gateways,
    log: app.log,
    tickMs: config.scanSchedulerTickMs,
  });
  app.decorate('scanScheduler', scanScheduler);
  // Tests drive the scheduler by hand (tick 0): the sweep too.
  const scanRunSweep = startScanRunSweep(
    { db, gateways: realtime.gateways, log: app.log },
    config.scanSchedulerTickMs > 0 ? SCAN_RUN_SWEEP_MS : 0,
  );
  app.decorate('scanRunSweep', scanRunSweep);
  // Stop ingesting and write what is buffered before the broker (and then the database) closes.
  app.addHook('onClose', async () => {
    await scanScheduler.stop();
    await scanRunSweep.stop();
    await telemetry.stop();
    if (!givenRealtime) await realtime.close();
  });

  const sessionCache = new SessionCache(versions);
  const chat = await createChatServer({ httpServer: app.server, db, config, sessionCache, log: app.log });
  app.decorate('chat', chat);
  app.addHook('onClose', () => chat.close());

  const ctx: AppContext = {
    config,
    db,
    mailer: mailer ?? createMailer(config),
    passwords: createPasswordHasher(config.passwordHashing),
    log: app.log,
    gateways: realtime.gateways,
    versions,
    sessionCache,
    deviceAccess: new DeviceAccessCache(versions),
    companyStanding: new CompanyStandingCache(versions),
    profiles: new ProfileCache(versions),
    companyUsers: new CompanyUserDirectory(versions),
    payments: createPaymentService({
      db,
      provider: createPaymentProvider(config, db),
      log: app.log,
      devicesChanged: (deviceIds) => versions.devicesChanged(deviceIds),
    }),
    chat,
  };
  const uploadLocker = config.redisUrl
    ? await createRedisUploadLocker({ redisUrl: config.redisUrl, key: config.uploadRedisKey, log: app.log })
    : createMemoryUploadLocker();
  app.addHook('onClose', () => uploadLocker.close());
  const resumableUploads = new ResumableUploads(config.dataDir, cloudStorageOf(ctx), app.log, uploadLocker);
  app.decorate('resumableUploads', resumableUploads);
  const abandonedUploadCleanup = startAbandonedUploadCleanup({
    uploads: resumableUploads,
    blobs: blobStoreOf(config),
    log: app.log,
  });
  app.decorate('abandonedUploadCleanup', abandonedUploadCleanup);
  app.addHook('onClose', () => abandonedUploadCleanup.stop());
  const planExpiry = startStoragePlanExpiry(db, versions, app.log);
  app.addHook('onClose', async () => planExpiry.stop());
  // A mailer we made is ours to close; one passed in belongs to the caller.
  if (!mailer) app.addHook('onClose', async () => ctx.mailer.close());

  app.setErrorHandler(handleError);
  await registerCompression(app);
  // Multipart routes (uploads) read their forms as streams; each route sets its own limits.
  await app.register(fastifyMultipart, { throwFileSizeLimit: true });
  await registerRateLimit(app, config.rateLimitPerMinute);

  const implementations = { ...buildImplementations(ctx), realtimeConfig: realtimeConfig(realtime, config) };
  await registerBrokerAuthRoutes(app, { config, credentials: realtime.credentials, acl: realtime.acl });
  for (const route of routeList) {
    const name = route.name as RouteName;
    if (BROKER_AUTH_CALLS.includes(name)) continue;
    registerRoute(app, ctx, route, implementations[name], {
      rateLimitPerMinute: TIGHT_RATE_LIMIT_CALLS.includes(name) ? config.authRateLimitPerMinute : undefined,
    });
  }
  await registerResumableUploads(app, ctx, resumableUploads);
  await registerStaticSite(app, config.staticDir, {
    serveSourceMaps: config.serveSourceMaps,
    adminDir: config.adminStaticDir,
    storybookDir: config.storybookStaticDir,
  });
  return app;
}
