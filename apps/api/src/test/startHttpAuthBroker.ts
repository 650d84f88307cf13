import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { MQTT_WS_PATH } from '../realtime/embeddedBroker';
import type { HttpAuthBrokerCommand, HttpAuthBrokerEvent } from './httpAuthBroker';

export interface HttpAuthBroker {
  /** mqtt://127.0.0.1:<port>: plain MQTT, for the api and gateways. */
  tcpUrl: string;
  /** ws://127.0.0.1:<port>/mqtt: MQTT over WebSocket, for browsers. */
  wsUrl: string;
  /** Every event so far: connections and refusals, with the username the broker authenticated. */
  events: HttpAuthBrokerEvent[];
  /**
   * Tells the broker where the api answers mqtt/auth and mqtt/acl. Before that it refuses everyone;
   * an api started against it connects at its next retry.
   */
  askApiAt(apiUrl: string): Promise<void>;
  /** Resolves once `count` connections have been made under `username` (fails after `timeoutMs`). */
  connected(username: string, options?: { count?: number; timeoutMs?: number }): Promise<void>;
  /** Resolves once `count` subscriptions to `topic` have been granted to `username`. */
  subscribed(
    username: string,
    topic: string,
    options?: { count?: number; timeoutMs?: number },
  ): Promise<void>;
  close(): Promise<void>;
}

type EventOf<T extends HttpAuthBrokerEvent['type']> = Extract<HttpAuthBrokerEvent, { type: T }>;

const ENTRY = fileURLToPath(new URL('./httpAuthBroker.ts', import.meta.url));
const START_TIMEOUT_MS = 20_000;

/**
 * Starts httpAuthBroker.ts in its own process: an external broker that authenticates and authorises every
 * client through the api's HTTP calls with `secret` (what EMQX's HTTP auth does), on free ports.
 */
export async function startHttpAuthBroker({ secret }: { secret: string }): Promise<HttpAuthBroker> {
  const child = fork(ENTRY, [], {
    // TypeScript through tsx; workspaces resolve to their src, as in the tests themselves.
    execArgv: ['--conditions=source', '--import', 'tsx'],
    env: { ...process.env, HTTP_AUTH_BROKER_SECRET: secret },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const events: HttpAuthBrokerEvent[] = [];
  const waiters = new Set<() => void>();
  child.on('message', (event: HttpAuthBrokerEvent) => {
    events.push(event);
    for (const wake of waiters) wake();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  /**
   * The `count`th event of `type` (past, from `since`, or future) that `matches`; fails after `timeoutMs`
   * or when the broker exits.
   */
  const nextEvent = <T extends HttpAuthBrokerEvent['type']>(
    type: T,
    what: string,
    options: { timeoutMs: number; since?: number; count?: number; matches?: (event: EventOf<T>) => boolean },
  ) =>
    new Promise<EventOf<T>>((resolve, reject) => {
      const isWanted = (event: HttpAuthBrokerEvent): event is EventOf<T> =>
        event.type === type && (options.matches?.(event as EventOf<T>) ?? true);
      const check = () => {
        const found = events.slice(options.since ?? 0).filter(isWanted)[(options.count ?? 1) - 1];
        if (!found) return;
        cleanup();
        resolve(found);
      };
      const timer = setTimeout(() => {
        cleanup();
        reject(new Error(`The external test broker: timed out waiting for ${what}`));
      }, options.timeoutMs);
      const onExit = () => {
        cleanup();
        reject(new Error(`The external test broker exited while waiting for ${what}`));
      };
      const cleanup = () => {
        clearTimeout(timer);
        waiters.delete(check);
        child.off('exit', onExit);
      };
      waiters.add(check);
      child.once('exit', onExit);
      check();
    });
  const send = (command: HttpAuthBrokerCommand) => child.send(command);

  const listening = await nextEvent('listening', 'it to listen', { timeoutMs: START_TIMEOUT_MS }).catch(
    (error: unknown) => {
      child.kill();
      throw error;
    },
  );

  return {
    tcpUrl: `mqtt://127.0.0.1:${listening.tcpPort}`,
    wsUrl: `ws://127.0.0.1:${listening.wsPort}${MQTT_WS_PATH}`,
    events,
    async askApiAt(apiUrl) {
      const since = events.length;
      send({ type: 'ask', apiUrl });
      await nextEvent('asking', 'it to take the api URL', { timeoutMs: 5_000, since });
    },
    async connected(username, { count = 1, timeoutMs = 10_000 } = {}) {
      await nextEvent('connected', `${count} connection(s) of ${username}`, {
        timeoutMs,
        count,
        matches: (event) => event.username === username,
      });
    },
    async subscribed(username, topic, { count = 1, timeoutMs = 10_000 } = {}) {
      await nextEvent('subscribed', `${count} subscription(s) of ${username} to ${topic}`, {
        timeoutMs,
        count,
        matches: (event) => event.username === username && event.topic === topic,
      });
    },
    async close() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      send({ type: 'stop' });
      const stopped = await Promise.race([
        exited.then(() => true),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 5_000)),
      ]);
      if (!stopped) child.kill('SIGKILL');
    },
  };
}
