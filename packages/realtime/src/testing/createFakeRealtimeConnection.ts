import { topicMatches } from '@drisk/contract/client';
import type { ConnectionState } from '../connection/ConnectionState';
import type { MessageHandler, RealtimeConnection } from '../connection/RealtimeConnection';

/** A RealtimeConnection without a broker, driven by the test: for component tests and Storybook. */
export interface FakeRealtimeConnection extends RealtimeConnection {
  /** Delivers `message` (already decoded) to every handler whose topic filter matches `topic`. */
  emit(topic: string, message: unknown): void;
  /** Moves the connection to `state` and tells the state listeners. */
  setState(state: ConnectionState): void;
  /** Grants the subscriptions to `topic` (the filter as subscribed): their onSubscribed listeners run. */
  grant(topic: string): void;
  /** Calls the resync listeners, as a reconnect does. */
  resync(): void;
  /** The topic filters that have at least one handler now. */
  activeTopics(): string[];
  /** Every topic passed to subscribe, in order (one entry per call). */
  readonly subscribeCalls: string[];
  /** Every message published while online, in order (publish returns false and records nothing otherwise). */
  readonly published: { topic: string; message: unknown }[];
  /** How many times credentialsChanged was called. */
  readonly credentialsChangedCalls: number;
  /** Whether release was called. */
  readonly released: boolean;
}

export function createFakeRealtimeConnection(
  initialState: ConnectionState = 'online',
): FakeRealtimeConnection {
  let state = initialState;
  let credentialsChangedCalls = 0;
  let released = false;
  const subscribeCalls: string[] = [];
  const stateListeners = new Set<() => void>();
  const resyncListeners = new Set<() => void>();
  const handlers = new Set<{ topic: string; handler: MessageHandler; onSubscribed?: () => void }>();
  const published: { topic: string; message: unknown }[] = [];

  return {
    getSnapshot: () => state,
    subscribeState(listener) {
      stateListeners.add(listener);
      return () => stateListeners.delete(listener);
    },
    subscribe(topic, handler, options) {
      subscribeCalls.push(topic);
      const entry = { topic, handler, onSubscribed: options?.onSubscribed };
      handlers.add(entry);
      return () => handlers.delete(entry);
    },
    publish(topic, message) {
      if (state !== 'online') return false;
      published.push({ topic, message });
      return true;
    },
    onResync(listener) {
      resyncListeners.add(listener);
      return () => resyncListeners.delete(listener);
    },
    credentialsChanged() {
      credentialsChangedCalls += 1;
    },
    release() {
      released = true;
    },
    emit(topic, message) {
      for (const entry of [...handlers]) if (topicMatches(entry.topic, topic)) entry.handler(message, topic);
    },
    setState(next) {
      state = next;
      for (const listener of [...stateListeners]) listener();
    },
    grant(topic) {
      for (const entry of [...handlers]) if (entry.topic === topic) entry.onSubscribed?.();
    },
    resync() {
      for (const listener of [...resyncListeners]) listener();
    },
    activeTopics: () => [...new Set([...handlers].map((entry) => entry.topic))],
    subscribeCalls,
    published,
    get credentialsChangedCalls() {
      return credentialsChangedCalls;
    },
    get released() {
      return released;
    },
  };
}
