import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Aedes } from 'aedes';
import { createWebSocketStream, WebSocketServer, type WebSocket } from 'ws';

/** A real Aedes broker on a free port, speaking MQTT over WebSocket at /mqtt, for the connection tests. */
export interface TestBroker {
  readonly url: string;
  readonly broker: Aedes;
  /** Passwords the broker accepts for user 'u1'; a test may change them to simulate a token refresh. */
  readonly acceptedPasswords: Set<string>;
  /** How long the broker takes to answer a CONNECT; a test may raise it to act while an attempt is in flight. */
  authenticateDelayMs: number;
  /** Every CONNECT the broker authenticated, in order. */
  readonly authAttempts: { username: string | undefined; password: string | undefined; ok: boolean }[];
  /** Every topic subscribed, with the QoS asked for. */
  readonly subscribed: { clientId: string; topic: string; qos: number }[];
  /** Every topic unsubscribed. */
  readonly unsubscribed: { clientId: string; topic: string }[];
  /** The topics of each SUBSCRIBE packet, one entry per packet, in order. */
  readonly subscribePackets: string[][];
  /** The topics of each UNSUBSCRIBE packet, one entry per packet, in order. */
  readonly unsubscribePackets: string[][];
  /** Topic filters the broker refuses to subscribe (a negated grant, 0x80); a test may add to it. */
  readonly refusedFilters: Set<string>;
  /** Every PUBLISH a client sent, decoded as UTF-8, with its QoS. */
  readonly clientPublishes: { topic: string; payload: string; qos: number }[];
  /** Publishes from the broker side (as the api does) at QoS 2 by default. */
  publish(topic: string, payload: string | Buffer, qos?: 0 | 1 | 2): Promise<void>;
  /** Closes every client socket from the server side, as a broker restart or a proxy timeout would. */
  dropSockets(): void;
  /** How many WebSocket connections are open now. */
  openSockets(): number;
  close(): Promise<void>;
}

/** `port` 0 (the default) takes any free port; a test that restarts a broker passes the old port. */
export async function startTestBroker(port = 0): Promise<TestBroker> {
  const acceptedPasswords = new Set(['good']);
  const authAttempts: TestBroker['authAttempts'] = [];
  const subscribed: TestBroker['subscribed'] = [];
  const unsubscribed: TestBroker['unsubscribed'] = [];
  const subscribePackets: string[][] = [];
  const unsubscribePackets: string[][] = [];
  const refusedFilters = new Set<string>();
  const clientPublishes: TestBroker['clientPublishes'] = [];

  let authenticateDelayMs = 0;
  const broker = await Aedes.createBroker({
    authenticate(_client, username, password, done) {
      const delay = authenticateDelayMs;
      if (delay > 0) setTimeout(() => check(username, password, done), delay);
      else check(username, password, done);
    },
    authorizeSubscribe(_client, subscription, done) {
      done(null, refusedFilters.has(subscription.topic) ? null : subscription);
    },
  });
  function check(
    username: string | undefined,
    password: Buffer | undefined,
    done: (error: (Error & { returnCode: 4 }) | null, success: boolean | null) => void,
  ) {
    const text = password?.toString('utf8');
    const ok = username === 'u1' && text !== undefined && acceptedPasswords.has(text);
    authAttempts.push({ username, password: text, ok });
    if (ok) {
      done(null, true);
      return;
    }
    const error = Object.assign(new Error('bad user name or password'), { returnCode: 4 as const });
    done(error, false);
  }
  // Aedes emits these once per packet.
  broker.on('subscribe', (subscriptions, client) => {
    for (const { topic, qos } of subscriptions) subscribed.push({ clientId: client.id, topic, qos });
    subscribePackets.push(subscriptions.map(({ topic }) => topic));
  });
  broker.on('publish', (packet, client) => {
    if (client)
      clientPublishes.push({ topic: packet.topic, payload: packet.payload.toString(), qos: packet.qos });
  });
  broker.on('unsubscribe', (topics, client) => {
    for (const topic of topics) unsubscribed.push({ clientId: client.id, topic });
    unsubscribePackets.push([...topics]);
  });

  const server: Server = createServer();
  const sockets = new Set<WebSocket>();
  const wss = new WebSocketServer({ server, path: '/mqtt' });
  wss.on('connection', (socket, request) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    const stream = createWebSocketStream(socket);
    // A socket torn down mid-write errors its stream; the broker already handles the disconnect.
    stream.on('error', () => {});
    broker.handle(stream, request);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;

  return {
    get authenticateDelayMs() {
      return authenticateDelayMs;
    },
    set authenticateDelayMs(delay: number) {
      authenticateDelayMs = delay;
    },
    url: `ws://127.0.0.1:${address.port}/mqtt`,
    broker,
    acceptedPasswords,
    authAttempts,
    subscribed,
    unsubscribed,
    subscribePackets,
    unsubscribePackets,
    refusedFilters,
    clientPublishes,
    publish: (topic, payload, qos = 2) =>
      new Promise<void>((resolve, reject) =>
        broker.publish(
          {
            cmd: 'publish',
            topic,
            payload: typeof payload === 'string' ? Buffer.from(payload) : payload,
            qos,
            retain: false,
            dup: false,
          },
          (error) => (error ? reject(error) : resolve()),
        ),
      ),
    dropSockets: () => {
      for (const socket of sockets) socket.terminate();
    },
    openSockets: () => sockets.size,
    close: async () => {
      for (const socket of sockets) socket.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await new Promise<void>((resolve) => broker.close(() => resolve()));
    },
  };
}
