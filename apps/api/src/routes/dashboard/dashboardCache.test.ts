import { ROLE, SERVER, wireDateOf, type DashboardData, type GraphPoint } from '@drisk/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, userDevices, users } from '../../db/schema';
import { connectFakeGateway, waitFor, type FakeGateway } from '../../test/mqttClients';
import { getTestServer, type TestServer } from '../../test/testServer';
import { scriptGateway, type ScriptedGateway } from '../deviceData/scriptedGateway';
import { createTestDevice } from '../deviceData/testDevice';
import { signInDemoUsers } from '../../test/demoSessions';

/*
 * getDashboardData and getDashboardGraph answer repeated calls from memory (DeviceDataCache); these
 * tests ask twice first, so a reply would come from the cache, and then check that every change shows
 * in the very next reply.
 */

const PHONE = 'A4:83:E7:50:00:01';
const LAPTOP = '3C:52:82:50:00:02';
const DAY = 24 * 3_600_000;

let server: TestServer;
let gateway: ScriptedGateway;
let owner: string;
let guest: string;
const open: FakeGateway[] = [];

beforeAll(async () => {
  server = await getTestServer({}, { broker: true });
  gateway = scriptGateway(server.app.gateways);
  [owner, guest] = await signInDemoUsers(server, 'owner', 'guest');
});
afterEach(async () => {
  gateway.reset();
  await Promise.all(open.splice(0).map((client) => client.close()));
});
afterAll(async () => {
  gateway?.restore();
  await server?.close();
});

/** Today (UTC), as Home's day view asks for it. */
function today() {
  const start = Math.floor(Date.now() / DAY) * DAY;
  return { startDate: wireDateOf(new Date(start)), endDate: wireDateOf(new Date(start + DAY)), type: 'day' };
}

async function homeData(token: string, deviceId: string) {
  const reply = await server.call<DashboardData>('user/getDashboardData', {
    token,
    body: { device_id: deviceId, ...today(), network: 'AllNetworks' },
  });
  return reply;
}

/** Asked twice, so that the second reply could come from the cache. */
async function warm(token: string, deviceId: string) {
  await homeData(token, deviceId);
  const reply = await homeData(token, deviceId);
  expect(reply.status).toBe(200);
  return reply.body.result;
}

const graph = (token: string, deviceId: string) =>
  server.call<{ data: GraphPoint[] }>('user/getDashboardGraph', {
    token,
    body: { device_id: deviceId, ...today(), network: 'LAN' },
  });

const macs = (list: Array<{ mac_address: string }>) => list.map((endpoint) => endpoint.mac_address);

