import type { IClientOptions, ISubscriptionGrant, ISubscriptionMap } from 'mqtt';
import { MQTT_QOS, topicMatches } from '@drisk/contract/client';
import type { ConnectionState } from './ConnectionState';
import { decodeMessage, UNDECODABLE } from './decodeMessage';
import { isCredentialRefusal } from './isCredentialRefusal';
import { loadMqtt } from './loadMqtt';
import type { MqttConnect, MqttLink, SubackCodes } from './mqttLink';
import { reconnectDelay, type BackoffOptions } from './reconnectDelay';

/** How long a topic nobody listens to stays subscribed at the broker, for the next screen to take over. */
export const UNSUBSCRIBE_LINGER_MS = 2_000;

/** Receives the JSON-decoded payload of every message on a subscribed topic. Treat it as read-only. */
export type MessageHandler = (message: unknown, topic: string) => void;

export interface SubscribeOptions {
  /**
   * Called each time the broker grants this subscription: when the SUBACK of the SUBSCRIBE that carried
   * the topic arrives (in a microtask when the topic is granted already), and again after every reconnect.
   * Never called for a topic the broker refuses. Use it to publish a request whose answer comes on `topic`.
   */
  onSubscribed?: () => void;
}

/** The MQTT password source; null means there are no credentials to offer. */
export type PasswordSource = () => string | null | Promise<string | null>;

/** Where the browser's wake-up signals come from (injectable so tests can fire them). */
export interface WakeSources {
  /** Fires `online` when the network comes back. */
  window?: EventTarget | null;
  /** Fires `visibilitychange`; a retry happens at once when the tab becomes visible. */
  document?: (EventTarget & { readonly visibilityState: DocumentVisibilityState }) | null;
}

export interface RealtimeConnectOptions {
  /** The broker's MQTT-over-WebSocket URL, e.g. `ws://host:8083/mqtt` (the `realtimeConfig` route's `ws_url`). */
  url: string;
  /** MQTT user name: the signed-in user's id as a string. */
  username: string;
  /**
   * Gives the MQTT password (the session token). Called before every connection attempt, so a token
   * refreshed since the last attempt is the one sent.
   */
  getPassword: PasswordSource;
  /**
   * MQTT protocol version: 4 is MQTT 3.1.1 (the only one the embedded Aedes broker speaks), 5 is MQTT 5
   * (EMQX, Mosquitto). Fixed by the first caller for a given url and user.
   * @default 4
   */
  protocolVersion?: 4 | 5;
  /** Waits between retries. @default { minMs: 1000, maxMs: 30000 } */
  backoff?: BackoffOptions;
  /** Seconds between MQTT keep-alive pings; a dead link is noticed after about one and a half of them. @default 30 */
  keepaliveSeconds?: number;
  /** Sources of `online` and `visibilitychange`. @default the page's window and document (none outside a browser) */
  wakeSources?: WakeSources;
}

/**
 * A holder's view of the tab's shared MQTT connection. Each `connectRealtime` call returns its own
 * handle; the socket stays open while any handle is unreleased.
 */
export interface RealtimeConnection {
  /** The current state; pair with `subscribeState` in `useSyncExternalStore`. */
  getSnapshot(): ConnectionState;
  /** Calls `listener` after every state change; returns the function that stops it. */
  subscribeState(listener: () => void): () => void;
  /**
   * Delivers every JSON message on `topic` (MQTT wildcards allowed) to `handler`, at QoS 2. Subscriptions are
   * reference-counted: the broker is asked once per topic, and told to stop when the last handler leaves.
   * The topics asked for in one tick go to the broker in one SUBSCRIBE, those left in one tick in one
   * UNSUBSCRIBE. Active subscriptions are sent again after every reconnect. Returns the function that
   * unsubscribes.
   */
  subscribe(topic: string, handler: MessageHandler, options?: SubscribeOptions): () => void;
  /**
   * Publishes `message` as JSON on `topic` at QoS 2. Returns false and sends nothing while not online: a
   * publish is not kept for later (pair it with `onSubscribed`, which fires again after a reconnect).
   */
  publish(topic: string, message: unknown): boolean;
  /**
   * Calls `listener` after a reconnect, once the subscriptions are back in place: messages may have been
   * missed while offline, so refetch over REST what they would have told.
   */
  onResync(listener: () => void): () => void;
  /** Says the password source now gives new credentials: an unauthorized or waiting connection tries at once. */
  credentialsChanged(): void;
  /** Gives up this handle and its subscriptions; the socket closes when the last handle is released. */
  release(): void;
}

