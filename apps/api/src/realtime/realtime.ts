import type { FastifyBaseLogger } from 'fastify';
import { inArray } from 'drizzle-orm';
import type { RoleId } from '@drisk/contract';
import { liveSessionIds } from '../auth/sessionLiveness';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { userDevices } from '../db/schema';
import {
  createEmbeddedBroker,
  MQTT_WS_PATH,
  type BrokerAddresses,
  type EmbeddedBroker,
  type UserConnection,
} from './embeddedBroker';
import { createExternalTransport } from './externalTransport';
import { createGatewayBus, type GatewayBus } from './gatewayBus';
import { isAllowed, type AclLookup } from './mqttAcl';
import { createMqttCredentialChecker, type MqttCredentialChecker } from './mqttCredentials';
import type { RealtimeTransport } from './realtimeTransport';
import { loadSyncState } from './syncState';
import { createUserDeviceLookup } from './userDeviceLookup';

/** Two presence signals for one connection (SUBSCRIBE and a restored session) lead to one sync_state. */
const SYNC_DEBOUNCE_MS = 2_000;
const SYNC_TIMEOUT_MS = 10_000;
/** A gateway whose sync failed is tried again on its telemetry, but not more often than this. */
const SYNC_RETRY_MS = 30_000;
/** How often browsers' connections are checked against their sessions. */
export const SESSION_SWEEP_MS = 30_000;

/** The realtime plane of one api process: broker (embedded) or broker client (external), and the gateway bus. */
export interface Realtime {
  transport: RealtimeTransport;
  /** Null with an external broker (MQTT_URL). */
  broker: EmbeddedBroker | null;
  gateways: GatewayBus;
  credentials: MqttCredentialChecker;
  acl: AclLookup;
  /** Opens the embedded broker's listeners (server.ts, and tests that need real MQTT clients). */
  listen(options: { host: string; wsPort: number; tcpPort: number | null }): Promise<BrokerAddresses | null>;
  /**
   * Closes the broker connections of browsers whose session has ended (logout, password change, expiry)
   * since they connected, or that hold a subscription the ACL no longer grants (the user was removed from
   * the device); runs every SESSION_SWEEP_MS. Returns how many it closed. A closed browser reconnects and
   * subscribes again, and then gets only what it is still entitled to.
   */
  sweepSessions(): Promise<number>;
  /**
   * The same check at once for one user's connections, for the code that removes a user from a device:
   * the removed user stops receiving that device's messages now, not at the next sweep.
   */
  recheckUser(userId: number): Promise<number>;
  /** The URL browsers connect to when MQTT_PUBLIC_WS_URL is not set, for a page served at `hostname`. */
  browserUrl(hostname: string): string;
  close(): Promise<void>;
}

