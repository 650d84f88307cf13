import { once } from 'node:events';
import { createServer as createHttpServer, type Server as HttpServer } from 'node:http';
import {
  createServer as createTcpServer,
  type AddressInfo,
  type Server as TcpServer,
  type Socket,
} from 'node:net';
import { Aedes, type AuthenticateError, type Client } from 'aedes';
import type { FastifyBaseLogger } from 'fastify';
import { createWebSocketStream, WebSocketServer } from 'ws';
import { createBrokerCluster } from './brokerCluster';
import { createClusterPresence } from './clusterPresence';
import { isAllowed, type AclLookup } from './mqttAcl';
import type { MqttCredentialChecker } from './mqttCredentials';
import { describeIdentity, type MqttIdentity } from './mqttIdentity';
import type { RealtimeTransport } from './realtimeTransport';

/** The path of the MQTT-over-WebSocket endpoint. */
export const MQTT_WS_PATH = '/mqtt';
/** A subscriber whose socket stays full this long is disconnected, so it cannot hold up delivery to others. */
export const DRAIN_TIMEOUT_MS = 5_000;
/** Largest MQTT frame over WebSocket (telemetry of 1,024 endpoints fits easily). */
const MAX_WS_PAYLOAD_BYTES = 1024 * 1024;
/**
 * How the api marks a work-queue subscription (one node handles each message), the same text an external
 * broker reads as a shared subscription.
 */
const WORK_QUEUE_PREFIX = '$share/api/';
/** CONNACK return code 4: bad user name or password (MQTT 3.1.1). */
const BAD_USERNAME_OR_PASSWORD = 4;

export interface GatewayPresenceListener {
  /** A gateway's connection is up and it subscribed to its command topic: commands can reach it now. */
  onGatewayReady(deviceId: string): void;
  onGatewayDisconnected(deviceId: string): void;
}

/** A browser's open connection, as the periodic sweep sees it. */
export interface UserConnection {
  userId: number;
  sessionId: number | undefined;
  /** Topic filters the broker granted it. */
  topics: string[];
  close(): void;
}

export interface BrokerAddresses {
  /** The bound WebSocket port (useful with port 0). */
  wsPort: number;
  tcpPort: number | null;
}

export interface EmbeddedBroker {
  readonly aedes: Aedes;
  /** The api's in-process publish and subscribe on this broker. */
  readonly transport: RealtimeTransport;
  /**
   * Whether a command can reach the gateway now: one of its connections is subscribed to its command topic
   * (by a SUBSCRIBE, or restored with its persistent session), on this node or, with several nodes, on
   * another one. A gateway that has connected but not yet subscribed would not get a command published now.
   */
  isGatewayReady(deviceId: string): boolean;
  /**
   * Resolves true once a command can reach the gateway (at once when it can), false when it has no
   * connection at all or none of its connections subscribes within `timeoutMs`.
   */
  whenGatewayReady(deviceId: string, timeoutMs: number): Promise<boolean>;
  /** Each connected browser: who it is, the session it signed in with and the topics it subscribed to. */
  userConnections(): UserConnection[];
  setPresenceListener(listener: GatewayPresenceListener): void;
  /** Opens the WebSocket listener (and the TCP one when a port is given). */
  listen(options: { host: string; wsPort: number; tcpPort: number | null }): Promise<BrokerAddresses>;
  /** Null until listen() ran. */
  readonly addresses: BrokerAddresses | null;
  close(): Promise<void>;
}

/** The part of Aedes's session store (`aedes.persistence`, missing from its declarations) read here. */
interface SubscriptionStore {
  subscriptionsByClient(client: { id: string }): Promise<Array<{ topic: string; qos: number }>>;
}

function authError(): AuthenticateError {
  const error = new Error('Bad username or password') as AuthenticateError;
  error.returnCode = BAD_USERNAME_OR_PASSWORD;
  return error;
}

/** The net.Socket under a connection, for TCP_NODELAY: small QoS 2 handshakes must not wait for Nagle. */
function noDelay(socket: Socket | undefined) {
  socket?.setNoDelay(true);
}

/**
 * Aedes inside the api process. Clients authenticate with user or gateway credentials and every
 * subscribe and publish goes through the shared ACL (mqttAcl.ts); the api publishes and subscribes
 * in-process, without a socket.
 */
