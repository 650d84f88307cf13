import { DEVICE_LOCATION_MODULE, topics, type DeviceLocation } from '@drisk/contract';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { MqttClient } from 'mqtt';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { devices, endpoints, users } from '../db/schema';
import {
  collect,
  connectFakeGateway,
  connectMqtt,
  trySubscribe,
  waitFor,
  type FakeGateway,
} from '../test/mqttClients';
import { getTestServer, type TestServer } from '../test/testServer';

let server: TestServer;
const open: Array<MqttClient | FakeGateway> = [];
const track = <T extends MqttClient | FakeGateway>(client: T) => (open.push(client), client);

beforeAll(async () => {
  server = await getTestServer({}, { broker: true });
});
afterEach(async () => {
  await Promise.all(
    open.splice(0).map((client) => ('commands' in client ? client.close() : client.endAsync(true))),
  );
});
afterAll(() => server?.close());

async function gps(email: string, password: string) {
  const token = await server.login(email, password);
  return server.call<DeviceLocation[]>('user/getDeviceGPS', { token });
}

const deviceIdsOf = (places: DeviceLocation[]) =>
  places.flatMap((place) => place.devices.map((d) => d.device_id));

/** Publishes one telemetry message as the gateway and waits until the api has stored it. */
async function report(
  gateway: FakeGateway,
  location: { latitude: number; longitude: number; location?: string },
) {
  const before = server.app.telemetry.stats.received;
  await gateway.publishTelemetry({ location, battery: 64 });
  await waitFor(() => server.app.telemetry.stats.received > before, 5_000, 'telemetry to arrive');
  await server.app.telemetry.flush();
}