describe('cached dashboard replies', () => {
  it('show a block, a rename and an unblock in the next reply', async () => {
    const deviceId = await createTestDevice(server.db, {
      members: { 'owner@example.com': ROLE.Owner },
      endpoints: [
        { mac: PHONE, ip: '10.2.0.11', name: 'Phone' },
        { mac: LAPTOP, ip: '10.2.0.12', name: 'Laptop' },
      ],
    });
    expect(macs((await warm(owner, deviceId)).iotdevice)).toEqual([LAPTOP, PHONE]);

    const body = { device_id: deviceId, mac_address: PHONE };
    expect(
      (await server.call('user/denyDevice', { token: owner, body: { ...body, interval: '1 Hour' } })).status,
    ).toBe(200);
    const blocked = (await homeData(owner, deviceId)).body.result;
    expect(macs(blocked.blocked_devices)).toEqual([PHONE]);
    expect(macs(blocked.iotdevice)).toEqual([LAPTOP]);

    expect(
      (await server.call('user/iotRename', { token: owner, body: { ...body, name: 'Sam phone' } })).status,
    ).toBe(200);
    expect((await homeData(owner, deviceId)).body.result.blocked_devices[0].name).toBe('Sam phone');

    expect((await server.call('user/unblockIOT', { token: owner, body })).status).toBe(200);
    const unblocked = (await homeData(owner, deviceId)).body.result;
    expect(unblocked.blocked_devices).toEqual([]);
    expect(unblocked.iotdevice.map((endpoint) => endpoint.name)).toEqual(['Laptop', 'Sam phone']);
  });

  it('end a timed block on time, with no write to tell them, and keep their entry', async () => {
    const end = new Date(Date.now() + 1_500);
    const deviceId = await createTestDevice(server.db, {
      members: { 'owner@example.com': ROLE.Owner },
      endpoints: [{ mac: PHONE, ip: '10.2.0.21', name: 'Phone', blockedUntil: end }],
    });
    expect(macs((await warm(owner, deviceId)).blocked_devices)).toEqual([PHONE]);
    const stamp = server.app.versions.stamp();
    await new Promise((resolve) => setTimeout(resolve, 1_600));
    const later = (await homeData(owner, deviceId)).body.result;
    expect(later.blocked_devices).toEqual([]);
    expect(macs(later.iotdevice)).toEqual([PHONE]);
    // The read that saw the block end wrote nothing, so the cached entry stays good for the next one.
    expect(server.app.versions.deviceChangedSince(deviceId, stamp)).toBe(false);
    const [row] = await server.db
      .select({ until: endpoints.blockedUntil })
      .from(endpoints)
      .where(and(eq(endpoints.deviceId, deviceId), eq(endpoints.macAddress, PHONE)));
    expect(row.until).toEqual(end);
  });

  it('show stored telemetry (usage, a new endpoint) in the next reply and graph', async () => {
    const deviceId = await createTestDevice(server.db, { members: { 'owner@example.com': ROLE.Owner } });
    const fake = await connectFakeGateway(server, deviceId);
    open.push(fake);
    const before = await warm(owner, deviceId);
    expect(before.bandwidthdata.lan_data_usage).toBe('0.00 MB');
    expect(before.iotdevice).toEqual([]);
    await graph(owner, deviceId);
    expect((await graph(owner, deviceId)).body.message).toBe(SERVER.noInformation);

    const received = server.app.telemetry.stats.received;
    const ts = Date.now();
    await fake.publishTelemetry({
      ts,
      endpoints: [
        {
          name: 'Tablet',
          mac_address: LAPTOP,
          ip_address: '10.2.0.31',
          connected_since: ts - 60_000,
          blocked: false,
        },
      ],
      usage: [{ network: 'LAN', download_bytes: 3 * 1024 * 1024, upload_bytes: 1024 * 1024 }],
    });
    await waitFor(() => server.app.telemetry.stats.received > received, 5_000, 'telemetry to arrive');
    await server.app.telemetry.flush();

    const after = (await homeData(owner, deviceId)).body.result;
    expect(after.bandwidthdata.lan_data_usage).not.toBe('0.00 MB');
    expect(macs(after.iotdevice)).toEqual([LAPTOP]);
    const bars = await graph(owner, deviceId);
    expect(bars.body.message).toBe(SERVER.success);
    expect(bars.body.result.data.some((bar) => bar.data_download !== '0.00 MB')).toBe(true);
  });

  it('refuse a user removed from the device at once', async () => {
    const deviceId = await createTestDevice(server.db, {
      members: { 'owner@example.com': ROLE.Owner, 'guest@example.com': ROLE.Guest },
    });
    await warm(guest, deviceId);
    expect((await graph(guest, deviceId)).status).toBe(200);
    const [guestUser] = await server.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'guest@example.com'));
    await server.db
      .delete(userDevices)
      .where(and(eq(userDevices.userId, guestUser.id), eq(userDevices.deviceId, deviceId)));
    // No route removes a member yet: this write reports itself, as such a route must (DataVersions).
    server.app.versions.userChanged(guestUser.id);

    const data = await homeData(guest, deviceId);
    expect(data.status).toBe(403);
    expect(data.body.message).toBe(SERVER.deviceForbidden);
    expect((await graph(guest, deviceId)).status).toBe(403);
    expect((await homeData(owner, deviceId)).status).toBe(200);
  });
});
