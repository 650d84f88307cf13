import { SERVER, VALIDATION, type DashboardData } from '@drisk/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, notifications, users } from '../../db/schema';
import { connectFakeGateway } from '../../test/mqttClients';
import { getTestServer, type TestServer } from '../../test/testServer';
import { scriptGateway, type ScriptedGateway } from '../deviceData/scriptedGateway';
import { DEMO_TEAM, createTestDevice } from '../deviceData/testDevice';
import { signInDemoUsers } from '../../test/demoSessions';

const PHONE = 'A4:83:E7:40:00:01';
const LAPTOP = '3C:52:82:40:00:02';
const MINUTE = 60_000;

let server: TestServer;
let gateway: ScriptedGateway;
let owner: string;
let admin: string;
let guest: string;
let solo: string;
let deviceId: string;

beforeAll(async () => {
  server = await getTestServer({}, { broker: true });
  gateway = scriptGateway(server.app.gateways);
  [owner, admin, guest, solo] = await signInDemoUsers(server, 'owner', 'admin', 'guest', 'solo');
  deviceId = await createTestDevice(server.db, {
    members: DEMO_TEAM,
    endpoints: [
      { mac: PHONE, ip: '10.1.0.11', name: 'Phone' },
      { mac: LAPTOP, ip: '10.1.0.12', name: 'Laptop' },
    ],
  });
});
afterEach(() => gateway.reset());
afterAll(async () => {
  gateway?.restore();
  await server?.close();
});

async function blockOf(mac: string, device = deviceId) {
  const [row] = await server.db
    .select({ until: endpoints.blockedUntil, permanent: endpoints.blockedPermanent, name: endpoints.name })
    .from(endpoints)
    .where(and(eq(endpoints.deviceId, device), eq(endpoints.macAddress, mac)));
  return row;
}

const homeData = async (token: string, device = deviceId) =>
  (
    await server.call<DashboardData>('user/getDashboardData', {
      token,
      body: {
        device_id: device,
        startDate: '01/01/2026',
        endDate: '01/02/2026',
        type: 'day',
        network: 'LAN',
      },
    })
  ).body.result;

