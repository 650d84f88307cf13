import { MessageChannel } from 'node:worker_threads';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as mqtt from 'mqtt';
import { topics } from '@drisk/contract';
import { pickConnect, runMqttInWorker } from './loadMqtt';
import { connectOverPort, serveMqttOverPort, type PortLike } from './mqttOverPort';
import { connectRealtime } from './RealtimeConnection';
import { realtimeConnectionSuite } from './realtimeConnectionSuite';
import { subscriptionGrantsSuite } from './subscriptionGrantsSuite';
import { FAST_BACKOFF } from './brokerConnections';
import { startTestBroker } from './testBroker';

/**
 * A stand-in for the browser's Worker: the worker's end (serveMqttOverPort with the real mqtt.js) on one
 * port of a MessageChannel, the page on the other. `fail()` fires the Worker's error event.
 */
class ChannelWorker extends EventTarget {
  static started: ChannelWorker[] = [];
  readonly #page;
  readonly #worker;
  terminated = false;

  constructor() {
    super();
    const { port1, port2 } = new MessageChannel();
    this.#worker = serveMqttOverPort(port2 as unknown as PortLike, pickConnect(mqtt));
    this.#page = port1;
    port1.on('message', (data: unknown) => this.dispatchEvent(new MessageEvent('message', { data })));
    ChannelWorker.started.push(this);
  }

  postMessage(message: unknown) {
    this.#page.postMessage(message);
  }

  terminate() {
    this.terminated = true;
    this.#worker.close();
    this.#page.close();
  }

  fail() {
    this.dispatchEvent(Object.assign(new Event('error'), { message: 'boom' }));
  }
}

runMqttInWorker(() => new ChannelWorker() as unknown as Worker);

realtimeConnectionSuite('with mqtt.js behind a MessagePort (the browser runs it in a worker)');
subscriptionGrantsSuite('with mqtt.js behind a MessagePort');

describe('the MQTT worker', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is started once for every connection, and again after it failed, and the connection comes back', async () => {
    const broker = await startTestBroker();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const connection = connectRealtime({
      url: broker.url,
      username: 'u1',
      getPassword: () => 'good',
      backoff: FAST_BACKOFF,
      wakeSources: {},
    });
    try {
      const received: unknown[] = [];
      connection.subscribe(topics.deviceApp('DRA-1'), (message) => received.push(message));
      await vi.waitFor(() => expect(connection.getSnapshot()).toBe('online'));
      const first = ChannelWorker.started.at(-1)!;
      // A second connection of the tab (another user, another url) runs in the same worker.
      const started = ChannelWorker.started.length;
      const other = connectRealtime({ url: broker.url, username: 'u2', getPassword: () => 'good' });
      other.release();
      expect(ChannelWorker.started).toHaveLength(started);

      first.fail();
      expect(first.terminated).toBe(true);
      expect(connection.getSnapshot()).toBe('offline');
      await vi.waitFor(() => expect(connection.getSnapshot()).toBe('online'));
      expect(ChannelWorker.started.at(-1)).not.toBe(first);

      await vi.waitFor(() => expect(broker.subscribed.length).toBeGreaterThanOrEqual(2));
      await broker.publish(topics.deviceApp('DRA-1'), JSON.stringify({ battery: 80 }));
      await vi.waitFor(() => expect(received).toEqual([{ battery: 80 }]));
    } finally {
      connection.release();
      await broker.close();
    }
  });

  it('closes a link asked of a worker that is already lost, so the connection retries instead of waiting', async () => {
    const posted: unknown[] = [];
    const port = { postMessage: (message: unknown) => posted.push(message), addEventListener: () => {} };
    const end = connectOverPort(port);
    end.lose('gone');
    const link = end.connect('ws://broker.test/mqtt', {});
    const events: string[] = [];
    link.on('error', (error) => events.push(`error ${error.message}`));
    link.on('close', () => events.push('close'));
    await Promise.resolve();
    expect(events).toEqual(['error gone', 'close']);
    expect(link.connected).toBe(false);
    expect(posted).toEqual([]);
  });
});
