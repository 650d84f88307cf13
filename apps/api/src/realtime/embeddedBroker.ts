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
  /** Connected gateways by device id (a gateway may briefly hold two connections while it takes over). */
  isGatewayConnected(deviceId: string): boolean;
  /** Each connected browser: who it is, the session it signed in with and the topics it subscribed to. */
  userConnections(): UserConnection[];
  setPresenceListener(listener: GatewayPresenceListener): void;
  /** Opens the WebSocket listener (and the TCP one when a port is given). */
  listen(options: { host: string; wsPort: number; tcpPort: number | null }): Promise<BrokerAddresses>;
  /** Null until listen() ran. */
  readonly addresses: BrokerAddresses | null;
  close(): Promise<void>;
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
}): Promise<EmbeddedBroker> {
  const { credentials, acl, log } = deps;
  const identities = new WeakMap<Client, MqttIdentity>();
  const gatewayConnections = new Map<string, number>();
  const userClients = new Set<Client>();
  /** Topic filters granted to each browser, kept here because Aedes does not expose them in its types. */
  const grantedTopics = new WeakMap<Client, Set<string>>();
  let presence: GatewayPresenceListener | null = null;

  const aedes = await Aedes.createBroker({
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

  const gatewayOf = (client: Client | null) => {
    const identity = client ? identities.get(client) : undefined;
    return identity?.kind === 'gateway' ? identity.deviceId : null;
  };

  aedes.on('clientReady', (client) => {
    if (identities.get(client)?.kind === 'user') userClients.add(client);
    const deviceId = gatewayOf(client);
    if (!deviceId) return;
    gatewayConnections.set(deviceId, (gatewayConnections.get(deviceId) ?? 0) + 1);
    // A persistent session may bring its command subscription back without a new SUBSCRIBE.
    if (!client.clean) setTimeout(() => client.connected && presence?.onGatewayReady(deviceId), 250).unref();
  });
  aedes.on('clientDisconnect', (client) => {
    userClients.delete(client);
    const deviceId = gatewayOf(client);
    if (!deviceId) return;
    const left = (gatewayConnections.get(deviceId) ?? 1) - 1;
    if (left > 0) gatewayConnections.set(deviceId, left);
    else gatewayConnections.delete(deviceId);
    if (left <= 0) presence?.onGatewayDisconnected(deviceId);
  });
  aedes.on('subscribe', (subscriptions, client) => {
    if (userClients.has(client)) {
      const granted = grantedTopics.get(client) ?? new Set<string>();
      for (const s of subscriptions) if ((s.qos as number) !== 128) granted.add(s.topic);
      grantedTopics.set(client, granted);
    }
    const deviceId = gatewayOf(client);
    if (!deviceId) return;
    const commandTopic = `gateway/${deviceId}/command`;
    if (subscriptions.some((s) => s.topic === commandTopic && (s.qos as number) !== 128))
      presence?.onGatewayReady(deviceId);
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
        const deliver = (packet: { topic: string; payload: Buffer | string }, callback: () => void) => {
          callback();
          const payload = typeof packet.payload === 'string' ? Buffer.from(packet.payload) : packet.payload;
          handler(packet.topic, payload);
        };
        aedes.subscribe(filter, deliver, () =>
          resolve(() => new Promise<void>((done) => aedes.unsubscribe(filter, deliver, () => done()))),
        );
      }),
    workQueueFilter: (filter) => filter,
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
    isGatewayConnected: (deviceId) => (gatewayConnections.get(deviceId) ?? 0) > 0,
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
      for (const client of webSockets?.clients ?? []) client.terminate();
      await new Promise<void>((resolve) => aedes.close(() => resolve()));
      await Promise.all([
        webSockets ? new Promise<void>((resolve) => webSockets!.close(() => resolve())) : null,
        httpServer ? new Promise<void>((resolve) => httpServer!.close(() => resolve())) : null,
        tcpServer ? new Promise<void>((resolve) => tcpServer!.close(() => resolve())) : null,
      ]);
    },
  };
}
