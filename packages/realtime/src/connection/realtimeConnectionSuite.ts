import { describe, expect, it, vi } from 'vitest';
import { MQTT_QOS, topics } from '@drisk/contract/client';
import type { ConnectionState } from './ConnectionState';
import { UNSUBSCRIBE_LINGER_MS, type RealtimeConnection } from './RealtimeConnection';
import { brokerConnections } from './brokerConnections';
import { startTestBroker } from './testBroker';

/**
 * The behaviour of connectRealtime against a real Aedes broker, run by RealtimeConnection.test.ts with
 * mqtt.js on the test's thread and by mqttOverPort.test.ts with mqtt.js behind a MessagePort, as in the
 * browser's worker: `how` names the way in the test titles.
 */
export function realtimeConnectionSuite(how: string) {
  const DEVICE_TOPIC = topics.deviceApp('DRA-100001');

  const env = brokerConnections();
  const { connect } = env;

  /** Records every state the connection passes through. */
  function recordStates(connection: RealtimeConnection): ConnectionState[] {
    const states: ConnectionState[] = [connection.getSnapshot()];
    connection.subscribeState(() => states.push(connection.getSnapshot()));
    return states;
  }

  const waitFor = (assertion: () => void, timeout = 5_000) =>
    vi.waitFor(assertion, { timeout, interval: 10 });

  async function waitUntilSubscribed(topic: string, times = 1) {
    await waitFor(() =>
      expect(env.broker.subscribed.filter((entry) => entry.topic === topic)).toHaveLength(times),
    );
  }

  describe(`connectRealtime against a real broker, ${how}`, () => {
    it('connects with the user name and password, subscribes at QoS 2 and delivers decoded JSON', async () => {
      const connection = connect();
      const states = recordStates(connection);
      const received: unknown[] = [];
      connection.subscribe(DEVICE_TOPIC, (message, topic) => received.push({ message, topic }));

      await waitFor(() => expect(connection.getSnapshot()).toBe('online'));
      await waitUntilSubscribed(DEVICE_TOPIC);
      expect(env.broker.subscribed[0].qos).toBe(MQTT_QOS);
      expect(env.broker.authAttempts).toEqual([{ username: 'u1', password: 'good', ok: true }]);

      await env.broker.publish(DEVICE_TOPIC, JSON.stringify({ value: 42 }), 2);
      await waitFor(() => expect(received).toEqual([{ message: { value: 42 }, topic: DEVICE_TOPIC }]));
      expect(states).toEqual(['connecting', 'online']);
    });

    it('shares one socket between holders of the same url and user, and closes it with the last release', async () => {
      const first = connect();
      const second = connect();
      await waitFor(() => expect(first.getSnapshot()).toBe('online'));
      expect(second.getSnapshot()).toBe('online');
      expect(env.broker.openSockets()).toBe(1);

      first.release();
      expect(first.getSnapshot()).toBe('idle');
      expect(second.getSnapshot()).toBe('online');
      expect(env.broker.openSockets()).toBe(1);

      second.release();
      expect(second.getSnapshot()).toBe('idle');
      await waitFor(() => expect(env.broker.openSockets()).toBe(0));
      expect(env.broker.authAttempts).toHaveLength(1);
    });

    it('asks the broker once per topic and unsubscribes only when the last handler leaves', async () => {
      const connection = connect();
      const first = vi.fn();
      const second = vi.fn();
      const stopFirst = connection.subscribe(DEVICE_TOPIC, first);
      const stopSecond = connection.subscribe(DEVICE_TOPIC, second);
      await waitFor(() => expect(connection.getSnapshot()).toBe('online'));
      await waitUntilSubscribed(DEVICE_TOPIC);

      stopFirst();
      stopFirst(); // a second call must not take the other handler's place away
      await env.broker.publish(DEVICE_TOPIC, JSON.stringify({ value: 10 }));
      await waitFor(() => expect(second).toHaveBeenCalledWith({ value: 10 }, DEVICE_TOPIC));
      expect(first).not.toHaveBeenCalled();
      expect(env.broker.unsubscribed).toEqual([]);

      stopSecond();
      await waitFor(() =>
        expect(env.broker.unsubscribed.map((entry) => entry.topic)).toEqual([DEVICE_TOPIC]),
      );
      await env.broker.publish(DEVICE_TOPIC, JSON.stringify({ value: 11 }));
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(second).toHaveBeenCalledTimes(1);
      expect(env.broker.subscribed.filter((entry) => entry.topic === DEVICE_TOPIC)).toHaveLength(1);
    });

    it('keeps a topic subscribed when one screen hands it to the next', async () => {
      const connection = connect();
      const leaving = connection.subscribe(DEVICE_TOPIC, vi.fn());
      await waitFor(() => expect(connection.getSnapshot()).toBe('online'));
      await waitUntilSubscribed(DEVICE_TOPIC);
      // A route change: the old screen's handler leaves and the new screen's arrives in the same moment.
      leaving();
      const next = vi.fn();
      connection.subscribe(DEVICE_TOPIC, next);
      await new Promise((resolve) => setTimeout(resolve, UNSUBSCRIBE_LINGER_MS + 200));
      await env.broker.publish(DEVICE_TOPIC, JSON.stringify({ value: 12 }));
      await waitFor(() => expect(next).toHaveBeenCalledWith({ value: 12 }, DEVICE_TOPIC));
      expect(env.broker.unsubscribed).toEqual([]);
      expect(env.broker.subscribed.filter((entry) => entry.topic === DEVICE_TOPIC)).toHaveLength(1);
    });

    it('subscribes a topic added while online at once', async () => {
      const connection = connect();
      await waitFor(() => expect(connection.getSnapshot()).toBe('online'));
      const handler = vi.fn();
      connection.subscribe(topics.userApp(7), handler);
      await waitUntilSubscribed(topics.userApp(7));
      await env.broker.publish(topics.userApp(7), JSON.stringify({ module: 'devices' }));
      await waitFor(() => expect(handler).toHaveBeenCalledWith({ module: 'devices' }, '7/device/app'));
    });

    it('sends the topics asked for in one tick in one SUBSCRIBE, and those left in one tick in one UNSUBSCRIBE', async () => {
      const connection = connect();
      await waitFor(() => expect(connection.getSnapshot()).toBe('online'));
      // A map of a thousand devices: every device topic in the same tick.
      const deviceTopics = Array.from({ length: 1_000 }, (_, i) => topics.deviceApp(`LOAD-${i + 1}`));
      const stops = deviceTopics.map((topic) => connection.subscribe(topic, vi.fn()));
      await waitFor(() => expect(env.broker.subscribed).toHaveLength(1_000));
      expect(env.broker.subscribePackets).toEqual([deviceTopics]);

      const handler = vi.fn();
      const last = deviceTopics[999];
      connection.subscribe(last, handler); // a second handler: no new packet
      await env.broker.publish(last, JSON.stringify({ value: 13 }));
      await waitFor(() => expect(handler).toHaveBeenCalledWith({ value: 13 }, last));
      expect(env.broker.subscribePackets).toHaveLength(1);

      stops.forEach((stop) => stop());
      await waitFor(() => expect(env.broker.unsubscribed).toHaveLength(999));
      expect(env.broker.unsubscribePackets).toEqual([deviceTopics.slice(0, 999)]);
    });

    it('sends nothing for a topic asked for and left in the same tick', async () => {
      const connection = connect();
      await waitFor(() => expect(connection.getSnapshot()).toBe('online'));
      connection.subscribe(topics.deviceApp('DRA-100002'), vi.fn())();
      connection.subscribe(DEVICE_TOPIC, vi.fn());
      await waitUntilSubscribed(DEVICE_TOPIC);
      await new Promise((resolve) => setTimeout(resolve, UNSUBSCRIBE_LINGER_MS + 200));
      expect(env.broker.subscribePackets).toEqual([[DEVICE_TOPIC]]);
      expect(env.broker.unsubscribePackets).toEqual([]);
    });

    it('reconnects after the server drops the socket, with a fresh password, re-subscribes and asks for a resync', async () => {
      let token = 'good';
      const getPassword = vi.fn(() => token);
      const connection = connect({ getPassword });
      const states = recordStates(connection);
      const received: unknown[] = [];
      const resync = vi.fn();
      connection.onResync(resync);
      connection.subscribe(DEVICE_TOPIC, (message) => received.push(message));
      await waitFor(() => expect(connection.getSnapshot()).toBe('online'));
      await waitUntilSubscribed(DEVICE_TOPIC);
      expect(resync).not.toHaveBeenCalled(); // the first connection is not a reconnect

      // The session token was refreshed meanwhile: the old one is no longer accepted.
      token = 'fresh';
      env.broker.acceptedPasswords.clear();
      env.broker.acceptedPasswords.add('fresh');
      env.broker.dropSockets();

      await waitUntilSubscribed(DEVICE_TOPIC, 2);
      await waitFor(() => expect(resync).toHaveBeenCalledTimes(1));
      expect(connection.getSnapshot()).toBe('online');
      expect(states).toEqual(['connecting', 'online', 'offline', 'online']);
      expect(getPassword).toHaveBeenCalledTimes(2);
      expect(env.broker.authAttempts.map((attempt) => attempt.password)).toEqual(['good', 'fresh']);

      await env.broker.publish(DEVICE_TOPIC, JSON.stringify({ value: 'charging' }));
      await waitFor(() => expect(received).toEqual([{ value: 'charging' }]));
    });

    it('goes unauthorized on a refused password, does not retry, and tries again when the credentials change', async () => {
      let token = 'bad';
      const connection = connect({ getPassword: () => token });
      const states = recordStates(connection);
      await waitFor(() => expect(connection.getSnapshot()).toBe('unauthorized'));

      // With a 20 ms backoff a retry loop would have made dozens of attempts by now.
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect(env.broker.authAttempts).toEqual([{ username: 'u1', password: 'bad', ok: false }]);
      expect(states).toEqual(['connecting', 'unauthorized']);

      token = 'good';
      connection.credentialsChanged();
      await waitFor(() => expect(connection.getSnapshot()).toBe('online'));
      expect(states).toEqual(['connecting', 'unauthorized', 'connecting', 'online']);
      expect(env.broker.authAttempts).toHaveLength(2);
    });

    it('tries new credentials at once when they arrive while a refused attempt is on its way', async () => {
      env.broker.authenticateDelayMs = 150;
      let token = 'bad';
      const getPassword = vi.fn(() => token);
      const connection = connect({ getPassword });
      const states = recordStates(connection);
      await waitFor(() => expect(getPassword).toHaveBeenCalledTimes(1));
      token = 'good';
      connection.credentialsChanged();

      await waitFor(() => expect(connection.getSnapshot()).toBe('online'));
      expect(env.broker.authAttempts.map((attempt) => attempt.ok)).toEqual([false, true]);
      expect(states).not.toContain('unauthorized');
    });

    it('is unauthorized without trying when there is no password', async () => {
      const connection = connect({ getPassword: () => null });
      await waitFor(() => expect(connection.getSnapshot()).toBe('unauthorized'));
      expect(env.broker.authAttempts).toEqual([]);
    });

    it('drops a payload that is not JSON with a warning and keeps delivering the next ones', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const connection = connect();
      const handler = vi.fn();
      connection.subscribe(DEVICE_TOPIC, handler);
      await waitUntilSubscribed(DEVICE_TOPIC);

      await env.broker.publish(DEVICE_TOPIC, '{"value": 4');
      await env.broker.publish(DEVICE_TOPIC, JSON.stringify({ value: 5 }));
      await waitFor(() => expect(handler).toHaveBeenCalledWith({ value: 5 }, DEVICE_TOPIC));
      expect(handler).toHaveBeenCalledTimes(1);
      expect(warn).toHaveBeenCalledWith(expect.stringContaining(`dropped a message on "${DEVICE_TOPIC}"`));
      expect(connection.getSnapshot()).toBe('online');
    });

    it('keeps delivering to the other handlers when one throws', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      const connection = connect();
      const after = vi.fn();
      connection.subscribe(DEVICE_TOPIC, () => {
        throw new Error('handler bug');
      });
      connection.subscribe(DEVICE_TOPIC, after);
      await waitUntilSubscribed(DEVICE_TOPIC);
      await env.broker.publish(DEVICE_TOPIC, JSON.stringify({ value: 1 }));
      await waitFor(() => expect(after).toHaveBeenCalledTimes(1));
      expect(connection.getSnapshot()).toBe('online');
    });

    it('retries at once when the browser comes back online or the tab becomes visible', async () => {
      const window = new EventTarget();
      const document = Object.assign(new EventTarget(), {
        visibilityState: 'visible' as DocumentVisibilityState,
      });
      // A backoff far longer than the test: only a wake-up signal can bring the connection back in time.
      const connection = connect({
        backoff: { minMs: 60_000, maxMs: 60_000 },
        wakeSources: { window, document },
      });
      await waitFor(() => expect(connection.getSnapshot()).toBe('online'));

      env.broker.dropSockets();
      await waitFor(() => expect(connection.getSnapshot()).toBe('offline'));
      window.dispatchEvent(new Event('online'));
      await waitFor(() => expect(connection.getSnapshot()).toBe('online'));

      env.broker.dropSockets();
      await waitFor(() => expect(connection.getSnapshot()).toBe('offline'));
      document.visibilityState = 'hidden';
      document.dispatchEvent(new Event('visibilitychange'));
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(connection.getSnapshot()).toBe('offline'); // a hidden tab waits out its backoff
      document.visibilityState = 'visible';
      document.dispatchEvent(new Event('visibilitychange'));
      await waitFor(() => expect(connection.getSnapshot()).toBe('online'));
      expect(env.broker.authAttempts).toHaveLength(3);
    });

    it('keeps retrying with backoff while the broker is unreachable, and connects when it is back', async () => {
      const port = Number(new URL(env.broker.url).port);
      await env.broker.close();
      const getPassword = vi.fn(() => 'good');
      const connection = connect({ getPassword });
      const states = recordStates(connection);
      await waitFor(() => expect(getPassword.mock.calls.length).toBeGreaterThanOrEqual(3));
      expect(connection.getSnapshot()).toBe('offline');

      env.broker = await startTestBroker(port);
      await waitFor(() => expect(connection.getSnapshot()).toBe('online'));
      expect(states).toEqual(['connecting', 'offline', 'online']);
    });
  });
}