export async function createRealtime(
  config: Config,
  db: Database,
  log: FastifyBaseLogger,
): Promise<Realtime> {
  const credentials = createMqttCredentialChecker(db, config);
  const acl = createUserDeviceLookup(db);
  const broker = config.mqttUrl
    ? null
    : await createEmbeddedBroker({
        credentials,
        acl,
        log,
        cluster: config.redisUrl ? { redisUrl: config.redisUrl, key: config.mqttRedisKey } : null,
      });
  const transport = broker ? broker.transport : createExternalTransport(config, log);
  if (config.mqttUrl && !/^wss?:/.test(config.mqttUrl) && !config.mqttPublicWsUrl) {
    log.warn('MQTT_URL is not a WebSocket URL: set MQTT_PUBLIC_WS_URL to the URL browsers can reach');
  }

  /*
   * sync_state: sent when a gateway connects (after it subscribed to its commands). A failed or missed
   * sync is tried again when its telemetry shows it is there, at most every SYNC_RETRY_MS.
   */
  const synced = new Map<string, number>();
  const inFlight = new Set<string>();
  const lastAttempt = new Map<string, number>();
  // eslint-disable-next-line prefer-const -- assigned once the bus exists; the sync needs the bus itself.
  let gateways: GatewayBus;
  const syncGateway = (deviceId: string) => {
    if (inFlight.has(deviceId)) return;
    inFlight.add(deviceId);
    lastAttempt.set(deviceId, Date.now());
    void (async () => {
      const payload = await loadSyncState(db, deviceId);
      if (!payload) return;
      await gateways.sendCommand(deviceId, { type: 'sync_state', payload }, { timeoutMs: SYNC_TIMEOUT_MS });
      synced.set(deviceId, Date.now());
      log.info(`Gateway ${deviceId} is online and has the stored state`);
    })()
      .catch((error: unknown) =>
        log.warn({ err: error }, `Could not send the stored state to gateway ${deviceId}`),
      )
      .finally(() => inFlight.delete(deviceId));
  };
  const onGatewayReady = (deviceId: string) => {
    // Two signals of one connection (SUBSCRIBE and a restored session) lead to one sync.
    if (Date.now() - (synced.get(deviceId) ?? 0) < SYNC_DEBOUNCE_MS) return;
    syncGateway(deviceId);
  };
  const onTelemetry = (deviceId: string, cameOnline: boolean) => {
    if (cameOnline && !broker) synced.delete(deviceId);
    if (synced.has(deviceId) || Date.now() - (lastAttempt.get(deviceId) ?? 0) < SYNC_RETRY_MS) return;
    syncGateway(deviceId);
  };

  gateways = await createGatewayBus({
    transport,
    log,
    isReady: broker ? (deviceId) => broker.isGatewayReady(deviceId) : undefined,
    whenReady: broker ? (deviceId, timeoutMs) => broker.whenGatewayReady(deviceId, timeoutMs) : undefined,
    onTelemetry,
  });
  broker?.setPresenceListener({
    onGatewayReady,
    onGatewayDisconnected: (deviceId) => {
      // The next connection gets the stored state again, however soon it comes.
      synced.delete(deviceId);
      log.info(`Gateway ${deviceId} disconnected`);
    },
  });

  /**
   * The connections holding a subscription the ACL no longer grants. The mappings of all their users are
   * read in one query, so a sweep over many browsers costs one round trip, not one per subscription.
   */
  const overreaching = async (connections: UserConnection[]) => {
    const userIds = [...new Set(connections.filter((c) => c.topics.length > 0).map((c) => c.userId))];
    if (userIds.length === 0) return [];
    const roles = new Map(
      (
        await db
          .select({ userId: userDevices.userId, deviceId: userDevices.deviceId, roleId: userDevices.roleId })
          .from(userDevices)
          .where(inArray(userDevices.userId, userIds))
      ).map((row) => [`${row.userId} ${row.deviceId}`, row.roleId as RoleId]),
    );
    const known: AclLookup = {
      roleOn: async (userId, deviceId) => roles.get(`${userId} ${deviceId}`) ?? null,
    };
    const results = await Promise.all(
      connections.map(async (c) => {
        const grants = c.topics.map((topic) =>
          isAllowed({ kind: 'user', userId: c.userId }, 'subscribe', topic, known),
        );
        return (await Promise.all(grants)).every(Boolean);
      }),
    );
    return connections.filter((_, index) => !results[index]);
  };
  const closeRevoked = async (open: UserConnection[]) => {
    if (open.length === 0) return 0;
    const sessionIds = open.flatMap((c) => (c.sessionId === undefined ? [] : [c.sessionId]));
    const live = new Set(await liveSessionIds(db, config, [...new Set(sessionIds)]));
    const ended = new Set(open.filter((c) => c.sessionId !== undefined && !live.has(c.sessionId)));
    const revoked = await overreaching(open.filter((c) => !ended.has(c)));
    for (const connection of [...ended, ...revoked]) connection.close();
    return ended.size + revoked.length;
  };
  const sweepSessions = () => closeRevoked(broker?.userConnections() ?? []);
  const recheckUser = (userId: number) =>
    closeRevoked((broker?.userConnections() ?? []).filter((c) => c.userId === userId));
  const sweepTimer = setInterval(() => {
    sweepSessions().catch((error: unknown) => log.warn({ err: error }, 'Could not check MQTT sessions'));
  }, SESSION_SWEEP_MS);
  sweepTimer.unref();

  return {
    transport,
    broker,
    sweepSessions,
    recheckUser,
    gateways,
    credentials,
    acl,
    listen: async (options) => (broker ? broker.listen(options) : null),
    browserUrl(hostname) {
      if (config.mqttPublicWsUrl) return config.mqttPublicWsUrl;
      if (config.mqttUrl && /^wss?:/.test(config.mqttUrl)) return config.mqttUrl;
      const port = broker?.addresses?.wsPort ?? config.mqttWsPort;
      return `ws://${hostname}:${port}${MQTT_WS_PATH}`;
    },
    async close() {
      clearInterval(sweepTimer);
      await gateways.close();
      await transport.close();
      await broker?.close();
    },
  };
}
