import { afterEach, beforeEach, vi } from 'vitest';
import { connectRealtime, type RealtimeConnectOptions, type RealtimeConnection } from './RealtimeConnection';
import { startTestBroker, type TestBroker } from './testBroker';

/** Retries a test's connections make: quick, so a reconnect takes milliseconds. */
export const FAST_BACKOFF = { minMs: 20, maxMs: 200 };

/**
 * For the connection test suites: a fresh broker for each test (`broker`, which a test may replace after
 * restarting it), and `connect`, which joins it as user u1 with the password it accepts. Every connection is
 * released and the broker closed after each test.
 */
export function brokerConnections() {
  let broker: TestBroker | null = null;
  const handles: RealtimeConnection[] = [];

  beforeEach(async () => {
    broker = await startTestBroker();
  });

  afterEach(async () => {
    for (const handle of handles.splice(0)) handle.release();
    await broker?.close();
    vi.restoreAllMocks();
  });

  const current = () => {
    if (!broker) throw new Error('brokerConnections(): the broker starts in beforeEach');
    return broker;
  };

  return {
    get broker(): TestBroker {
      return current();
    },
    set broker(restarted: TestBroker) {
      broker = restarted;
    },
    connect(overrides: Partial<RealtimeConnectOptions> = {}): RealtimeConnection {
      const handle = connectRealtime({
        url: current().url,
        username: 'u1',
        getPassword: () => 'good',
        backoff: FAST_BACKOFF,
        wakeSources: {},
        ...overrides,
      });
      handles.push(handle);
      return handle;
    },
  };
}