describe('user/getDeviceGPS', () => {
  it('needs a session', async () => {
    const reply = await server.call('user/getDeviceGPS');
    expect(reply.status).toBe(401);
  });

  it("lists only the caller's own devices, each at its stored position", async () => {
    const owner = await gps('owner@example.com', 'Owner#12345');
    expect(owner.status).toBe(200);
    expect(deviceIdsOf(owner.body.result).sort()).toEqual(['DRA-100001', 'DRB-100002']);

    const guest = await gps('guest@example.com', 'Guest#12345');
    expect(deviceIdsOf(guest.body.result)).toEqual(['DRA-100001']);

    const solo = await gps('solo@example.com', 'Solo#12345');
    expect(deviceIdsOf(solo.body.result)).toEqual(['DRS-100003']);
    expect(solo.body.result[0]).toMatchObject({
      latitude: expect.any(Number),
      longitude: expect.any(Number),
      devices: [{ device_id: 'DRS-100003', device_name: 'dRisk-Solo', status: 'Active' }],
    });
  });

  it("answers each device's fields and its count of online endpoints, 0 when none is online", async () => {
    const expected = async () => {
      const rows = await server.db
        .select()
        .from(devices)
        .where(inArray(devices.deviceId, ['DRA-100001', 'DRB-100002']));
      const online = await server.db
        .select({ deviceId: endpoints.deviceId, n: count() })
        .from(endpoints)
        .where(eq(endpoints.isOnline, true))
        .groupBy(endpoints.deviceId);
      return rows.map((row) => ({
        device_id: row.deviceId,
        device_name: row.name,
        endpoint_count: online.find((o) => o.deviceId === row.deviceId)?.n ?? 0,
        status: row.status,
        battery: row.batteryLevel,
        last_seen_at: row.lastSeenAt?.toISOString() ?? null,
      }));
    };
    const byId = (places: DeviceLocation[]) =>
      places.flatMap((place) => place.devices).sort((a, b) => a.device_id.localeCompare(b.device_id));

    const owner = await gps('owner@example.com', 'Owner#12345');
    expect(byId(owner.body.result)).toEqual(await expected());
    expect(byId(owner.body.result).map((d) => d.endpoint_count)).toEqual([4, 2]);

    const offline = await server.db
      .update(endpoints)
      .set({ isOnline: false })
      .where(and(eq(endpoints.deviceId, 'DRB-100002'), endpoints.isOnline))
      .returning({ id: endpoints.id });
    try {
      const again = await gps('owner@example.com', 'Owner#12345');
      expect(byId(again.body.result)).toEqual(await expected());
      expect(byId(again.body.result).map((d) => d.endpoint_count)).toEqual([4, 0]);
    } finally {
      await server.db
        .update(endpoints)
        .set({ isOnline: true })
        .where(
          inArray(
            endpoints.id,
            offline.map((row) => row.id),
          ),
        );
    }
  });

  it('answers with the position the gateway last reported, and tells open apps at once', async () => {
    const [solo] = await server.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'solo@example.com'));
    const token = await server.login('solo@example.com', 'Solo#12345');
    const app = track(await connectMqtt(server, String(solo.id), token));
    const told = collect(app, topics.deviceApp('DRS-100003'));
    expect(await trySubscribe(app, topics.deviceApp('DRS-100003'))).toBe(true);

    const gateway = track(await connectFakeGateway(server, 'DRS-100003'));
    await report(gateway, { latitude: 48.8601, longitude: 2.3499, location: 'Louvre, Paris' });

    const reply = await server.call<DeviceLocation[]>('user/getDeviceGPS', { token });
    expect(reply.body.result).toEqual([
      {
        latitude: 48.8601,
        longitude: 2.3499,
        location: 'Louvre, Paris',
        devices: [
          expect.objectContaining({ device_id: 'DRS-100003', battery: 64, last_seen_at: expect.any(String) }),
        ],
      },
    ]);
    await waitFor(() => told.length >= 1, 5_000, 'the position message');
    expect(told[0]).toEqual({
      module: DEVICE_LOCATION_MODULE,
      result: {
        device_id: 'DRS-100003',
        latitude: 48.8601,
        longitude: 2.3499,
        location: 'Louvre, Paris',
        at: expect.any(Number),
      },
    });

    // The same place again is not news; a new one is.
    await report(gateway, { latitude: 48.8601, longitude: 2.3499, location: 'Louvre, Paris' });
    await report(gateway, { latitude: 48.853, longitude: 2.3499, location: 'Louvre, Paris' });
    await waitFor(() => told.length >= 2, 5_000, 'the second position message');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(told).toHaveLength(2);
    expect(told[1]).toMatchObject({ result: { latitude: 48.853 } });
  });

  it('never tells another user where a foreign gateway is', async () => {
    const [guest] = await server.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'guest@example.com'));
    const token = await server.login('guest@example.com', 'Guest#12345');
    const app = track(await connectMqtt(server, String(guest.id), token));
    expect(await trySubscribe(app, topics.deviceApp('DRS-100003'))).toBe(false);
  });

  it('drops a report with coordinates out of range, keeping the last good position', async () => {
    const gateway = track(await connectFakeGateway(server, 'DRS-100003'));
    await report(gateway, { latitude: 48.85, longitude: 2.35 });
    const invalid = server.app.telemetry.stats.invalid;
    const before = server.app.telemetry.stats.received;
    await gateway.client.publishAsync(
      topics.gatewayTelemetry('DRS-100003'),
      JSON.stringify({
        device_id: 'DRS-100003',
        ts: Date.now(),
        location: { latitude: 91, longitude: 2.35 },
      }),
      { qos: 2 },
    );
    await waitFor(() => server.app.telemetry.stats.received > before, 5_000, 'telemetry to arrive');
    await server.app.telemetry.flush();
    expect(server.app.telemetry.stats.invalid).toBe(invalid + 1);

    const solo = await gps('solo@example.com', 'Solo#12345');
    expect(solo.body.result[0]).toMatchObject({ latitude: 48.85, longitude: 2.35 });
  });

  it('leaves out a device that never reported a position', async () => {
    await server.db
      .update(devices)
      .set({ latitude: null, longitude: null })
      .where(eq(devices.deviceId, 'DRB-100002'));
    const owner = await gps('owner@example.com', 'Owner#12345');
    expect(deviceIdsOf(owner.body.result)).toEqual(['DRA-100001']);
  });
});
