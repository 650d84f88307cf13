// Child-process entry: a stand-in for EMQX as the api's external broker (MQTT_URL) in tests, started by
// startHttpAuthBroker.ts. Aedes with a plain TCP and a WebSocket listener that knows nothing about users
// or gateways: it authenticates and authorises every client, the api's own connection included, only by
// asking the api over HTTP, as EMQX's HTTP authentication and authorisation do, with the shared secret:
//   CONNECT   -> POST /api/3.0/mqtt/auth?format=emqx  {username, password, clientid}
//   SUBSCRIBE -> POST /api/3.0/mqtt/acl               {username, clientid, topic, action: 'subscribe'}
//   PUBLISH   -> POST /api/3.0/mqtt/acl               {username, clientid, topic, action: 'publish'}
// Aedes has no shared subscriptions, so this process adds them: `$share/<group>/<filter>` delivers each
// message to one member of the group, picked by a hash of the topic (EMQX's hash_topic strategy).
// IPC:  child -> {type: 'listening', tcpPort, wsPort}, {type: 'connected' | 'subscribed' | 'refused', ...}
//       parent -> {type: 'ask', apiUrl} (answered {type: 'asking'}), {type: 'stop'}
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createServer as createHttpServer } from 'node:http';
import { createServer as createTcpServer, type AddressInfo } from 'node:net';
import { API_BASE_PATH, MQTT_AUTH_SECRET_HEADER, routes, topicMatches, type ApiReply } from '@drisk/contract';
import { Aedes, type AuthenticateError, type Client } from 'aedes';
import { createWebSocketStream, WebSocketServer } from 'ws';
import { MQTT_WS_PATH } from '../realtime/embeddedBroker';

/** What the child tells its parent. */
export type HttpAuthBrokerEvent =
  | { type: 'listening'; tcpPort: number; wsPort: number }
  | { type: 'asking' }
  | { type: 'connected'; username: string; clientId: string }
  /** A granted subscription, as the client asked for it (a shared one with its `$share/<group>/`). */
  | { type: 'subscribed'; username: string; topic: string }
  | { type: 'refused'; step: 'connect' | 'subscribe' | 'publish'; username: string; topic?: string };

/** What the parent tells the child. */
export type HttpAuthBrokerCommand = { type: 'ask'; apiUrl: string } | { type: 'stop' };

/** How long the broker waits for the api's answer before it refuses (EMQX's default request timeout). */
const ASK_TIMEOUT_MS = 5_000;
/** CONNACK return code 5: not authorised (MQTT 3.1.1). */
const NOT_AUTHORIZED = 5;

const secret = process.env.HTTP_AUTH_BROKER_SECRET;
if (!secret || !process.send) throw new Error('Started by startHttpAuthBroker() only');
/** Events for the parent, while it is there to hear them. */
const tell = (event: HttpAuthBrokerEvent) => {
  if (process.connected) process.send!(event);
};

/** Until the parent says where the api is, nobody gets in. */
let apiUrl: string | null = null;

