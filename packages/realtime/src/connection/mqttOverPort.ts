import type { IClientOptions, ISubscriptionGrant, ISubscriptionMap, MqttClient } from 'mqtt';
import type { MqttConnect, MqttLink, MqttLinkEvents, SubackCodes, SubscribeCallback } from './mqttLink';

// mqtt.js runs in a worker (mqttWorker.ts): evaluating its bundle and parsing every packet would otherwise
// be tasks of 50-100 ms on a phone's main thread while a page renders. These are the two ends of the
// MessagePort between them: clients are numbered, calls go one way, events and SUBACKs the other, in order.

/** A call from the page to the worker. */
export type PortCall =
  | { op: 'connect'; id: number; url: string; options: IClientOptions }
  | { op: 'subscribe'; id: number; request: ISubscriptionMap; ask: number }
  | { op: 'unsubscribe'; id: number; topics: string[] }
  | { op: 'publish'; id: number; topic: string; message: string; qos: 0 | 1 | 2 }
  | { op: 'end'; id: number; force: boolean };

/** What the worker tells the page. */
export type PortEvent =
  | { event: 'connect'; id: number }
  | { event: 'message'; id: number; topic: string; payload: Uint8Array }
  | { event: 'error'; id: number; message: string; code: unknown; connected: boolean }
  | { event: 'close'; id: number }
  | {
      event: 'suback';
      id: number;
      ask: number;
      error: string | null;
      grants?: ISubscriptionGrant[];
      suback?: SubackCodes;
    };

/** The part of a MessagePort (or a Worker, or a worker's global scope) each end uses. */
export interface PortLike {
  postMessage(message: unknown, transfer?: Transferable[]): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

type MqttClientConnect = (url: string, options: IClientOptions) => MqttClient;

/**
 * The worker's end: runs real mqtt.js clients for the calls arriving on `port`. `close()` ends them all
 * (a test's stand-in for the page terminating the worker).
 */
export function serveMqttOverPort(port: PortLike, connect: MqttClientConnect): { close(): void } {
  const clients = new Map<number, MqttClient>();
  const tell = (message: PortEvent, transfer: Transferable[] = []) => port.postMessage(message, transfer);
  port.addEventListener('message', ({ data }: MessageEvent<PortCall>) => {
    const client = clients.get(data.id);
    switch (data.op) {
      case 'connect': {
        const { id } = data;
        let created: MqttClient;
        try {
          created = connect(data.url, data.options);
        } catch (error) {
          tell({ event: 'error', id, message: String(error), code: undefined, connected: false });
          tell({ event: 'close', id });
          return;
        }
        clients.set(id, created);
        created.on('connect', () => tell({ event: 'connect', id }));
        created.on('message', (topic, payload) => {
          // A copy the page can own: mqtt.js's Buffer may be a view of a larger pooled buffer.
          const bytes = new Uint8Array(payload);
          tell({ event: 'message', id, topic, payload: bytes }, [bytes.buffer]);
        });
        created.on('error', (error: Error & { code?: unknown }) =>
          tell({
            event: 'error',
            id,
            message: error.message,
            code: error.code,
            connected: created.connected,
          }),
        );
        created.on('close', () => tell({ event: 'close', id }));
        return;
      }
      case 'subscribe':
        client?.subscribe(data.request, (error, grants, suback) =>
          tell({
            event: 'suback',
            id: data.id,
            ask: data.ask,
            error: error ? error.message : null,
            grants,
            suback: suback ? { granted: [...suback.granted] } : undefined,
          }),
        );
        return;
      case 'unsubscribe':
        client?.unsubscribe(data.topics);
        return;
      case 'publish':
        client?.publish(data.topic, data.message, { qos: data.qos });
        return;
      case 'end':
        clients.delete(data.id);
        client?.end(data.force);
        return;
    }
  });
  return {
    close() {
      for (const client of clients.values()) client.end(true);
      clients.clear();
    },
  };
}

/** The page's stand-in for one client in the worker. */
class PortLink implements MqttLink {
  connected = false;
  readonly #listeners: { [E in keyof MqttLinkEvents]: MqttLinkEvents[E][] } = {
    connect: [],
    message: [],
    error: [],
    close: [],
  };
  readonly #subacks = new Map<number, SubscribeCallback>();
  #asks = 0;

