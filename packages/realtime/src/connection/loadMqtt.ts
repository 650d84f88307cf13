import type { MqttConnect } from './mqttLink';
import { connectOverPort } from './mqttOverPort';

type MqttModule = typeof import('mqtt');

/** mqtt.js's own `connect`, which returns its client. */
export type MqttClientConnect = MqttModule['connect'];

/**
 * mqtt.js's `connect` from the imported module. Node's build has named exports; the browser bundle that
 * bundlers pick (mqtt/dist/mqtt.esm.js) has only a default export holding them.
 */
export function pickConnect(mqtt: Pick<MqttModule, 'connect' | 'default'>): MqttClientConnect {
  return typeof mqtt.connect === 'function' ? mqtt.connect : mqtt.default.connect;
}

let pending: Promise<MqttConnect> | null = null;
let startWorker: (() => Worker) | null = null;
let overWorker: ReturnType<typeof connectOverPort> | null = null;

/**
 * Runs mqtt.js in a worker that `start` creates (an app's bundler builds it from `@drisk/realtime/mqttWorker`),
 * from the next connection attempt on. Without it mqtt.js runs on the page's thread, as in Node and in tests.
 */
export function runMqttInWorker(start: () => Worker): void {
  startWorker = start;
}

/** The `connect` of the worker's clients, starting the worker on first use and again after it failed. */
function workerConnect(start: () => Worker): MqttConnect {
  if (!overWorker) {
    const worker = start();
    const end = connectOverPort(worker);
    worker.addEventListener('error', (event) => {
      if (overWorker === end) overWorker = null;
      worker.terminate();
      end.lose(`@drisk/realtime: the MQTT worker failed (${event.message || 'its script did not load'}).`);
    });
    overWorker = end;
  }
  return overWorker.connect;
}

/** mqtt.js is about 100 KB gzip in a browser: imported on the first connection, so pages without realtime skip it. */
export function loadMqtt(): Promise<MqttConnect> {
  const start = startWorker;
  // The worker is looked up when the connection is made, not now: it may fail while the password is fetched.
  if (start) return Promise.resolve((url, options) => workerConnect(start)(url, options));
  pending ??= import('mqtt').then(
    // mqtt.js's client is the link itself (its `on` and callbacks are wider than MqttLink's).
    (mqtt) => pickConnect(mqtt) as unknown as MqttConnect,
    (error: unknown) => {
      // A failed chunk load (e.g. offline) must not be cached: the next attempt imports again.
      pending = null;
      throw error;
    },
  );
  return pending;
}
