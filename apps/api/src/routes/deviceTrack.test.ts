import type { DeviceTrack } from '@drisk/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devicePositions, usageHourly } from '../db/schema';
import { connectFakeGateway, waitFor, type FakeGateway } from '../test/mqttClients';
import { getTestServer, type TestServer } from '../test/testServer';

const SOLO = 'DRS-100003';
const HOUR = 3_600_000;

let server: TestServer;
let gateway: FakeGateway;
let solo: string;
beforeAll(async () => {
  server = await getTestServer({}, { broker: true });
  gateway = await connectFakeGateway(server, SOLO);
  solo = await server.login('solo@example.com', 'Solo#12345');
});
afterAll(async () => {
  await gateway?.close();
  await server?.close();
});

/** Publishes one telemetry message as the gateway and waits until the api has stored it. */
async function report(location: { latitude: number; longitude: number; location?: string }) {
  const before = server.app.telemetry.stats.received;
  await gateway.publishTelemetry({ location });
  await waitFor(() => server.app.telemetry.stats.received > before, 5_000, 'telemetry to arrive');
  await server.app.telemetry.flush();
}

const trackOf = (deviceId: string, token = solo) =>
  server.call<DeviceTrack>(`user/deviceTrack?device_id=${deviceId}`, { token });

describe('user/deviceTrack', () => {
  it('answers only for a gateway the caller may see', async () => {
    expect((await server.call(`user/deviceTrack?device_id=${SOLO}`)).status).toBe(401);
    const guest = await server.login('guest@example.com', 'Guest#12345');
    expect((await trackOf(SOLO, guest)).status).toBe(403);
    expect((await server.call('user/deviceTrack', { token: solo })).status).toBe(400);
  });

  it('records each new position once and answers the last 24 hours, oldest first', async () => {
    await server.db.delete(devicePositions).where(eq(devicePositions.deviceId, SOLO));
    // Older than the track (kept until the retention ends) and past the retention (deleted on the next report).
    await server.db.insert(devicePositions).values([
      { deviceId: SOLO, latitude: 50, longitude: 1, recordedAt: new Date(Date.now() - 30 * HOUR) },
      { deviceId: SOLO, latitude: 49, longitude: 1, recordedAt: new Date(Date.now() - 60 * HOUR) },
    ]);
    await report({ latitude: 48.8601, longitude: 2.3499, location: 'Louvre, Paris' });
    await report({ latitude: 48.8601, longitude: 2.3499, location: 'Louvre, Paris' });
    // About 20 m away: GPS jitter, not a move.
    await report({ latitude: 48.86028, longitude: 2.3499, location: 'Louvre, Paris' });
    await report({ latitude: 48.853, longitude: 2.3499, location: 'Notre-Dame, Paris' });

    const reply = await trackOf(SOLO);
    expect(reply.status).toBe(200);
    expect(reply.body.result.points).toEqual([
      { latitude: 48.8601, longitude: 2.3499, location: 'Louvre, Paris', at: expect.any(String) },
      { latitude: 48.853, longitude: 2.3499, location: 'Notre-Dame, Paris', at: expect.any(String) },
    ]);
    const [first, second] = reply.body.result.points;
    expect(Date.parse(first.at)).toBeLessThanOrEqual(Date.parse(second.at));
    const stored = await server.db
      .select({ latitude: devicePositions.latitude })
      .from(devicePositions)
      .where(eq(devicePositions.deviceId, SOLO));
    expect(stored.map((row) => row.latitude).sort()).toEqual([48.853, 48.8601, 50]);
  });

  it('sums the data used per hour over the last 24 hours, every network', async () => {
    const hour = (hoursAgo: number) => new Date(Math.floor(Date.now() / HOUR - hoursAgo) * HOUR);
    await server.db.delete(usageHourly).where(eq(usageHourly.deviceId, SOLO));
    await server.db.insert(usageHourly).values([
      { deviceId: SOLO, network: 'LAN', hourStart: hour(2), downloadBytes: 1_000, uploadBytes: 200 },
      { deviceId: SOLO, network: 'Cellular', hourStart: hour(2), downloadBytes: 300, uploadBytes: 0 },
      { deviceId: SOLO, network: 'LAN', hourStart: hour(1), downloadBytes: 50, uploadBytes: 50 },
      { deviceId: SOLO, network: 'LAN', hourStart: hour(30), downloadBytes: 9_999, uploadBytes: 0 },
    ]);
    const reply = await trackOf(SOLO);
    expect(reply.body.result.hourly_usage).toEqual([
      { hour_start: hour(2).toISOString(), bytes: 1_500 },
      { hour_start: hour(1).toISOString(), bytes: 100 },
    ]);
  });
});
