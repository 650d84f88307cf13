import aedesPersistenceRedis, { type RedisPersistence } from 'aedes-persistence-redis';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import MQEmitterRedis from 'mqemitter-redis';

/** Offline QoS 1 and 2 messages handed to a persistent client when it connects again. */
const MAX_SESSION_DELIVERY = 1_000;

type Message = MQEmitterRedis.Message;
type Listener = (message: Message, done: () => void) => void;

/**
 * What several api nodes' embedded brokers share through Redis, handed to Aedes as `mq` and `persistence`:
 * every message goes through Redis pub/sub (so a gateway on one node reaches a browser on another), and
 * sessions, subscriptions, retained and queued QoS 1/2 messages live in Redis (so a persistent session
 * survives the node it was on).
 */
export interface BrokerCluster {
  mq: unknown;
  persistence: unknown;
}

/**
 * The Redis pub/sub emitter with every topic under `<key>/`: Redis channels are global to a server (no
 * database number applies to them), so this is what keeps two deployments on one Redis apart.
 */
function prefixedEmitter(
  inner: MQEmitterRedis.MQEmitterRedis,
  key: string,
  beforeClose: () => Promise<void>,
) {
  const prefix = `${key}/`;
  /** The wrapper of each listener per topic (one listener may be on several topics). */
  const wrapped = new Map<Listener, Map<string, Listener>>();
  return {
    on(topic: string, listener: Listener, done?: () => void) {
      const unprefixed: Listener = (message, callback) =>
        listener({ ...message, topic: message.topic.slice(prefix.length) }, callback);
      const byTopic = wrapped.get(listener) ?? new Map<string, Listener>();
      byTopic.set(topic, unprefixed);
      wrapped.set(listener, byTopic);
      inner.on(prefix + topic, unprefixed, done);
      return this;
    },
    removeListener(topic: string, listener: Listener, done?: () => void) {
      const byTopic = wrapped.get(listener);
      const unprefixed = byTopic?.get(topic);
      byTopic?.delete(topic);
      if (byTopic?.size === 0) wrapped.delete(listener);
      if (unprefixed) inner.removeListener(prefix + topic, unprefixed);
      // The listener is gone at once; the Redis UNSUBSCRIBE follows on its own. mqemitter-redis 7.2.1 never
      // calls back for a topic without wildcards, which would hang every client's disconnect.
      if (done) setImmediate(done);
    },
    emit(message: Message, done?: (error?: Error) => void) {
      inner.emit({ ...message, topic: prefix + message.topic }, done);
    },
    close(done: () => void) {
      // The persistence unsubscribes through this emitter, so it goes first.
      void beforeClose().finally(() => inner.close(done));
    },
  };
}

/**
 * Makes a persistence store one client's subscription changes one at a time.
 *
 * Aedes 1.2 stores a persistent client's SUBSCRIBE once per topic in it, all at once, each time with every
 * topic of the packet. The Redis persistence then waits for its own broadcast of each change under one key
 * per client and first topic, so concurrent calls overwrite each other's waiter and all but one wait for ever:
 * a gateway subscribing to its commands and its file requests in one packet never got its SUBACK, and so
 * never any command. One at a time, each call's broadcast comes back before the next one waits.
 */
export function oneChangePerClientAtATime(persistence: RedisPersistence): RedisPersistence {
  const queues = new Map<string, Promise<unknown>>();
  const queued =
    <A>(change: (client: { id: string }, arg: A) => Promise<void>) =>
    (client: { id: string }, arg: A) => {
      const previous = queues.get(client.id) ?? Promise.resolve();
      const next = previous.catch(() => {}).then(() => change(client, arg));
      queues.set(client.id, next);
      // The last change of a client clears its queue, so the map holds only clients with changes under way.
      void next.catch(() => {}).then(() => queues.get(client.id) === next && queues.delete(client.id));
      return next;
    };
  persistence.addSubscriptions = queued(persistence.addSubscriptions.bind(persistence));
  persistence.removeSubscriptions = queued(persistence.removeSubscriptions.bind(persistence));
  return persistence;
}

/** The shared emitter and persistence for one broker; Aedes closes both when it closes. */
export function createBrokerCluster(redisUrl: string, key: string, log: FastifyBaseLogger): BrokerCluster {
  const connections = [
    new Redis(redisUrl),
    new Redis(redisUrl),
    new Redis(redisUrl, { keyPrefix: `${key}:` }),
  ];
  for (const connection of connections) {
    connection.on('error', (error: unknown) => log.warn({ err: error }, 'MQTT Redis connection error'));
  }
  const [subConn, pubConn, persistenceConn] = connections;
  const persistence = oneChangePerClientAtATime(
    aedesPersistenceRedis({ conn: persistenceConn, maxSessionDelivery: MAX_SESSION_DELIVERY }),
  );
  const emitter = MQEmitterRedis({ subConn, pubConn });
  const mq = prefixedEmitter(emitter, key, () => persistence.destroy().catch(() => {}));
  return { mq, persistence };
}