function browserWakeSources(): WakeSources {
  return {
    window: typeof window === 'undefined' ? null : window,
    document: typeof document === 'undefined' ? null : document,
  };
}

/** A short random tag so the broker's logs tell this tab's client apart from the user's other tabs. */
function randomTag(): string {
  return Math.random().toString(36).slice(2, 10);
}

interface Subscriber {
  readonly handler: MessageHandler;
  readonly onSubscribed?: () => void;
}

/** Filters left in one tick, unsubscribed together when their timer fires (unless taken up again). */
interface Linger {
  readonly filters: Set<string>;
  readonly timer: ReturnType<typeof setTimeout>;
}

/** One MQTT connection per url and user, shared by every handle of the tab. */
class SharedConnection {
  private state: ConnectionState = 'idle';
  private readonly stateListeners = new Set<() => void>();
  private readonly resyncListeners = new Set<() => void>();
  private readonly subscriptions = new Map<string, Set<Subscriber>>();
  /**
   * Filters asked for in the current tick and not yet sent: one SUBSCRIBE carries them all once the tick
   * ends (a map of a thousand devices asks for a thousand topics at once).
   */
  private readonly toSubscribe = new Set<string>();
  /** Filters whose last subscriber left a moment ago: the broker is told after UNSUBSCRIBE_LINGER_MS. */
  private readonly lingering = new Map<string, Linger>();
  /** Filters the broker granted to the current client (lingering ones included). */
  private readonly granted = new Set<string>();
  /**
   * Filters sent and not yet acknowledged, with the number of the SUBSCRIBE that last carried them: only
   * that packet's SUBACK speaks for them.
   */
  private readonly awaitingSuback = new Map<string, number>();
  private subscribePackets = 0;
  /** The linger of the filters left in the current tick, so they go out in one UNSUBSCRIBE. */
  private tickLinger: Linger | null = null;
  /** The password sources of the unreleased handles; the newest one is asked. */
  private readonly passwordSources: PasswordSource[] = [];
  private readonly wakeSources: WakeSources;
  private readonly clientId: string;
  private client: MqttLink | null = null;
  /** Bumped by every attempt and by close, so a late result of an older attempt is ignored. */
  private generation = 0;
  /** Failed attempts since the last time the broker accepted us; drives the backoff. */
  private failures = 0;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private hasBeenOnline = false;
  /** credentialsChanged() came after the current attempt read its password: a refusal is retried at once. */
  private passwordChangedMidAttempt = false;
  private closed = false;

  constructor(
    private readonly options: RealtimeConnectOptions,
    private readonly onClosed: () => void,
  ) {
    this.clientId = `drisk-web-${options.username}-${randomTag()}`;
    this.wakeSources = options.wakeSources ?? browserWakeSources();
    this.wakeSources.window?.addEventListener('online', this.handleWake);
    this.wakeSources.document?.addEventListener('visibilitychange', this.handleWake);
  }

  createHandle(getPassword: PasswordSource): RealtimeConnection {
    this.passwordSources.push(getPassword);
    const cleanups = new Set<() => void>();
    let released = false;
    const track = (stop: () => void) => {
      const cleanup = () => {
        cleanups.delete(cleanup);
        stop();
      };
      cleanups.add(cleanup);
      return cleanup;
    };
    return {
      getSnapshot: () => (released ? 'idle' : this.state),
      subscribeState: (listener) => {
        if (released) return () => {};
        this.stateListeners.add(listener);
        return track(() => this.stateListeners.delete(listener));
      },
      subscribe: (topic, handler, options) =>
        released ? () => {} : track(this.subscribe(topic, handler, options?.onSubscribed)),
      publish: (topic, message) => !released && this.publish(topic, message),
      onResync: (listener) => {
        if (released) return () => {};
        this.resyncListeners.add(listener);
        return track(() => this.resyncListeners.delete(listener));
      },
      credentialsChanged: () => {
        if (!released) this.credentialsChanged();
      },
      release: () => {
        if (released) return;
        released = true;
        for (const cleanup of [...cleanups]) cleanup();
        this.passwordSources.splice(this.passwordSources.lastIndexOf(getPassword), 1);
        if (this.passwordSources.length === 0) this.close();
      },
    };
  }