  constructor(
    readonly id: number,
    readonly call: (message: PortCall) => void,
  ) {}

  on<E extends keyof MqttLinkEvents>(event: E, listener: MqttLinkEvents[E]) {
    this.#listeners[event].push(listener);
    return this;
  }

  subscribe(request: ISubscriptionMap, callback: SubscribeCallback) {
    const ask = ++this.#asks;
    this.#subacks.set(ask, callback);
    this.call({ op: 'subscribe', id: this.id, request, ask });
  }

  unsubscribe(topics: string[]) {
    this.call({ op: 'unsubscribe', id: this.id, topics });
  }

  publish(topic: string, message: string, options: { qos: 0 | 1 | 2 }) {
    this.call({ op: 'publish', id: this.id, topic, message, qos: options.qos });
  }

  end(force = false) {
    this.call({ op: 'end', id: this.id, force });
  }

  /** Plays one event from the worker to the listeners, as mqtt.js would have emitted it here. */
  receive(message: PortEvent) {
    const listeners = this.#listeners;
    switch (message.event) {
      case 'connect':
        this.connected = true;
        for (const listener of listeners.connect) listener();
        return;
      case 'message':
        for (const listener of listeners.message) listener(message.topic, message.payload);
        return;
      case 'error': {
        this.connected = message.connected;
        const error = Object.assign(new Error(message.message), { code: message.code });
        for (const listener of listeners.error) listener(error);
        return;
      }
      case 'close': {
        this.connected = false;
        // As mqtt.js does: a SUBSCRIBE that the closed link never answered gets an error.
        const waiting = [...this.#subacks.values()];
        this.#subacks.clear();
        for (const callback of waiting) callback(new Error('Connection closed'));
        for (const listener of listeners.close) listener();
        return;
      }
      case 'suback': {
        const callback = this.#subacks.get(message.ask);
        this.#subacks.delete(message.ask);
        callback?.(message.error === null ? null : new Error(message.error), message.grants, message.suback);
        return;
      }
    }
  }

  /** The worker is gone: the link closes as a dropped socket would, so the connection retries. */
  lose(reason: string) {
    this.receive({ event: 'error', id: this.id, message: reason, code: undefined, connected: false });
    this.receive({ event: 'close', id: this.id });
  }
}

/**
 * The page's end: a `connect` whose clients run in the worker behind `port`. `onLost` is called when the
 * worker fails (its script did not load, or it crashed): every open link then closes, and the next
 * connection attempt is the caller's to make with a new worker.
 */
export function connectOverPort(port: PortLike): { connect: MqttConnect; lose: (reason: string) => void } {
  const links = new Map<number, PortLink>();
  let next = 0;
  let lostReason: string | null = null;
  const call = (message: PortCall) => {
    if (message.op === 'end') links.delete(message.id);
    port.postMessage(message);
  };
  port.addEventListener('message', ({ data }: MessageEvent<PortEvent>) => links.get(data.id)?.receive(data));
  return {
    connect(url, options) {
      const link = new PortLink(++next, call);
      if (lostReason !== null) {
        // The worker is gone: this link closes as soon as its listeners are on, and the caller retries.
        const reason = lostReason;
        queueMicrotask(() => link.lose(reason));
        return link;
      }
      links.set(link.id, link);
      call({ op: 'connect', id: link.id, url, options });
      return link;
    },
    lose(reason) {
      lostReason = reason;
      const lost = [...links.values()];
      links.clear();
      for (const link of lost) link.lose(reason);
    },
  };
}
