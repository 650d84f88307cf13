import {
  ACCESS_WINDOWS_MAX,
  ACCESS_WINDOWS_TEXT,
  DEFAULT_PARENTAL_SETTINGS,
  ROLE,
  SERVER,
  type IotDevice,
  type ParentalSettings,
} from '@drisk/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getTestServer, type TestServer } from '../../test/testServer';
import { scriptGateway, type ScriptedGateway } from '../deviceData/scriptedGateway';
import { createTestDevice } from '../deviceData/testDevice';
import { signInDemoUsers } from '../../test/demoSessions';

let server: TestServer;
let gateway: ScriptedGateway;
let owner: string;
let guest: string;
let solo: string;
let deviceId: string;

beforeAll(async () => {
  server = await getTestServer();
  gateway = scriptGateway(server.app.gateways);
  [owner, guest, solo] = await signInDemoUsers(server, 'owner', 'guest', 'solo');
  deviceId = await createTestDevice(server.db, {
    members: { 'owner@example.com': ROLE.Owner, 'guest@example.com': ROLE.Guest },
    endpoints: [
      { mac: 'A4:83:E7:50:00:01', ip: '10.2.0.11', name: "Mia's tablet", parentalSelected: true },
      { mac: 'A4:83:E7:50:00:02', ip: '10.2.0.12', name: 'Console' },
      { mac: 'A4:83:E7:50:00:03', ip: '10.2.0.13', name: 'Living-room TV' },
    ],
  });
});
afterEach(() => gateway.reset());
afterAll(async () => {
  gateway?.restore();
  await server?.close();
});

const read = (token = owner, device = deviceId) =>
  server.call<ParentalSettings[]>('settings/getParentalSettings', { token, body: { device_id: device } });
const iotDevices = (token = owner, device = deviceId) =>
  server.call<{ devices: IotDevice[] }>('settings/getAllIOTDevices', { token, body: { device_id: device } });

const RULES = {
  limited_access_1: 1,
  limited_access_2: 0,
  limited_access_3: 0,
  day_rule: 'saturday, Monday,Sunday,Monday',
  active_schedule_time: 1,
  inactive_schedule_time: 0,
  start_time: '08:00 PM',
  end_time: '06:30 AM',
  keyword: ' casino, poker,Casino ,,torrent ',
};

describe('settings/getParentalSettings', () => {
  it('answers result[0] with the defaults and the selected devices before anything is saved', async () => {
    const reply = await read(guest);
    expect(reply.status).toBe(200);
    expect(reply.body.result).toEqual([
      {
        device_id: deviceId,
        ...DEFAULT_PARENTAL_SETTINGS,
        devices: [{ name: "Mia's tablet", ip_address: '10.2.0.11' }],
      },
    ]);
  });

  it('refuses other users (403) and bad input (400)', async () => {
    expect((await read(solo)).status).toBe(403);
    expect((await read(owner, '')).status).toBe(400);
  });
});

describe('settings/getAllIOTDevices', () => {
  it("lists the device's endpoints by name with isSelected", async () => {
    const reply = await iotDevices(guest);
    expect(reply.status).toBe(200);
    expect(reply.body.result.devices).toEqual([
      { name: 'Console', ip_address: '10.2.0.12', mac_address: 'A4:83:E7:50:00:02', isSelected: 'false' },
      {
        name: 'Living-room TV',
        ip_address: '10.2.0.13',
        mac_address: 'A4:83:E7:50:00:03',
        isSelected: 'false',
      },
      { name: "Mia's tablet", ip_address: '10.2.0.11', mac_address: 'A4:83:E7:50:00:01', isSelected: 'true' },
    ]);
  });

  it('refuses other users (403) and bad input (400)', async () => {
    expect((await iotDevices(solo)).status).toBe(403);
    expect(
      (await server.call('settings/getAllIOTDevices', { token: owner, body: { device: 1 } })).status,
    ).toBe(400);
  });
});