  start(): void {
    this.setState('connecting');
    this.openNow();
  }

  private subscribe(filter: string, handler: MessageHandler, onSubscribed?: () => void): () => void {
    const subscriber: Subscriber = { handler, onSubscribed };
    let subscribers = this.subscriptions.get(filter);
    if (!subscribers) {
      subscribers = new Set();
      this.subscriptions.set(filter, subscribers);
      const linger = this.lingering.get(filter);
      if (linger) {
        // Still subscribed at the broker (a screen handed the topic to the next one): nothing to send.
        // Its linger's timer still fires, for the other filters (or for none).
        this.lingering.delete(filter);
        linger.filters.delete(filter);
      } else if (this.state === 'online' && this.client) {
        // While not online the filter waits in the map: the connect handler sends them all.
        if (this.toSubscribe.size === 0) queueMicrotask(() => this.flushSubscribe());
        this.toSubscribe.add(filter);
      }
    }
    subscribers.add(subscriber);
    if (onSubscribed && this.granted.has(filter)) {
      // Already granted (another holder's, or lingering): no SUBACK will come for it.
      queueMicrotask(() => {
        if (this.granted.has(filter) && this.subscriptions.get(filter)?.has(subscriber))
          this.callSubscribed(subscriber, filter);
      });
    }
    let active = true;
    return () => {
      if (!active) return;
      active = false;
      const current = this.subscriptions.get(filter);
      if (!current?.delete(subscriber) || current.size > 0) return;
      this.subscriptions.delete(filter);
      // Asked for and left in the same tick: the broker never heard of it.
      if (this.toSubscribe.delete(filter)) return;
      if (this.state !== 'online' || !this.client) return;
      // Not at once: when one screen leaves and the next takes the same topic, an UNSUBSCRIBE followed by a
      // SUBSCRIBE can be applied by the broker in the other order and leave the topic unsubscribed.
      const linger = this.tickLinger ?? this.startLinger(this.client);
      linger.filters.add(filter);
      this.lingering.set(filter, linger);
    };
  }

  /** Sends the filters asked for in the tick that just ended, in one SUBSCRIBE. */
  private flushSubscribe(): void {
    const filters = [...this.toSubscribe];
    this.toSubscribe.clear();
    if (filters.length === 0 || this.state !== 'online' || !this.client) return;
    this.sendSubscribe(this.client, filters);
  }

  /** The linger of this tick: after UNSUBSCRIBE_LINGER_MS, one UNSUBSCRIBE for its filters nobody took up. */
  private startLinger(client: MqttLink): Linger {
    const linger: Linger = {
      filters: new Set(),
      timer: setTimeout(() => {
        for (const filter of linger.filters) {
          this.lingering.delete(filter);
          this.granted.delete(filter);
          this.awaitingSuback.delete(filter);
        }
        if (this.client === client && linger.filters.size > 0) client.unsubscribe([...linger.filters]);
      }, UNSUBSCRIBE_LINGER_MS),
    };
    this.tickLinger = linger;
    queueMicrotask(() => {
      if (this.tickLinger === linger) this.tickLinger = null;
    });
    return linger;
  }

  private credentialsChanged(): void {
    if (this.closed) return;
    if (this.state === 'unauthorized') {
      this.failures = 0;
      this.setState('connecting');
      this.openNow();
    } else if (this.retryTimer) {
      this.openNow();
    } else if (this.state !== 'online') {
      this.passwordChangedMidAttempt = true;
    }
  }

  /** `online` or tab shown: skip the rest of a backoff wait (never while unauthorized or mid-attempt). */
  private readonly handleWake = () => {
    if (this.closed || !this.retryTimer) return;
    if (this.wakeSources.document?.visibilityState === 'hidden') return;
    this.openNow();
  };

  private openNow(): void {
    if (this.closed) return;
    this.clearRetry();
    this.dropClient();
    const generation = ++this.generation;
    void this.attempt(generation);
  }