export async function createEmbeddedBroker(deps: {
  credentials: MqttCredentialChecker;
  acl: AclLookup;
  log: FastifyBaseLogger;
  /** Tests shorten it; the product uses DRAIN_TIMEOUT_MS. */
  drainTimeoutMs?: number;
  /**
   * Several api nodes: messages, sessions and subscriptions shared through this Redis, under `key`
   * (brokerCluster.ts). Absent: everything in this process's memory.
   */
  cluster?: { redisUrl: string; key: string } | null;
}): Promise<EmbeddedBroker> {
  const { credentials, acl, log } = deps;
  const identities = new WeakMap<Client, MqttIdentity>();
  const gatewayConnections = new Map<string, number>();
  /** The connections of each gateway that are subscribed to its command topic. */
  const readyConnections = new Map<string, Set<Client>>();
  /** Callers of whenGatewayReady waiting for a gateway's subscription, by device id. */
  const readyWaiters = new Map<string, Set<(ready: boolean) => void>>();
  const userClients = new Set<Client>();
  /** Topic filters granted to each browser, kept here because Aedes does not expose them in its types. */
  const grantedTopics = new WeakMap<Client, Set<string>>();
  let presence: GatewayPresenceListener | null = null;

  const shared = deps.cluster ? createBrokerCluster(deps.cluster.redisUrl, deps.cluster.key, log) : null;
  const aedes = await Aedes.createBroker({
    ...(shared ? { mq: shared.mq, persistence: shared.persistence } : {}),
    drainTimeout: deps.drainTimeoutMs ?? DRAIN_TIMEOUT_MS,
    // Up to 64: a gateway's client id is `gateway-<device_id>`.
    maxClientsIdLength: 64,
    maxTopicLevels: 16,
    authenticate(client, username, password, done) {
      credentials.check(username, password?.toString('utf8')).then(
        (identity) => {
          if (!identity) {
            log.info({ clientId: client.id }, 'MQTT connection refused: bad credentials');
            return done(authError(), false);
          }
          identities.set(client, identity);
          done(null, true);
        },
        (error: unknown) => {
          log.error({ err: error }, 'MQTT authentication failed');
          done(authError(), false);
        },
      );
    },
    authorizeSubscribe(client, subscription, done) {
      const identity = identities.get(client);
      if (!identity) return done(null, null);
      isAllowed(identity, 'subscribe', subscription.topic, acl).then(
        (allowed) => {
          if (!allowed)
            log.info(`MQTT subscribe refused: ${describeIdentity(identity)} to ${subscription.topic}`);
          // A null subscription is a negated grant (SUBACK 0x80): the client stays connected, gets nothing.
          done(null, allowed ? subscription : null);
        },
        (error: unknown) => {
          log.error({ err: error }, 'MQTT subscribe check failed');
          done(null, null);
        },
      );
    },
    authorizePublish(client, packet, done) {
      const identity = client ? identities.get(client) : undefined;
      if (!identity) return done(new Error('Not authorized'));
      isAllowed(identity, 'publish', packet.topic, acl).then(
        (allowed) => {
          if (!allowed) log.info(`MQTT publish refused: ${describeIdentity(identity)} to ${packet.topic}`);
          // MQTT 3.1.1 cannot refuse one PUBLISH: the broker closes the connection (MQTT-3.3.5-2).
          done(allowed ? null : new Error('Not authorized'));
        },
        (error: unknown) => {
          log.error({ err: error }, 'MQTT publish check failed');
          done(new Error('Not authorized'));
        },
      );
    },
  });

  // With several nodes, a gateway connected to another node counts as ready here too (clusterPresence.ts).
  const elsewhere = deps.cluster
    ? await createClusterPresence({
        redisUrl: deps.cluster.redisUrl,
        key: deps.cluster.key,
        nodeId: aedes.id,
        localDevices: () => readyConnections.keys(),
        log,
      })
    : null;

  const gatewayOf = (client: Client | null) => {
    const identity = client ? identities.get(client) : undefined;
    return identity?.kind === 'gateway' ? identity.deviceId : null;
  };
  const commandTopicOf = (deviceId: string) => `gateway/${deviceId}/command`;
  const isReadyHere = (deviceId: string) => (readyConnections.get(deviceId)?.size ?? 0) > 0;
  const isReady = (deviceId: string) =>
    isReadyHere(deviceId) || (elsewhere?.isReadyElsewhere(deviceId) ?? false);
  const wakeWaiters = (deviceId: string, ready: boolean) => {
    const waiters = readyWaiters.get(deviceId);
    readyWaiters.delete(deviceId);
    for (const wake of waiters ?? []) wake(ready);
  };
  const markReady = (deviceId: string, client: Client) => {
    if (!client.connected) return;
    if (!isReadyHere(deviceId)) elsewhere?.announce(deviceId, true);
    const connections = readyConnections.get(deviceId) ?? new Set<Client>();
    connections.add(client);
    readyConnections.set(deviceId, connections);
    presence?.onGatewayReady(deviceId);
    wakeWaiters(deviceId, true);
  };

  aedes.on('clientReady', (client) => {
    if (identities.get(client)?.kind === 'user') userClients.add(client);
    const deviceId = gatewayOf(client);
    if (!deviceId) return;
    gatewayConnections.set(deviceId, (gatewayConnections.get(deviceId) ?? 0) + 1);
    // A persistent session brings its subscriptions back before this event, without a SUBSCRIBE (and so
    // without a 'subscribe' event): the session store says whether the command topic is among them.
    if (!client.clean) {
      const commandTopic = commandTopicOf(deviceId);
      (aedes as unknown as { persistence: SubscriptionStore }).persistence
        .subscriptionsByClient({ id: client.id })
        .then((subscriptions) => {
          if (subscriptions.some((s) => s.topic === commandTopic && s.qos !== 128))
            markReady(deviceId, client);
        })
        .catch((error: unknown) => log.warn({ err: error }, `Could not read ${client.id}'s session`));
    }
  });
  aedes.on('clientDisconnect', (client) => {
    userClients.delete(client);
    const deviceId = gatewayOf(client);
    if (!deviceId) return;
    const ready = readyConnections.get(deviceId);
    ready?.delete(client);
    if (ready?.size === 0) {
      readyConnections.delete(deviceId);
      elsewhere?.announce(deviceId, false);
    }
    const left = (gatewayConnections.get(deviceId) ?? 1) - 1;
    if (left > 0) gatewayConnections.set(deviceId, left);
    else gatewayConnections.delete(deviceId);
    if (left <= 0) {
      presence?.onGatewayDisconnected(deviceId);
      wakeWaiters(deviceId, false);
    }
  });
  aedes.on('subscribe', (subscriptions, client) => {
    if (userClients.has(client)) {
      const granted = grantedTopics.get(client) ?? new Set<string>();
      for (const s of subscriptions) if ((s.qos as number) !== 128) granted.add(s.topic);
      grantedTopics.set(client, granted);
    }
    const deviceId = gatewayOf(client);
    if (!deviceId) return;
    const commandTopic = commandTopicOf(deviceId);
    if (subscriptions.some((s) => s.topic === commandTopic && (s.qos as number) !== 128))
      markReady(deviceId, client);
  });
  aedes.on('unsubscribe', (unsubscriptions, client) => {
    const granted = grantedTopics.get(client);
    for (const topic of unsubscriptions) granted?.delete(topic);
  });
  aedes.on('clientError', (client, error) =>
    log.debug({ clientId: client.id, err: error }, 'MQTT client error'),
  );
  aedes.on('connectionError', (client, error) =>
    log.debug({ clientId: client.id, err: error }, 'MQTT connection error'),
  );

  const transport: RealtimeTransport = {
    kind: 'embedded',
    publish: (topic, payload, options = {}) =>
      new Promise<void>((resolve, reject) => {
        aedes.publish(
          {
            cmd: 'publish',
            topic,
            payload: typeof payload === 'string' ? Buffer.from(payload, 'utf8') : payload,
            qos: options.qos ?? 0,
            retain: options.retain ?? false,
            dup: false,
          },
          (error) => (error ? reject(error) : resolve()),
        );
      }),
    subscribe: (filter, handler) =>
      new Promise((resolve) => {
        // A work-queue message is handled by the node it was published on: with several nodes every node's
        // subscription gets it, and each message must be handled once.
        const workQueue = filter.startsWith(WORK_QUEUE_PREFIX);
        const topic = workQueue ? filter.slice(WORK_QUEUE_PREFIX.length) : filter;
        const deliver = (
          packet: { topic: string; payload: Buffer | string; brokerId?: string },
          callback: () => void,
        ) => {
          callback();
          if (workQueue && packet.brokerId !== undefined && packet.brokerId !== aedes.id) return;
          const payload = typeof packet.payload === 'string' ? Buffer.from(packet.payload) : packet.payload;
          handler(packet.topic, payload);
        };
        aedes.subscribe(topic, deliver, () =>
          resolve(() => new Promise<void>((done) => aedes.unsubscribe(topic, deliver, () => done()))),
        );
      }),
    workQueueFilter: (filter) => `${WORK_QUEUE_PREFIX}${filter}`,
    // The broker is closed by EmbeddedBroker.close().
    close: async () => {},
  };

  let httpServer: HttpServer | null = null;
  let webSockets: WebSocketServer | null = null;
  let tcpServer: TcpServer | null = null;
  let addresses: BrokerAddresses | null = null;

  return {
    aedes,
    transport,
    isGatewayReady: isReady,
    whenGatewayReady(deviceId, timeoutMs) {
      if (isReady(deviceId)) return Promise.resolve(true);
      if ((gatewayConnections.get(deviceId) ?? 0) === 0) return Promise.resolve(false);
      return new Promise<boolean>((resolve) => {
        const waiters = readyWaiters.get(deviceId) ?? new Set<(ready: boolean) => void>();
        const wake = (ready: boolean) => {
          clearTimeout(timer);
          resolve(ready);
        };
        const timer = setTimeout(() => {
          readyWaiters.get(deviceId)?.delete(wake);
          resolve(false);
        }, timeoutMs);
        waiters.add(wake);
        readyWaiters.set(deviceId, waiters);
      });
    },
    userConnections() {
      const connections: UserConnection[] = [];
      for (const client of userClients) {
        const identity = identities.get(client);
        if (identity?.kind !== 'user') continue;
        connections.push({
          userId: identity.userId,
          sessionId: identity.sessionId,
          topics: [...(grantedTopics.get(client) ?? [])],
          close: () => client.close(),
        });
      }
      return connections;
    },
    setPresenceListener(listener) {
      presence = listener;
    },
    get addresses() {
      return addresses;
    },
    async listen({ host, wsPort, tcpPort }) {
      const http = createHttpServer((_request, response) => {
        response.writeHead(426, { 'content-type': 'text/plain' }).end('MQTT over WebSocket only, at /mqtt');
      });
      const wss = new WebSocketServer({ server: http, path: MQTT_WS_PATH, maxPayload: MAX_WS_PAYLOAD_BYTES });
      wss.on('connection', (socket, request) => {
        noDelay(request.socket as Socket);
        const stream = createWebSocketStream(socket);
        // A broken socket ends the MQTT client; it must not crash the api.
        stream.on('error', () => stream.destroy());
        aedes.handle(stream, request);
      });
      httpServer = http;
      webSockets = wss;
      http.listen(wsPort, host);
      await once(http, 'listening');
      const boundWs = (http.address() as AddressInfo).port;

      let boundTcp: number | null = null;
      if (tcpPort !== null) {
        const tcp = createTcpServer((socket) => {
          noDelay(socket);
          aedes.handle(socket);
        });
        tcpServer = tcp;
        tcp.listen(tcpPort, host);
        await once(tcp, 'listening');
        boundTcp = (tcp.address() as AddressInfo).port;
      }
      addresses = { wsPort: boundWs, tcpPort: boundTcp };
      return addresses;
    },
    async close() {
      for (const deviceId of [...readyWaiters.keys()]) wakeWaiters(deviceId, false);
      for (const client of webSockets?.clients ?? []) client.terminate();
      await new Promise<void>((resolve) => aedes.close(() => resolve()));
      await elsewhere?.close();
      await Promise.all([
        webSockets ? new Promise<void>((resolve) => webSockets!.close(() => resolve())) : null,
        httpServer ? new Promise<void>((resolve) => httpServer!.close(() => resolve())) : null,
        tcpServer ? new Promise<void>((resolve) => tcpServer!.close(() => resolve())) : null,
      ]);
    },
  };
}
