import { describe, expect, it, vi } from 'vitest';
import { MQTT_QOS, topics } from '@drisk/contract/client';
import { UNSUBSCRIBE_LINGER_MS, type RealtimeConnection } from './RealtimeConnection';
import { brokerConnections } from './brokerConnections';

/*
 * onSubscribed and publish: a request is published only once the broker has granted the topic its answer
 * comes on, without giving up the one-SUBSCRIBE-per-tick batching and the linger.
 */

/** Run by subscriptionGrants.test.ts with mqtt.js on the test's thread and by mqttOverPort.test.ts behind a port. */
export function subscriptionGrantsSuite(how: string) {
  const REQUESTS = topics.fileStructureRequest('DRA-100001');
  const ANSWERS = topics.fileStructureResponse('DRA-100001');
  const BATTERY = topics.deviceApp('DRA-100001');
  const REFUSED = topics.fileStructureResponse('DRS-100003');

  const env = brokerConnections();
  const { connect } = env;

  const waitFor = (assertion: () => void) => vi.waitFor(assertion, { timeout: 5_000, interval: 10 });
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  async function online(connection: RealtimeConnection) {
    await waitFor(() => expect(connection.getSnapshot()).toBe('online'));
  }

  describe(`onSubscribed, ${how}`, () => {
    it('fires from the one batched SUBACK for each granted filter, and not for a refused one', async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      env.broker.refusedFilters.add(REFUSED);
      const connection = connect();
      await online(connection);
      const granted: string[] = [];
      for (const topic of [ANSWERS, BATTERY, REFUSED])
        connection.subscribe(topic, vi.fn(), { onSubscribed: () => granted.push(topic) });

      await waitFor(() => expect(granted).toHaveLength(2));
      await pause(100);
      expect(granted.sort()).toEqual([ANSWERS, BATTERY].sort());
      expect(env.broker.subscribePackets).toEqual([[ANSWERS, BATTERY, REFUSED]]);
      expect(console.warn).toHaveBeenCalledWith(expect.stringContaining(`"${REFUSED}"`));
    });

    it('fires at once, with no new SUBSCRIBE, for a topic already granted or still lingering', async () => {
      const connection = connect();
      const first = vi.fn();
      const leave = connection.subscribe(ANSWERS, vi.fn(), { onSubscribed: first });
      await waitFor(() => expect(first).toHaveBeenCalledTimes(1));

      const second = vi.fn();
      const leaveToo = connection.subscribe(ANSWERS, vi.fn(), { onSubscribed: second });
      await waitFor(() => expect(second).toHaveBeenCalledTimes(1));

      // Both leave, as a screen does on a route change; the next screen takes the topic within the linger.
      leave();
      leaveToo();
      const third = vi.fn();
      connection.subscribe(ANSWERS, vi.fn(), { onSubscribed: third });
      await waitFor(() => expect(third).toHaveBeenCalledTimes(1));
      expect(env.broker.subscribePackets).toEqual([[ANSWERS]]);
      expect(env.broker.unsubscribePackets).toEqual([]);
      expect(first).toHaveBeenCalledTimes(1);
    });

    it('waits for the connection, and fires again after a reconnect has re-subscribed', async () => {
      env.broker.authenticateDelayMs = 150;
      const connection = connect();
      const subscribed = vi.fn();
      connection.subscribe(ANSWERS, vi.fn(), { onSubscribed: subscribed });
      expect(connection.getSnapshot()).toBe('connecting');
      await waitFor(() => expect(subscribed).toHaveBeenCalledTimes(1));
      expect(env.broker.subscribed.filter((entry) => entry.topic === ANSWERS)).toHaveLength(1);

      env.broker.dropSockets();
      await waitFor(() => expect(subscribed).toHaveBeenCalledTimes(2));
      expect(env.broker.subscribed.filter((entry) => entry.topic === ANSWERS)).toHaveLength(2);
    });

    it('does not fire for a holder that left before the SUBACK, nor after the topic was unsubscribed', async () => {
      env.broker.authenticateDelayMs = 100;
      const connection = connect();
      const gone = vi.fn();
      connection.subscribe(ANSWERS, vi.fn(), { onSubscribed: gone })();
      const stays = vi.fn();
      connection.subscribe(BATTERY, vi.fn(), { onSubscribed: stays });
      await waitFor(() => expect(stays).toHaveBeenCalledTimes(1));
      await pause(100);
      expect(gone).not.toHaveBeenCalled();
    });

    it(
      'asks the broker again for a topic it was told to drop, and fires only after that SUBACK',
      async () => {
        const connection = connect();
        const stop = connection.subscribe(ANSWERS, vi.fn());
        await waitFor(() => expect(env.broker.subscribePackets).toHaveLength(1));
        stop();
        await waitFor(() => expect(env.broker.unsubscribePackets).toEqual([[ANSWERS]]));
        const again = vi.fn();
        connection.subscribe(ANSWERS, vi.fn(), { onSubscribed: again });
        await waitFor(() => expect(again).toHaveBeenCalledTimes(1));
        expect(env.broker.subscribePackets).toEqual([[ANSWERS], [ANSWERS]]);
      },
      UNSUBSCRIBE_LINGER_MS + 5_000,
    );
  });

  describe(`publish, ${how}`, () => {
    it('sends nothing while not online', async () => {
      env.broker.authenticateDelayMs = 100;
      const connection = connect();
      expect(connection.publish(REQUESTS, { module: 'file_structure_request' })).toBe(false);
      await online(connection);
      await pause(50);
      expect(env.broker.clientPublishes).toEqual([]);
    });

    it('publishes a request as JSON at QoS 2 once the answer topic is granted, and the answer arrives', async () => {
      const connection = connect();
      const answers: unknown[] = [];
      connection.subscribe(ANSWERS, (message) => answers.push(message), {
        onSubscribed: () => connection.publish(REQUESTS, { request_id: 'r1' }),
      });
      await waitFor(() => expect(env.broker.clientPublishes).toHaveLength(1));
      expect(env.broker.clientPublishes[0]).toEqual({
        topic: REQUESTS,
        payload: JSON.stringify({ request_id: 'r1' }),
        qos: MQTT_QOS,
      });

      await env.broker.publish(ANSWERS, JSON.stringify({ request_id: 'r1', result: [] }));
      await waitFor(() => expect(answers).toEqual([{ request_id: 'r1', result: [] }]));
    });

    it('is refused to a released handle', async () => {
      const connection = connect();
      await online(connection);
      const other = connect();
      other.release();
      expect(other.publish(REQUESTS, {})).toBe(false);
      expect(connection.publish(REQUESTS, {})).toBe(true);
      await waitFor(() => expect(env.broker.clientPublishes).toHaveLength(1));
    });
  });
}