/** Whether the api answers allow; anything else (deny, an error, no answer in time) is a refusal. */
async function apiAllows(path: string, body: Record<string, unknown>): Promise<boolean> {
  if (!apiUrl) return false;
  try {
    const response = await fetch(`${apiUrl}${API_BASE_PATH}/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [MQTT_AUTH_SECRET_HEADER]: secret! },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(ASK_TIMEOUT_MS),
    });
    const reply = (await response.json()) as ApiReply<unknown>;
    return response.status === 200 && reply.result === 'allow';
  } catch {
    return false;
  }
}

const SHARE_PREFIX = '$share/';
/** `$share/<group>/<filter>` as its group and filter; null for a plain subscription. */
function sharedSubscription(topic: string): { group: string; filter: string } | null {
  if (!topic.startsWith(SHARE_PREFIX)) return null;
  const [group, ...filter] = topic.slice(SHARE_PREFIX.length).split('/');
  return group && filter.length > 0 ? { group, filter: filter.join('/') } : null;
}

/** Members of each shared group, by `<group> <filter>`, and the groups each client belongs to. */
const groupMembers = new Map<string, Client[]>();
const groupsOf = new WeakMap<Client, Array<{ key: string; filter: string }>>();
const usernames = new WeakMap<Client, string>();

function joinGroup(client: Client, group: string, filter: string) {
  const key = `${group} ${filter}`;
  const members = groupMembers.get(key) ?? [];
  if (!members.includes(client)) members.push(client);
  groupMembers.set(key, members);
  groupsOf.set(client, [...(groupsOf.get(client) ?? []), { key, filter }]);
}

function leaveGroups(client: Client) {
  for (const { key } of groupsOf.get(client) ?? []) {
    const members = (groupMembers.get(key) ?? []).filter((member) => member !== client);
    if (members.length > 0) groupMembers.set(key, members);
    else groupMembers.delete(key);
  }
  groupsOf.delete(client);
}

const topicHash = (topic: string) => createHash('sha1').update(topic).digest().readUInt32BE(0);

const aedes = await Aedes.createBroker({
  authenticate(client, username, password, done) {
    const name = username ?? '';
    void apiAllows(`${routes.mqttAuth.path}?format=emqx`, {
      username: name,
      password: password?.toString('utf8') ?? '',
      clientid: client.id,
    }).then((allowed) => {
      if (!allowed) {
        tell({ type: 'refused', step: 'connect', username: name });
        const error = new Error('Not authorized') as AuthenticateError;
        error.returnCode = NOT_AUTHORIZED;
        return done(error, false);
      }
      usernames.set(client, name);
      done(null, true);
    });
  },
  authorizeSubscribe(client, subscription, done) {
    const username = usernames.get(client) ?? '';
    void apiAllows(routes.mqttAcl.path, {
      username,
      clientid: client.id,
      topic: subscription.topic,
      action: 'subscribe',
    }).then((allowed) => {
      if (!allowed) {
        tell({ type: 'refused', step: 'subscribe', username, topic: subscription.topic });
        return done(null, null); // SUBACK 0x80, as EMQX answers
      }
      const shared = sharedSubscription(subscription.topic);
      if (!shared) return done(null, subscription);
      joinGroup(client, shared.group, shared.filter);
      done(null, { ...subscription, topic: shared.filter });
    });
  },
  authorizePublish(client, packet, done) {
    if (!client) return done(null); // the broker's own messages
    const username = usernames.get(client) ?? '';
    void apiAllows(routes.mqttAcl.path, {
      username,
      clientid: client.id,
      topic: packet.topic,
      action: 'publish',
    }).then((allowed) => {
      if (allowed) return done(null);
      tell({ type: 'refused', step: 'publish', username, topic: packet.topic });
      // MQTT 3.1.1 cannot refuse one PUBLISH: the connection is closed, as EMQX does by default.
      done(new Error('Not authorized'));
    });
  },
  authorizeForward(client, packet) {
    const shares = (groupsOf.get(client) ?? []).filter(({ filter }) => topicMatches(filter, packet.topic));
    if (shares.length === 0) return packet;
    const members = groupMembers.get(shares[0].key) ?? [];
    return members[topicHash(packet.topic) % members.length] === client ? packet : null;
  },
});
aedes.on('clientReady', (client) =>
  tell({ type: 'connected', username: usernames.get(client) ?? '', clientId: client.id }),
);
aedes.on('subscribe', (subscriptions, client) => {
  for (const { topic, qos } of subscriptions) {
    if ((qos as number) !== 128) tell({ type: 'subscribed', username: usernames.get(client) ?? '', topic });
  }
});
aedes.on('clientDisconnect', leaveGroups);

const tcp = createTcpServer((socket) => aedes.handle(socket));
const http = createHttpServer((_request, response) => response.writeHead(426).end());
const webSockets = new WebSocketServer({ server: http, path: MQTT_WS_PATH });
webSockets.on('connection', (socket, request) => {
  const stream = createWebSocketStream(socket);
  stream.on('error', () => stream.destroy());
  aedes.handle(stream, request);
});
tcp.listen(0, '127.0.0.1');
http.listen(0, '127.0.0.1');
await Promise.all([once(tcp, 'listening'), once(http, 'listening')]);

async function stop() {
  for (const socket of webSockets.clients) socket.terminate();
  await new Promise<void>((resolve) => aedes.close(() => resolve()));
  tcp.close();
  http.close();
  process.exit(0);
}

process.on('message', (command: HttpAuthBrokerCommand) => {
  if (command.type === 'ask') {
    apiUrl = command.apiUrl;
    tell({ type: 'asking' });
  }
  if (command.type === 'stop') void stop();
});
// The test process is gone (crashed or killed): do not outlive it.
process.on('disconnect', () => void stop());

tell({
  type: 'listening',
  tcpPort: (tcp.address() as AddressInfo).port,
  wsPort: (http.address() as AddressInfo).port,
});