  private async attempt(generation: number): Promise<void> {
    let connect: MqttConnect;
    let password: string | null;
    try {
      connect = await loadMqtt();
      if (generation !== this.generation) return;
      this.passwordChangedMidAttempt = false;
      password = await this.passwordSources[this.passwordSources.length - 1]();
    } catch (error) {
      if (generation !== this.generation) return;
      console.warn('@drisk/realtime: a connection attempt could not start; retrying later.', error);
      this.setState('offline');
      this.scheduleRetry();
      return;
    }
    if (generation !== this.generation) return;
    if (!password) {
      this.setState('unauthorized');
      return;
    }
    const clientOptions: IClientOptions = {
      username: this.options.username,
      password,
      clientId: this.clientId,
      protocolVersion: this.options.protocolVersion ?? 4,
      clean: true,
      // Retries and re-subscription are ours: backoff with jitter, a fresh password, resync after.
      reconnectPeriod: 0,
      resubscribe: false,
      connectTimeout: 10_000,
      keepalive: this.options.keepaliveSeconds ?? 30,
    };
    let client: MqttLink;
    try {
      client = connect(this.options.url, clientOptions);
    } catch (error) {
      console.error(
        `@drisk/realtime: cannot connect to "${this.options.url}"; expected ws://host:port/path.`,
        error,
      );
      this.setState('offline');
      this.scheduleRetry();
      return;
    }
    this.client = client;
    client.on('connect', () => this.handleConnect(client));
    client.on('message', (topic, payload) => this.dispatch(topic, payload));
    client.on('error', (error) => this.handleError(client, error));
    client.on('close', () => this.handleClose(client));
  }

  private handleConnect(client: MqttLink): void {
    if (client !== this.client) return;
    this.failures = 0;
    const reconnected = this.hasBeenOnline;
    this.hasBeenOnline = true;
    this.setState('online');
    const afterSubscribed = () => {
      if (reconnected && client === this.client) this.emitResync();
    };
    // A new session starts with no subscriptions: what lingered belonged to the previous client.
    this.dropLingering();
    this.forgetGrants();
    // Those waiting for the end of the tick go out below with the rest.
    this.toSubscribe.clear();
    const filters = [...this.subscriptions.keys()];
    if (filters.length === 0) afterSubscribed();
    else this.sendSubscribe(client, filters, afterSubscribed);
  }

  private sendSubscribe(client: MqttLink, filters: string[], done?: () => void): void {
    const request: ISubscriptionMap = Object.fromEntries(
      filters.map((filter) => [filter, { qos: MQTT_QOS }]),
    );
    const packet = ++this.subscribePackets;
    for (const filter of filters) this.awaitingSuback.set(filter, packet);
    client.subscribe(request, (_error, grants, suback) => {
      if (client === this.client) this.handleSuback(packet, grants ?? [], suback);
      done?.();
    });
  }

  /**
   * Records what one SUBACK granted and tells the subscribers that asked to know. mqtt.js reports a refusal
   * of any filter as an error of the whole packet, so the SUBACK's own codes (in the order of the request)
   * decide each filter. No SUBACK means the link closed mid-way; the next connect sends them all again.
   */
  private handleSuback(packet: number, grants: ISubscriptionGrant[], suback: SubackCodes | undefined) {
    if (!suback) return;
    grants.forEach((grant, index) => {
      const filter = grant.topic;
      if (this.awaitingSuback.get(filter) !== packet) return;
      this.awaitingSuback.delete(filter);
      const code = suback.granted[index];
      if (typeof code !== 'number' || code >= 0x80) {
        console.warn(
          `@drisk/realtime: the broker refused the subscription to "${filter}". ` +
            'A user may subscribe only to its own user topic and to the topics of its devices.',
        );
        return;
      }
      this.granted.add(filter);
      for (const subscriber of [...(this.subscriptions.get(filter) ?? [])])
        this.callSubscribed(subscriber, filter);
    });
  }

  private callSubscribed(subscriber: Subscriber, filter: string): void {
    if (!subscriber.onSubscribed) return;
    try {
      subscriber.onSubscribed();
    } catch (error) {
      console.error(`@drisk/realtime: an onSubscribed listener of "${filter}" threw.`, error);
    }
  }

