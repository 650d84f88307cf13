import { MQTT_QOS, ROLE, topics } from '@drisk/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { MqttClient } from 'mqtt';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { devices, endpoints, issueLogs, notifications, usageSamples, userDevices, users } from '../db/schema';
import {
  collect,
  connectFakeGateway,
  connectMqtt,
  trySubscribe,
  waitFor,
  type FakeGateway,
} from '../test/mqttClients';
import { getTestServer, type TestServer } from '../test/testServer';
import { splitByDevice, TELEMETRY_MAX_BATCH } from './telemetryIngestion';
import { bucketStart } from './usageBuckets';

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

/** Waits until the api has received `count` more telemetry messages, then writes them. */
async function ingested(before: number, count = 1) {
  await waitFor(() => server.app.telemetry.stats.received >= before + count, 5_000, 'telemetry to arrive');
  await server.app.telemetry.flush();
}

async function userIdOf(email: string) {
  const [row] = await server.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row.id;
}

describe('telemetry ingestion', () => {
  it('stores usage per bucket, endpoints, battery, position and issue logs', async () => {
    const gateway = track(await connectFakeGateway(server, 'DRS-100003'));
    const ts = Date.now();
    const issue = {
      ip_address: '192.168.10.21',
      website_access: 'casino.example',
      description: 'Blocked by keyword',
      at: ts,
    };
    const before = server.app.telemetry.stats.received;
    const [totalBefore] = await server.db
      .select({ down: sql<number>`coalesce(sum(${usageSamples.downloadBytes}), 0)::float8` })
      .from(usageSamples)
      .where(and(eq(usageSamples.deviceId, 'DRS-100003'), eq(usageSamples.endpointMac, '')));

    const telemetry = {
      ts,
      battery: 57,
      endpoints: [
        {
          name: "Sam's Pixel 8",
          mac_address: '58:24:29:30:00:01',
          ip_address: '192.168.10.99',
          connected_since: ts - 60_000,
          blocked: false,
        },
        {
          name: 'New Laptop',
          mac_address: 'de:ad:be:ef:00:01',
          ip_address: '192.168.10.120',
          connected_since: ts - 1_000,
          blocked: false,
        },
      ],
      usage: [
        { network: 'LAN' as const, download_bytes: 4_000, upload_bytes: 400 },
        { network: 'Cellular' as const, download_bytes: 1_000, upload_bytes: 100 },
      ],
      endpoint_usage: [
        {
          mac_address: '58:24:29:30:00:01',
          network: 'LAN' as const,
          download_bytes: 3_000,
          upload_bytes: 300,
        },
        {
          mac_address: 'DE:AD:BE:EF:00:01',
          network: 'LAN' as const,
          download_bytes: 1_000,
          upload_bytes: 100,
        },
        {
          mac_address: 'DE:AD:BE:EF:00:01',
          network: 'Cellular' as const,
          download_bytes: 1_000,
          upload_bytes: 100,
        },
      ],
      issues: [issue],
      location: { latitude: 48.85, longitude: 2.35, location: 'Paris' },
    };
    await gateway.publishTelemetry(telemetry);
    // The same issue reported again (e.g. after a reconnect) is stored once; usage adds up.
    await gateway.publishTelemetry({
      ...telemetry,
      ts: ts + 1,
      endpoint_usage: [],
      usage: [{ network: 'LAN', download_bytes: 10, upload_bytes: 1 }],
    });
    await ingested(before, 2);

    const bucket = new Date(bucketStart(ts));
    const samples = await server.db
      .select()
      .from(usageSamples)
      .where(and(eq(usageSamples.deviceId, 'DRS-100003'), eq(usageSamples.bucketStart, bucket)));
    const row = (mac: string, network: string) =>
      samples.find((s) => s.endpointMac === mac && s.network === network);
    expect(row('', 'Cellular')).toMatchObject({ downloadBytes: 1_000, uploadBytes: 100 });
    expect(row('', 'LAN')?.downloadBytes).toBeGreaterThanOrEqual(4_010);
    expect(row('58:24:29:30:00:01', 'LAN')).toMatchObject({ downloadBytes: 3_000, uploadBytes: 300 });
    expect(row('DE:AD:BE:EF:00:01', 'Cellular')).toMatchObject({ downloadBytes: 1_000, uploadBytes: 100 });
    const [totalAfter] = await server.db
      .select({ down: sql<number>`coalesce(sum(${usageSamples.downloadBytes}), 0)::float8` })
      .from(usageSamples)
      .where(and(eq(usageSamples.deviceId, 'DRS-100003'), eq(usageSamples.endpointMac, '')));
    expect(totalAfter.down - totalBefore.down).toBe(5_010);

    const stored = await server.db.select().from(endpoints).where(eq(endpoints.deviceId, 'DRS-100003'));
    const pixel = stored.find((e) => e.macAddress === '58:24:29:30:00:01');
    expect(pixel).toMatchObject({ name: "Sam's Pixel 8", ipAddress: '192.168.10.99', isOnline: true });
    expect(stored.find((e) => e.macAddress === 'DE:AD:BE:EF:00:01')).toMatchObject({
      name: 'New Laptop',
      isOnline: true,
      blockedPermanent: false,
    });
    // An endpoint the gateway no longer lists is offline.
    expect(stored.find((e) => e.macAddress === '70:2A:D5:30:00:02')?.isOnline).toBe(false);

    const [device] = await server.db.select().from(devices).where(eq(devices.deviceId, 'DRS-100003'));
    expect(device).toMatchObject({
      batteryLevel: 57,
      batteryCharging: false,
      latitude: 48.85,
      locationText: 'Paris',
    });

    const logs = await server.db
      .select()
      .from(issueLogs)
      .where(and(eq(issueLogs.deviceId, 'DRS-100003'), eq(issueLogs.websiteAccess, 'casino.example')));
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ endpointIp: '192.168.10.21', description: 'Blocked by keyword' });
  });

  it("keeps a user's name for an endpoint when the gateway reports another", async () => {
    await server.db
      .update(endpoints)
      .set({ name: 'Kitchen speaker' })
      .where(and(eq(endpoints.deviceId, 'DRS-100003'), eq(endpoints.macAddress, '08:A6:BC:30:00:03')));
    const gateway = track(await connectFakeGateway(server, 'DRS-100003'));
    const before = server.app.telemetry.stats.received;
    await gateway.publishTelemetry({
      endpoints: [
        {
          name: 'Echo Dot',
          mac_address: '08:A6:BC:30:00:03',
          ip_address: '192.168.10.23',
          connected_since: Date.now(),
          blocked: false,
        },
      ],
    });
    await ingested(before);
    const [row] = await server.db
      .select()
      .from(endpoints)
      .where(and(eq(endpoints.deviceId, 'DRS-100003'), eq(endpoints.macAddress, '08:A6:BC:30:00:03')));
    expect(row).toMatchObject({ name: 'Kitchen speaker', isOnline: true });
  });

  it('asks the owner and the admins, not the guest, about an auto-blocked endpoint, and signals their apps', async () => {
    const ownerId = await userIdOf('owner@example.com');
    const ownerToken = await server.login('owner@example.com', 'Owner#12345');
    const owner = track(await connectMqtt(server, String(ownerId), ownerToken));
    const signals = collect(owner, topics.userApp(ownerId));
    expect(await trySubscribe(owner, topics.userApp(ownerId))).toBe(true);

    const gateway = track(await connectFakeGateway(server, 'DRA-100001'));
    const before = server.app.telemetry.stats.received;
    const event = {
      type: 'auto_blocked' as const,
      mac_address: 'f0:0d:f0:0d:00:01',
      name: 'Visitor Phone',
      ip_address: '192.168.1.201',
      at: Date.now(),
    };
    await gateway.publishTelemetry({ events: [event] });
    // Reported twice: still one question per manager.
    await gateway.publishTelemetry({ events: [event] });
    await ingested(before, 2);

    const rows = await server.db
      .select({ userId: notifications.userId, roleId: userDevices.roleId, n: notifications })
      .from(notifications)
      .innerJoin(
        userDevices,
        and(eq(userDevices.userId, notifications.userId), eq(userDevices.deviceId, 'DRA-100001')),
      )
      .where(
        and(
          eq(notifications.deviceId, 'DRA-100001'),
          sql`${notifications.payload}->>'mac_address' = 'F0:0D:F0:0D:00:01'`,
        ),
      );
    expect(rows.map((r) => r.roleId).sort()).toEqual([ROLE.Admin, ROLE.Owner].sort());
    for (const { n } of rows) {
      expect(n).toMatchObject({
        kind: 'new_device',
        status: 'Pending',
        inputRequired: 1,
        message: "New device 'Visitor Phone' (F0:0D:F0:0D:00:01) wants to connect to dRisk-Alpha",
      });
      expect(n.payload).toMatchObject({ mac_address: 'F0:0D:F0:0D:00:01' });
    }
    const [blocked] = await server.db
      .select()
      .from(endpoints)
      .where(and(eq(endpoints.deviceId, 'DRA-100001'), eq(endpoints.macAddress, 'F0:0D:F0:0D:00:01')));
    expect(blocked).toMatchObject({ blockedPermanent: true, name: 'Visitor Phone' });

    await waitFor(() => signals.length > 0, 5_000, 'the refetch signal');
    expect(signals[0]).toEqual({ module: 'notifications' });

    // The owner sees it through the API too.
    const reply = await server.call<Array<{ message: string }>>('user/getNotification', {
      token: ownerToken,
    });
    expect(JSON.stringify(reply.body.result)).toContain('Visitor Phone');
    const guestToken = await server.login('guest@example.com', 'Guest#12345');
    const guestReply = await server.call('user/getNotification', { token: guestToken });
    expect(JSON.stringify(guestReply.body.result)).not.toContain('Visitor Phone');
  });

  it('follows later endpoint lists: a changed address is written, a missing endpoint goes offline', async () => {
    const gateway = track(await connectFakeGateway(server, 'DRB-100002'));
    const since = Date.now() - 60_000;
    const laptop = {
      name: 'Work Laptop',
      mac_address: '10:00:00:00:00:01',
      ip_address: '10.0.0.5',
      connected_since: since,
      blocked: false,
    };
    const phone = {
      name: 'Phone',
      mac_address: '10:00:00:00:00:02',
      ip_address: '10.0.0.6',
      connected_since: since,
      blocked: false,
    };
    const read = async (mac: string) =>
      (
        await server.db
          .select()
          .from(endpoints)
          .where(and(eq(endpoints.deviceId, 'DRB-100002'), eq(endpoints.macAddress, mac)))
      )[0];

    let before = server.app.telemetry.stats.received;
    await gateway.publishTelemetry({ endpoints: [laptop, phone] });
    await ingested(before);
    expect(await read(phone.mac_address)).toMatchObject({ isOnline: true });

    // The same list again writes nothing new; then the phone leaves and the laptop moves.
    before = server.app.telemetry.stats.received;
    await gateway.publishTelemetry({ endpoints: [laptop, phone] });
    await ingested(before);
    before = server.app.telemetry.stats.received;
    await gateway.publishTelemetry({ endpoints: [{ ...laptop, ip_address: '10.0.0.50' }] });
    await ingested(before);
    expect(await read(phone.mac_address)).toMatchObject({ isOnline: false, connectedSince: null });
    expect(await read(laptop.mac_address)).toMatchObject({ isOnline: true, ipAddress: '10.0.0.50' });

    // It comes back.
    before = server.app.telemetry.stats.received;
    await gateway.publishTelemetry({ endpoints: [laptop, phone] });
    await ingested(before);
    expect(await read(phone.mac_address)).toMatchObject({ isOnline: true });
  });

  it("keeps the gateway's file server and external drives, and a report without them keeps them", async () => {
    const gateway = track(await connectFakeGateway(server, 'DRS-100003'));
    const drive = {
      device_name: 'USB drive 1',
      device_id: 'DRS-100003-USB1',
      total: 64e9,
      used: 2e6,
      available: 64e9 - 2e6,
    };
    let before = server.app.telemetry.stats.received;
    await gateway.publishTelemetry({
      file_server: { url: 'http://192.168.10.1:8000', external_drive: [drive] },
    });
    await ingested(before);
    const stored = async () =>
      (
        await server.db
          .select({ url: devices.localFileServer, drives: devices.externalDrives })
          .from(devices)
          .where(eq(devices.deviceId, 'DRS-100003'))
      )[0];
    expect(await stored()).toEqual({ url: 'http://192.168.10.1:8000', drives: [drive] });

    before = server.app.telemetry.stats.received;
    await gateway.publishTelemetry({ battery: 40 });
    await ingested(before);
    expect(await stored()).toEqual({ url: 'http://192.168.10.1:8000', drives: [drive] });
  });

  it('drops invalid telemetry with a warning and keeps working', async () => {
    const gateway = track(await connectFakeGateway(server, 'DRB-100002'));
    const { received, invalid } = server.app.telemetry.stats;
    const topic = topics.gatewayTelemetry('DRB-100002');
    await gateway.client.publishAsync(topic, 'not json {', { qos: MQTT_QOS });
    await gateway.client.publishAsync(topic, JSON.stringify({ device_id: 'DRB-100002', ts: 'yesterday' }), {
      qos: MQTT_QOS,
    });
    await gateway.client.publishAsync(
      topic,
      JSON.stringify({ device_id: 'DRA-100001', ts: Date.now(), battery: 1 }),
      {
        qos: MQTT_QOS,
      },
    );
    await gateway.client.publishAsync(
      topic,
      JSON.stringify({
        device_id: 'DRB-100002',
        ts: Date.now(),
        usage: [{ network: 'AllNetworks', download_bytes: -5, upload_bytes: 0 }],
      }),
      { qos: MQTT_QOS },
    );
    await waitFor(() => server.app.telemetry.stats.received >= received + 4, 5_000, 'the bad messages');
    expect(server.app.telemetry.stats.invalid).toBe(invalid + 4);
    const [alpha] = await server.db.select().from(devices).where(eq(devices.deviceId, 'DRA-100001'));
    expect(alpha.batteryLevel).not.toBe(1);

    await gateway.publishTelemetry({ battery: 33 });
    await ingested(received + 4);
    const [beta] = await server.db.select().from(devices).where(eq(devices.deviceId, 'DRB-100002'));
    expect(beta.batteryLevel).toBe(33);
    expect((await server.call('user/googleConfig')).status).toBe(200);
  });

  it('writes a burst in a few short transactions', async () => {
    const before = server.app.telemetry.stats;
    const batchesBefore = before.batches;
    const received = before.received;
    const gateway = track(await connectFakeGateway(server, 'DRB-100002'));
    const burst = 300;
    await Promise.all(
      Array.from({ length: burst }, (_, i) =>
        gateway.publishTelemetry({ usage: [{ network: 'LAN', download_bytes: i, upload_bytes: 0 }] }),
      ),
    );
    await ingested(received, burst);
    // One gateway's messages stay in one transaction; a flush writes at most TELEMETRY_MAX_BATCH at once.
    const batches = server.app.telemetry.stats.batches - batchesBefore;
    expect(batches).toBeLessThanOrEqual(Math.ceil(burst / TELEMETRY_MAX_BATCH) + 3);
    expect(server.app.telemetry.stats.maxBatchMs).toBeLessThan(5_000);
  });
});

describe('splitByDevice', () => {
  it("packs transactions of about the given size and never splits one gateway's messages", () => {
    const item = (deviceId: string) => ({ message: { device_id: deviceId, ts: 1 }, receivedAt: 1 });
    const batch = ['A', 'B', 'A', 'C', 'C', 'C', 'D'].map(item);
    const parts = splitByDevice(batch, 3);
    expect(parts.map((part) => part.map((i) => i.message.device_id).join(''))).toEqual(['AAB', 'CCC', 'D']);
  });
});
