import { describe, expect, it } from 'vitest';
import type { MqttClientConnect } from './loadMqtt';
import { loadMqtt, pickConnect } from './loadMqtt';

describe('loadMqtt', () => {
  it("gives mqtt.js's connect in node", async () => {
    const { connect } = await import('mqtt');
    await expect(loadMqtt()).resolves.toBe(connect);
  });

  it('finds connect in the default export of the browser bundle', () => {
    // Regression: mqtt/dist/mqtt.esm.js has no named exports, so `mqtt.connect` was undefined in Chromium.
    const connect = (() => {}) as unknown as MqttClientConnect;
    const browserBundle = { default: { connect } } as unknown as Parameters<typeof pickConnect>[0];
    expect(pickConnect(browserBundle)).toBe(connect);
  });
});