describe('settings/updateParentalSettings', () => {
  it('checks, sends to the gateway, stores, and answers the saved rules on the next read', async () => {
    const reply = await server.call('settings/updateParentalSettings', {
      token: owner,
      body: {
        device_id: deviceId,
        ...RULES,
        devices: [
          { name: 'Console', ip_address: '10.2.0.12' },
          { name: 'Living-room TV', ip_address: '' },
          { name: 'Gone phone', ip_address: '10.2.0.99' },
        ],
      },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe(SERVER.accessControlsSaved);
    const expected = {
      device_id: deviceId,
      ...RULES,
      day_rule: 'Monday,Saturday,Sunday',
      keyword: 'casino,poker,torrent',
      extra_windows: [],
      devices: [
        { name: 'Console', ip_address: '10.2.0.12' },
        { name: 'Living-room TV', ip_address: '10.2.0.13' },
      ],
    };
    expect(gateway.sent).toEqual([
      { deviceId, type: 'parental_settings', payload: expected, timeoutMs: undefined },
    ]);
    expect((await read()).body.result).toEqual([expected]);
    const selected = (await iotDevices()).body.result.devices.filter(
      (device) => device.isSelected === 'true',
    );
    expect(selected.map((device) => device.name)).toEqual(['Console', 'Living-room TV']);
  });

  it('refuses Guests and other users, sending nothing', async () => {
    const body = { device_id: deviceId, ...RULES, devices: [] };
    const byGuest = await server.call('settings/updateParentalSettings', { token: guest, body });
    expect(byGuest.status).toBe(403);
    expect(byGuest.body.message).toBe(SERVER.roleForbidden);
    expect((await server.call('settings/updateParentalSettings', { token: solo, body })).status).toBe(403);
    expect(gateway.sent).toEqual([]);
  });

  it.each([
    [{ day_rule: 'Funday' }, "day_rule: 'Funday' is not a day; use Monday to Sunday"],
    [{ active_schedule_time: 1, inactive_schedule_time: 1 }, 'inactive_schedule_time:'],
    [{ start_time: '08:00 PM', end_time: '' }, 'end_time: start and end time go together'],
    [{ start_time: '25:00 PM' }, 'start_time:'],
    [{ limited_access_1: 2 }, 'limited_access_1:'],
    [{ keyword: 'x'.repeat(2001) }, 'keyword: must be at most 2000 characters'],
    // Issue 7: a 300-character keyword was accepted, and its chip could not be removed on screen.
    [
      { keyword: `games,${'k'.repeat(300)}` },
      'keyword: each keyword or website must be at most 253 characters',
    ],
    [{ devices: 'all' }, 'devices:'],
    [{ extra_windows: [{ days: ['Monday'], start: '8:00', end: '09:00' }] }, 'extra_windows.0.start:'],
    [
      { extra_windows: [{ days: [], start: '08:00', end: '09:00' }] },
      `extra_windows.0.days: ${ACCESS_WINDOWS_TEXT.noDays}`,
    ],
    [
      {
        extra_windows: [
          { days: ['Monday'], start: '08:00', end: '09:00' },
          { days: ['Moonday'], start: '08:00', end: '09:00' },
        ],
      },
      "extra_windows.1.days: 'Moonday' is not a day; use Monday to Sunday",
    ],
    [
      { start_time: '', end_time: '', extra_windows: [{ days: ['Monday'], start: '08:00', end: '09:00' }] },
      `extra_windows: ${ACCESS_WINDOWS_TEXT.needsFirstWindow}`,
    ],
    [
      {
        extra_windows: Array.from({ length: ACCESS_WINDOWS_MAX }, () => ({
          days: ['Monday'],
          start: '08:00',
          end: '09:00',
        })),
      },
      `extra_windows: ${ACCESS_WINDOWS_TEXT.tooMany}`,
    ],
    [{ devices: [{ name: 'A' }] }, 'devices.0.ip_address:'],
  ])('answers %j with 400 %s and stores nothing', async (change, message) => {
    const reply = await server.call('settings/updateParentalSettings', {
      token: owner,
      body: { device_id: deviceId, ...RULES, devices: [], ...change },
    });
    expect(reply.status).toBe(400);
    expect(reply.body.message.startsWith(message), reply.body.message).toBe(true);
    expect(gateway.sent).toEqual([]);
  });

  it('keeps extra windows beside the spec fields, merges overlapping ones and says so', async () => {
    const body = {
      device_id: deviceId,
      ...RULES,
      day_rule: 'Monday',
      start_time: '10:00 PM',
      end_time: '02:00 AM',
      extra_windows: [
        { days: ['saturday', 'Sunday'], start: '09:00', end: '11:30' },
        { days: ['Tuesday'], start: '01:00', end: '03:00' },
        { days: ['Saturday'], start: '11:30', end: '12:00' },
      ],
      devices: [],
    };
    const reply = await server.call('settings/updateParentalSettings', { token: owner, body });
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe(ACCESS_WINDOWS_TEXT.savedMerged);
    const saved = {
      day_rule: 'Monday',
      start_time: '10:00 PM',
      end_time: '03:00 AM',
      extra_windows: [
        { days: ['Saturday'], start: '09:00', end: '12:00' },
        { days: ['Sunday'], start: '09:00', end: '11:30' },
      ],
    };
    expect(gateway.sent[0].payload).toMatchObject(saved);
    expect((await read(guest)).body.result[0]).toMatchObject(saved);

    // Sent again as read, nothing merges and the plain message answers.
    const again = await server.call('settings/updateParentalSettings', {
      token: owner,
      body: { ...body, ...saved },
    });
    expect(again.body.message).toBe(SERVER.accessControlsSaved);
  });

  it('answers a spec client that sends no extra_windows as before, dropping the extra windows', async () => {
    const reply = await server.call('settings/updateParentalSettings', {
      token: owner,
      body: { device_id: deviceId, ...RULES, day_rule: '', devices: [] },
    });
    expect(reply.status).toBe(200);
    expect((await read()).body.result[0]).toMatchObject({
      day_rule: '',
      start_time: '08:00 PM',
      end_time: '06:30 AM',
      extra_windows: [],
    });
  });

  it('reports a gateway timeout as 504 with its message and keeps the saved rules', async () => {
    const before = (await read()).body.result;
    gateway.answerNext({ ack: 'timeout' });
    const reply = await server.call('settings/updateParentalSettings', {
      token: owner,
      body: { device_id: deviceId, ...RULES, limited_access_1: 0, limited_access_3: 1, devices: [] },
    });
    expect(reply.status).toBe(504);
    expect(reply.body.message).toBe(SERVER.gatewayTimeout);
    expect((await read()).body.result).toEqual(before);
  });
});