  private publish(topic: string, message: unknown): boolean {
    if (this.state !== 'online' || !this.client) return false;
    this.client.publish(topic, JSON.stringify(message), { qos: MQTT_QOS });
    return true;
  }

  /** The broker's grants belong to one client: a new or dropped one has none. */
  private forgetGrants(): void {
    this.granted.clear();
    this.awaitingSuback.clear();
  }

  private dispatch(topic: string, payload: Uint8Array): void {
    const receivers: Subscriber[] = [];
    for (const [filter, subscribers] of this.subscriptions) {
      if (topicMatches(filter, topic)) receivers.push(...subscribers);
    }
    // A message still in flight after its last handler left is not worth decoding (or warning about).
    if (receivers.length === 0) return;
    const message = decodeMessage(topic, payload);
    if (message === UNDECODABLE) return;
    for (const { handler } of receivers) {
      try {
        handler(message, topic);
      } catch (error) {
        console.error(`@drisk/realtime: a handler of "${topic}" threw; the other handlers still ran.`, error);
      }
    }
  }

  private handleError(client: MqttLink, error: Error & { code?: unknown }): void {
    if (client !== this.client) return;
    if (!client.connected && isCredentialRefusal(error.code)) {
      this.dropClient();
      // New credentials arrived while these were on their way: try them rather than give up.
      if (this.passwordChangedMidAttempt) this.openNow();
      // The same credentials would be refused again: wait for credentialsChanged().
      else this.setState('unauthorized');
    }
    // Any other error (refused socket, timeout, protocol error) ends in 'close', which schedules the retry.
  }

  private handleClose(client: MqttLink): void {
    if (client !== this.client) return;
    this.dropClient();
    if (this.closed) return;
    this.setState('offline');
    this.scheduleRetry();
  }

  private scheduleRetry(): void {
    if (this.closed || this.retryTimer) return;
    const delay = reconnectDelay(this.failures, this.options.backoff);
    this.failures += 1;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.openNow();
    }, delay);
  }

  private dropLingering(): void {
    for (const linger of this.lingering.values()) clearTimeout(linger.timer);
    this.lingering.clear();
    this.tickLinger = null;
  }

  private clearRetry(): void {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
  }

  /** Forgets the current mqtt.js client; its late events are ignored (they no longer match this.client). */
  private dropClient(): void {
    const client = this.client;
    if (!client) return;
    this.client = null;
    this.forgetGrants();
    // A connected client says DISCONNECT so the broker frees the session at once; any other is torn down.
    client.end(!client.connected);
  }

  private close(): void {
    if (this.closed) return;
    this.closed = true;
    this.generation += 1;
    this.clearRetry();
    this.dropLingering();
    this.toSubscribe.clear();
    this.dropClient();
    this.wakeSources.window?.removeEventListener('online', this.handleWake);
    this.wakeSources.document?.removeEventListener('visibilitychange', this.handleWake);
    this.subscriptions.clear();
    this.setState('idle');
    this.stateListeners.clear();
    this.resyncListeners.clear();
    this.onClosed();
  }

  private setState(next: ConnectionState): void {
    if (this.state === next) return;
    this.state = next;
    for (const listener of [...this.stateListeners]) listener();
  }

  private emitResync(): void {
    for (const listener of [...this.resyncListeners]) {
      try {
        listener();
      } catch (error) {
        console.error('@drisk/realtime: a resync listener threw.', error);
      }
    }
  }
}

/** The tab's connections, one per url and user. */
const connections = new Map<string, SharedConnection>();

/**
 * Joins the tab's MQTT connection for `url` and `username`, opening it if this is the first holder.
 * Later holders share the socket (their `getPassword` becomes the one asked on the next attempt).
 * Call `release()` on the returned handle when done.
 */
export function connectRealtime(options: RealtimeConnectOptions): RealtimeConnection {
  const key = `${options.url}\n${options.username}`;
  const shared = connections.get(key);
  if (shared) return shared.createHandle(options.getPassword);
  const created = new SharedConnection(options, () => {
    if (connections.get(key) === created) connections.delete(key);
  });
  connections.set(key, created);
  const handle = created.createHandle(options.getPassword);
  created.start();
  return handle;
}
