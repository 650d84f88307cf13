import { GATEWAY_ACK_MESSAGES, SERVER, VALIDATION, type DashboardData } from '@drisk/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../db/schema';
import { getTestServer, type TestServer } from '../../test/testServer';
import { scriptGateway, type ScriptedGateway } from '../deviceData/scriptedGateway';
import { DEMO_TEAM, createTestDevice } from '../deviceData/testDevice';
import { signInDemoUsers } from '../../test/demoSessions';

const PHONE = 'A4:83:E7:41:00:01';
const TV = '3C:52:82:41:00:02';
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
      { mac: PHONE, ip: '10.1.1.11', name: 'Phone' },
      { mac: TV, ip: '10.1.1.12', name: 'TV' },
    ],
  });
});
afterEach(async () => {
  gateway.reset();
  await server.db
    .update(endpoints)
    .set({ blockedUntil: null, blockedPermanent: false })
    .where(eq(endpoints.deviceId, deviceId));
  server.app.versions.devicesChanged([deviceId]);
});
afterAll(async () => {
  gateway?.restore();
  await server?.close();
});

/** Puts a block in place as user/denyDevice leaves it, without a call. */
async function setBlock(mac: string, block: { until: number | null; permanent?: boolean }) {
  await server.db
    .update(endpoints)
    .set({
      blockedUntil: block.until === null ? null : new Date(block.until),
      blockedPermanent: block.permanent ?? false,
    })
    .where(and(eq(endpoints.deviceId, deviceId), eq(endpoints.macAddress, mac)));
  server.app.versions.devicesChanged([deviceId]);
}

const extend = (token: string, body: Record<string, unknown>) =>
  server.call<{ blocked_until: number }>('user/extendBlock', {
    token,
    body: { device_id: deviceId, ...body },
  });

const blockedOnHome = async () =>
  (
    await server.call<DashboardData>('user/getDashboardData', {
      token: owner,
      body: {
        device_id: deviceId,
        startDate: '01/01/2026',
        endDate: '01/02/2026',
        type: 'day',
        network: 'LAN',
      },
    })
  ).body.result.blocked_devices;

describe('user/extendBlock', () => {
  it('adds 15 minutes or an hour to the end of a timed block, tells the gateway first, and Home shows the new end', async () => {
    const end = Date.now() + 10 * MINUTE;
    await setBlock(PHONE, { until: end });

    const quarter = await extend(owner, { mac_address: PHONE.toLowerCase(), interval: '15 Minutes' });
    expect(quarter.status).toBe(200);
    expect(quarter.body.message).toBe(SERVER.blockExtended);
    expect(quarter.body.result).toEqual({ blocked_until: end + 15 * MINUTE });
    expect(gateway.sent).toEqual([
      {
        deviceId,
        type: 'extend_block',
        payload: { mac_address: PHONE, until: end + 15 * MINUTE },
        timeoutMs: undefined,
      },
    ]);

    const hour = await extend(admin, { mac_address: PHONE, interval: '1 Hour' });
    expect(hour.body.result).toEqual({ blocked_until: end + 75 * MINUTE });
    expect(await blockedOnHome()).toEqual([
      { name: 'Phone', mac_address: PHONE, ip_address: '10.1.1.11', blocked_until: end + 75 * MINUTE },
    ]);
  });

  it('refuses an endpoint that is not blocked, whose block has ended, or that is blocked for good', async () => {
    const unblocked = await extend(owner, { mac_address: TV, interval: '15 Minutes' });
    expect(unblocked.status).toBe(400);
    expect(unblocked.body.message).toBe(SERVER.endpointNotBlocked);

    await setBlock(TV, { until: Date.now() - 1000 });
    const ended = await extend(owner, { mac_address: TV, interval: '15 Minutes' });
    expect(ended.status).toBe(400);
    expect(ended.body.message).toBe(SERVER.endpointNotBlocked);

    await setBlock(TV, { until: null, permanent: true });
    const permanent = await extend(owner, { mac_address: TV, interval: '1 Hour' });
    expect(permanent.status).toBe(400);
    expect(permanent.body.message).toBe(SERVER.permanentBlockNoEnd);
    expect(gateway.sent).toEqual([]);
  });

  it("passes on the gateway's refusal (its block ended meanwhile) as 400 and keeps the stored end", async () => {
    const end = Date.now() + 5 * MINUTE;
    await setBlock(PHONE, { until: end });
    gateway.answerNext({ ack: 'refused', message: GATEWAY_ACK_MESSAGES.blockEnded });
    const reply = await extend(owner, { mac_address: PHONE, interval: '15 Minutes' });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe(GATEWAY_ACK_MESSAGES.blockEnded);
    expect((await blockedOnHome())[0].blocked_until).toBe(end);
  });

  it('refuses a Guest (403) and a user the device is not mapped to (403), sending nothing to the gateway', async () => {
    await setBlock(PHONE, { until: Date.now() + 5 * MINUTE });
    const byGuest = await extend(guest, { mac_address: PHONE, interval: '15 Minutes' });
    expect(byGuest.status).toBe(403);
    expect(byGuest.body.message).toBe(SERVER.roleForbidden);
    const bySolo = await extend(solo, { mac_address: PHONE, interval: '15 Minutes' });
    expect(bySolo.status).toBe(403);
    expect(bySolo.body.message).toBe(SERVER.deviceForbidden);
    const unknown = await extend(owner, { mac_address: '00:00:00:00:41:01', interval: '15 Minutes' });
    expect(unknown.status).toBe(404);
    expect(gateway.sent).toEqual([]);
  });

  it.each([
    [{ mac_address: PHONE, interval: '2 Hours' }, `interval: ${VALIDATION.selectExtension}`],
    [{ mac_address: PHONE }, `interval: ${VALIDATION.selectExtension}`],
    [{ mac_address: 'phone', interval: '1 Hour' }, 'mac_address: must be a MAC address'],
    [{ mac_address: PHONE, interval: '1 Hour', device_id: 42 }, 'device_id:'],
  ])('answers bad input %j with 400 %s', async (body, message) => {
    const reply = await extend(owner, body);
    expect(reply.status).toBe(400);
    expect(reply.body.message.startsWith(message)).toBe(true);
  });
});
