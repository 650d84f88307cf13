import { topicMatches } from '@drisk/contract/client';
import type { ConnectionState } from '../connection/ConnectionState';
import type { MessageHandler, RealtimeConnection } from '../connection/RealtimeConnection';

/** A RealtimeConnection without a broker, driven by the test: for component tests and Storybook. */
export interface FakeRealtimeConnection extends RealtimeConnection {
  /** Delivers `message` (already decoded) to every handler whose topic filter matches `topic`. */
  emit(topic: string, message: unknown): void;
  /** Moves the connection to `state` and tells the state listeners. */
  setState(state: ConnectionState): void;
  /** Calls the resync listeners, as a reconnect does. */
  resync(): void;
  /** The topic filters that have at least one handler now. */
  activeTopics(): string[];
  /** Every topic passed to subscribe, in order (one entry per call). */
  readonly subscribeCalls: string[];
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
  const handlers = new Set<{ topic: string; handler: MessageHandler }>();

  return {
    getSnapshot: () => state,
    subscribeState(listener) {
      stateListeners.add(listener);
      return () => stateListeners.delete(listener);
    },
    subscribe(topic, handler) {
      subscribeCalls.push(topic);
      const entry = { topic, handler };
      handlers.add(entry);
      return () => handlers.delete(entry);
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
    resync() {
      for (const listener of [...resyncListeners]) listener();
    },
    activeTopics: () => [...new Set([...handlers].map((entry) => entry.topic))],
    subscribeCalls,
    get credentialsChangedCalls() {
      return credentialsChangedCalls;
    },
    get released() {
      return released;
    },
  };
}