describe('user/denyDevice and user/unblockIOT', () => {
  it('blocks for an interval once the gateway acknowledges, shows it on Home, and unblocks', async () => {
    const before = Date.now();
    const reply = await server.call('user/denyDevice', {
      token: owner,
      body: { device_id: deviceId, mac_address: PHONE.toLowerCase(), interval: '15 Minutes' },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe(SERVER.endpointBlocked);
    const block = await blockOf(PHONE);
    expect(block.permanent).toBe(false);
    expect(block.until!.getTime()).toBeGreaterThanOrEqual(before + 15 * MINUTE);
    expect(block.until!.getTime()).toBeLessThanOrEqual(Date.now() + 15 * MINUTE);
    // The gateway is sent the very end the api stores, so both lift the block at the same moment.
    expect(gateway.sent).toEqual([
      {
        deviceId,
        type: 'block_endpoint',
        payload: { mac_address: PHONE, interval: '15 Minutes', until: block.until!.getTime() },
        timeoutMs: undefined,
      },
    ]);

    const blocked = await homeData(owner);
    expect(blocked.blocked_devices).toEqual([
      { name: 'Phone', mac_address: PHONE, ip_address: '10.1.0.11', blocked_until: block.until!.getTime() },
    ]);
    expect(blocked.iotdevice.map((endpoint) => endpoint.mac_address)).toEqual([LAPTOP]);

    const unblock = await server.call('user/unblockIOT', {
      token: admin,
      body: { device_id: deviceId, mac_address: PHONE },
    });
    expect(unblock.status).toBe(200);
    expect(unblock.body.message).toBe(SERVER.endpointUnblocked);
    expect(gateway.sent[1]).toMatchObject({ type: 'unblock_endpoint', payload: { mac_address: PHONE } });
    expect(await blockOf(PHONE)).toMatchObject({ until: null, permanent: false });
    expect((await homeData(owner)).blocked_devices).toEqual([]);
  });

  it('blocks for good with Permanent, and every interval of BLOCK_DURATIONS is accepted', async () => {
    for (const [interval, minutes] of [
      ['30 Minutes', 30],
      ['1 Hour', 60],
      ['2 Hours', 120],
    ] as const) {
      const reply = await server.call('user/denyDevice', {
        token: owner,
        body: { device_id: deviceId, mac_address: LAPTOP, interval },
      });
      expect(reply.status).toBe(200);
      const until = (await blockOf(LAPTOP)).until!.getTime();
      expect(Math.abs(until - (Date.now() + minutes * MINUTE))).toBeLessThan(MINUTE);
    }
    await server.call('user/denyDevice', {
      token: owner,
      body: { device_id: deviceId, mac_address: LAPTOP, interval: 'Permanent' },
    });
    expect(await blockOf(LAPTOP)).toMatchObject({ until: null, permanent: true });
    expect(gateway.sent.at(-1)?.payload).toEqual({ mac_address: LAPTOP, interval: 'Permanent', until: null });
    // A block for good has no end for Home to count down to.
    expect((await homeData(owner)).blocked_devices).toContainEqual(
      expect.objectContaining({ mac_address: LAPTOP, blocked_until: null }),
    );
    await server.call('user/unblockIOT', {
      token: owner,
      body: { device_id: deviceId, mac_address: LAPTOP },
    });
  });

  it('a 15-minute block ends by itself: Home lists the endpoint as connected again', async () => {
    await server.call('user/denyDevice', {
      token: owner,
      body: { device_id: deviceId, mac_address: PHONE, interval: '15 Minutes' },
    });
    expect((await homeData(owner)).blocked_devices).toHaveLength(1);
    // 15 minutes later (the end moved into the past instead of waiting).
    await server.db
      .update(endpoints)
      .set({ blockedUntil: new Date(Date.now() - 1000) })
      .where(and(eq(endpoints.deviceId, deviceId), eq(endpoints.macAddress, PHONE)));
    // A write behind the api's back reports itself, as the api's own writers do.
    server.app.versions.devicesChanged([deviceId]);
    const later = await homeData(owner);
    expect(later.blocked_devices).toEqual([]);
    expect(later.iotdevice.map((endpoint) => endpoint.mac_address)).toContain(PHONE);
  });

  it('reports a gateway that does not answer as 504 and stores nothing', async () => {
    gateway.answerNext({ ack: 'timeout' });
    const reply = await server.call('user/denyDevice', {
      token: owner,
      body: { device_id: deviceId, mac_address: PHONE, interval: 'Permanent' },
    });
    expect(reply.status).toBe(504);
    expect(reply.body.message).toBe(SERVER.gatewayTimeout);
    expect(await blockOf(PHONE)).toMatchObject({ permanent: false });

    await server.call('user/denyDevice', {
      token: owner,
      body: { device_id: deviceId, mac_address: LAPTOP, interval: 'Permanent' },
    });
    gateway.answerNext({ ack: 'timeout' });
    const unblock = await server.call('user/unblockIOT', {
      token: owner,
      body: { device_id: deviceId, mac_address: LAPTOP },
    });
    expect(unblock.status).toBe(504);
    expect(await blockOf(LAPTOP)).toMatchObject({ permanent: true });
    await server.call('user/unblockIOT', {
      token: owner,
      body: { device_id: deviceId, mac_address: LAPTOP },
    });
  });

  it('passes a refusal of the gateway on as 400 with its message', async () => {
    const before = await blockOf(PHONE);
    gateway.answerNext({ ack: 'refused', message: 'The endpoint left the network' });
    const reply = await server.call('user/denyDevice', {
      token: owner,
      body: { device_id: deviceId, mac_address: PHONE, interval: '1 Hour' },
    });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe('The endpoint left the network');
    expect(await blockOf(PHONE)).toEqual(before);
    expect(before).toMatchObject({ permanent: false });
  });

  it('refuses Guests, other users and unknown endpoints, sending nothing to the gateway', async () => {
    const body = { device_id: deviceId, mac_address: PHONE, interval: 'Permanent' };
    const byGuest = await server.call('user/denyDevice', { token: guest, body });
    expect(byGuest.status).toBe(403);
    expect(byGuest.body.message).toBe(SERVER.roleForbidden);
    const guestUnblock = await server.call('user/unblockIOT', {
      token: guest,
      body: { device_id: deviceId, mac_address: PHONE },
    });
    expect(guestUnblock.status).toBe(403);
    const bySolo = await server.call('user/denyDevice', { token: solo, body });
    expect(bySolo.status).toBe(403);
    expect(bySolo.body.message).toBe(SERVER.deviceForbidden);
    const unknown = await server.call('user/denyDevice', {
      token: owner,
      body: { ...body, mac_address: '00:00:00:00:00:01' },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(SERVER.endpointNotFound);
    expect(gateway.sent).toEqual([]);
  });

  it.each([
    [
      'user/denyDevice',
      { mac_address: PHONE, interval: 'Forever' },
      `interval: ${VALIDATION.selectDuration}`,
    ],
    ['user/denyDevice', { mac_address: PHONE }, `interval: ${VALIDATION.selectDuration}`],
    ['user/denyDevice', { mac_address: 'phone', interval: '1 Hour' }, 'mac_address: must be a MAC address'],
    ['user/unblockIOT', { mac_address: 42 }, 'mac_address:'],
    ['user/unblockIOT', {}, 'mac_address: is required'],
  ])('%s answers bad input %j with 400 %s', async (path, change, message) => {
    const reply = await server.call(path, { token: owner, body: { device_id: deviceId, ...change } });
    expect(reply.status).toBe(400);
    expect(reply.body.message.startsWith(message)).toBe(true);
  });

  it('works end to end with a gateway connected over MQTT', async () => {
    gateway.restore();
    const fake = await connectFakeGateway(server, deviceId);
    try {
      const reply = await server.call('user/denyDevice', {
        token: owner,
        body: { device_id: deviceId, mac_address: LAPTOP, interval: '2 Hours' },
      });
      expect(reply.status).toBe(200);
      expect(fake.commands.map((command) => command.type)).toContain('block_endpoint');
      expect((await blockOf(LAPTOP)).until).not.toBeNull();
      await server.call('user/unblockIOT', {
        token: owner,
        body: { device_id: deviceId, mac_address: LAPTOP },
      });
    } finally {
      await fake.close();
      gateway = scriptGateway(server.app.gateways);
    }
  });
});

describe('user/iotRename', () => {
  it('renames an endpoint and replies [{ name }]', async () => {
    const reply = await server.call('user/iotRename', {
      token: admin,
      body: { device_id: deviceId, mac_address: LAPTOP, name: '  Work laptop  ' },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe(SERVER.endpointRenamed);
    expect(reply.body.result).toEqual([{ name: 'Work laptop' }]);
    expect((await blockOf(LAPTOP)).name).toBe('Work laptop');
    expect((await homeData(owner)).iotdevice.map((endpoint) => endpoint.name)).toContain('Work laptop');
    expect(gateway.sent).toEqual([]);
  });

  it('refuses an empty name, Guests, other users and unknown endpoints', async () => {
    const empty = await server.call('user/iotRename', {
      token: owner,
      body: { device_id: deviceId, mac_address: LAPTOP, name: '   ' },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(`name: ${VALIDATION.deviceNameRequired}`);
    const byGuest = await server.call('user/iotRename', {
      token: guest,
      body: { device_id: deviceId, mac_address: LAPTOP, name: 'Mine' },
    });
    expect(byGuest.status).toBe(403);
    const bySolo = await server.call('user/iotRename', {
      token: solo,
      body: { device_id: deviceId, mac_address: LAPTOP, name: 'Mine' },
    });
    expect(bySolo.status).toBe(403);
    const unknown = await server.call('user/iotRename', {
      token: owner,
      body: { device_id: deviceId, mac_address: '00:00:00:00:00:02', name: 'Ghost' },
    });
    expect(unknown.status).toBe(404);
    const tooLong = await server.call('user/iotRename', {
      token: owner,
      body: { device_id: deviceId, mac_address: LAPTOP, name: 'x'.repeat(101) },
    });
    expect(tooLong.status).toBe(400);
    expect((await blockOf(LAPTOP)).name).toBe('Work laptop');
  });
});

describe('accepting a new device notification', () => {
  async function askAboutNewDevice(mac: string) {
    const [ownerRow] = await server.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'owner@example.com'));
    await server.db.insert(endpoints).values({
      deviceId,
      macAddress: mac,
      ipAddress: '10.1.0.99',
      name: 'Visitor phone',
      isOnline: true,
      blockedPermanent: true,
    });
    const [row] = await server.db
      .insert(notifications)
      .values({
        userId: ownerRow.id,
        deviceId,
        kind: 'new_device',
        userType: 'Owner',
        message: `New device 'Visitor phone' (${mac}) wants to connect`,
        inputRequired: 1,
        payload: { mac_address: mac, name: 'Visitor phone' },
      })
      .returning({ id: notifications.id });
    return row.id;
  }
  const answer = (id: number, status: 'Accepted' | 'Rejected') =>
    server.call('user/updateNotificationStatus', {
      token: owner,
      body: { id, status, device_id: deviceId, user_type: 'Owner' },
    });
  const statusOf = async (id: number) =>
    (
      await server.db
        .select({ status: notifications.status })
        .from(notifications)
        .where(eq(notifications.id, id))
    )[0].status;

  it('unblocks the endpoint on its gateway and clears the block', async () => {
    const id = await askAboutNewDevice('AA:BB:CC:40:00:01');
    const reply = await answer(id, 'Accepted');
    expect(reply.status).toBe(200);
    expect(gateway.sent).toEqual([
      {
        deviceId,
        type: 'unblock_endpoint',
        payload: { mac_address: 'AA:BB:CC:40:00:01' },
        timeoutMs: undefined,
      },
    ]);
    expect(await blockOf('AA:BB:CC:40:00:01')).toMatchObject({ permanent: false, until: null });
    expect(await statusOf(id)).toBe('Accepted');
  });

  it('keeps the question open when the gateway does not answer', async () => {
    const id = await askAboutNewDevice('AA:BB:CC:40:00:02');
    gateway.answerNext({ ack: 'timeout' });
    const reply = await answer(id, 'Accepted');
    expect(reply.status).toBe(504);
    expect(await statusOf(id)).toBe('Pending');
    expect(await blockOf('AA:BB:CC:40:00:02')).toMatchObject({ permanent: true });
  });

  it('rejecting keeps the endpoint blocked and tells the gateway nothing', async () => {
    const id = await askAboutNewDevice('AA:BB:CC:40:00:03');
    const reply = await answer(id, 'Rejected');
    expect(reply.status).toBe(200);
    expect(gateway.sent).toEqual([]);
    expect(await blockOf('AA:BB:CC:40:00:03')).toMatchObject({ permanent: true });
    expect((await homeData(owner)).blocked_devices.map((endpoint) => endpoint.mac_address)).toContain(
      'AA:BB:CC:40:00:03',
    );
  });
});
