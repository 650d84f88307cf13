type MqttModule = typeof import('mqtt');

/** mqtt.js's `connect`. */
export type MqttConnect = MqttModule['connect'];

/**
 * mqtt.js's `connect` from the imported module. Node's build has named exports; the browser bundle that
 * bundlers pick (mqtt/dist/mqtt.esm.js) has only a default export holding them.
 */
export function pickConnect(mqtt: Pick<MqttModule, 'connect' | 'default'>): MqttConnect {
  return typeof mqtt.connect === 'function' ? mqtt.connect : mqtt.default.connect;
}

let pending: Promise<MqttConnect> | null = null;

/** mqtt.js is about 100 KB gzip in a browser: imported on the first connection, so pages without realtime skip it. */
export function loadMqtt(): Promise<MqttConnect> {
  pending ??= import('mqtt').then(pickConnect, (error: unknown) => {
    // A failed chunk load (e.g. offline) must not be cached: the next attempt imports again.
    pending = null;
    throw error;
  });
  return pending;
}
