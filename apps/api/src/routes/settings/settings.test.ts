import {
  DEFAULT_DEVICE_SETTINGS,
  SERVER,
  SETTING_TOGGLES,
  SSID_MAX_LENGTH,
  UI_TEXT,
  VALIDATION,
  type DeviceSettings,
  type WifiNetwork,
} from '@drisk/contract';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { devices, settings } from '../../db/schema';
import { getTestServer, type TestServer } from '../../test/testServer';
import { scriptGateway, type ScriptedGateway } from '../deviceData/scriptedGateway';
import { DEMO_TEAM, createTestDevice } from '../deviceData/testDevice';
import { signInDemoUsers } from '../../test/demoSessions';

const NETWORKS = {
  networks: [
    { ssid: 'Cafe-Guest', bssid: '02:11:22:33:44:01', signal: -48, secured: false, connected_status: '0' },
    { ssid: 'Neighbour-5G', bssid: '02:11:22:33:44:02', signal: -61, secured: true, connected_status: '0' },
  ],
};

let server: TestServer;
let gateway: ScriptedGateway;
let owner: string;
let admin: string;
let guest: string;
let solo: string;
let deviceId: string;

beforeAll(async () => {
  server = await getTestServer();
  gateway = scriptGateway(server.app.gateways, { scan_wifi: NETWORKS });
  [owner, admin, guest, solo] = await signInDemoUsers(server, 'owner', 'admin', 'guest', 'solo');
});
beforeEach(async () => {
  deviceId = await createTestDevice(server.db, {
    members: DEMO_TEAM,
  });
});
afterEach(() => gateway.reset());
afterAll(async () => {
  gateway?.restore();
  await server?.close();
});

const getSettings = async (token = owner, device = deviceId) =>
  server.call<DeviceSettings[]>('settings/getSettings', { token, body: { device_id: device } });
const stored = async () => (await getSettings()).body.result[0];
const update = (token: string, type: string, value: unknown, extra: Record<string, unknown> = {}) =>
  server.call<DeviceSettings[]>('settings/updateSettings', {
    token,
    body: { device_id: deviceId, type, [type]: value, ...extra },
  });

describe('settings/getSettings', () => {
  it('answers result[0] with every field of spec 2 and the SSID of the device row', async () => {
    const reply = await getSettings(guest);
    expect(reply.status).toBe(200);
    const [row] = reply.body.result;
    expect(row).toMatchObject({
      device_id: deviceId,
      wifi_name_ssid: 'Test-Net',
      protect_mode: 1,
      monitoring_mode: 0,
      wifi_attenuation: 4,
      openvas_autoscan_value: 'none',
    });
    for (const toggle of SETTING_TOGGLES) expect([0, 1]).toContain(row[toggle.field]);
  });

  it('stores and answers defaults for a device that has no settings yet', async () => {
    await server.db.delete(settings).where(eq(settings.deviceId, deviceId));
    const reply = await getSettings();
    expect(reply.status).toBe(200);
    // The database's column defaults are the contract's.
    expect(reply.body.result).toEqual([
      {
        setting_id: expect.any(Number),
        device_id: deviceId,
        wifi_name_ssid: 'Test-Net',
        ...DEFAULT_DEVICE_SETTINGS,
      },
    ]);
  });

  it('refuses other users with 403 and bad input with 400', async () => {
    const other = await getSettings(solo);
    expect(other.status).toBe(403);
    expect(other.body.message).toBe(SERVER.deviceForbidden);
    for (const body of [{}, { device_id: '' }, { device_id: ['x'] }]) {
      expect((await server.call('settings/getSettings', { token: owner, body })).status).toBe(400);
    }
  });
});

describe('settings/updateSettings', () => {
  it('changes a toggle on the gateway, then stores it, and replies [the settings]', async () => {
    const before = await stored();
    const reply = await update(admin, 'auto_block', '1', { setting_id: before.setting_id });
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe(SERVER.settingsUpdated);
    expect(reply.body.result).toEqual([{ ...before, auto_block: 1 }]);
    expect(gateway.sent).toEqual([
      {
        deviceId,
        type: 'update_settings',
        payload: { setting: 'auto_block', value: 1 },
        timeoutMs: undefined,
      },
    ]);
    expect((await stored()).auto_block).toBe(1);
  });

  it('keeps Protect and Monitoring modes exclusive', async () => {
    const monitoring = await update(owner, 'monitoring_mode', 1);
    expect(monitoring.body.result[0]).toMatchObject({ monitoring_mode: 1, protect_mode: 0 });
    expect(await stored()).toMatchObject({ monitoring_mode: 1, protect_mode: 0 });
    const protect = await update(owner, 'protect_mode', 1);
    expect(protect.body.result[0]).toMatchObject({ monitoring_mode: 0, protect_mode: 1 });
    expect(await stored()).toMatchObject({ monitoring_mode: 0, protect_mode: 1 });
    // Turning one off leaves the other as it is.
    const off = await update(owner, 'protect_mode', 0);
    expect(off.body.result[0]).toMatchObject({ monitoring_mode: 0, protect_mode: 0 });
  });

  it('turns tethering off with Wi-Fi Mode and Wi-Fi Mode off (leaving the joined network) with tethering', async () => {
    await update(owner, 'ethernet_host', 1);
    const wifi = await update(owner, 'wifi_mode', 1);
    expect(wifi.body.result[0]).toMatchObject({ wifi_mode: 1, ethernet_host: 0 });
    await server.call('settings/connectWiFiClient', {
      token: owner,
      body: { device_id: deviceId, ssid: 'Cafe-Guest', password: '', bssid: NETWORKS.networks[0].bssid },
    });
    const tethering = await update(owner, 'ethernet_host', 1);
    expect(tethering.body.result[0]).toMatchObject({ wifi_mode: 0, ethernet_host: 1 });
    expect(await stored()).toMatchObject({ wifi_mode: 0, ethernet_host: 1 });
    const [device] = await server.db
      .select({ bssid: devices.wifiClientBssid })
      .from(devices)
      .where(eq(devices.deviceId, deviceId));
    expect(device.bssid).toBeNull();
  });

  it('moves the signal slider, and ghost mode freezes it until it is off again', async () => {
    const slider = await update(owner, 'wifi_attenuation', 7);
    expect(slider.status).toBe(200);
    expect(slider.body.message).toBe(SERVER.settingsUpdated);
    expect(slider.body.result[0].wifi_attenuation).toBe(7);
    expect(gateway.sent[0].payload).toEqual({ setting: 'wifi_attenuation', value: 7 });

    await update(owner, 'ghost_mode', 1);
    gateway.reset();
    const frozen = await update(owner, 'wifi_attenuation', '2');
    expect(frozen.status).toBe(400);
    expect(frozen.body.message).toBe(`wifi_attenuation: ${UI_TEXT.ghostModeLocked}`);
    expect(gateway.sent).toEqual([]);
    expect((await stored()).wifi_attenuation).toBe(7);

    await update(owner, 'ghost_mode', 0);
    const moved = await update(owner, 'wifi_attenuation', '2');
    expect(moved.status).toBe(200);
    expect((await stored()).wifi_attenuation).toBe(2);
  });

  it('lets a Guest change Notifications only', async () => {
    const notification = await update(guest, 'notification', 0);
    expect(notification.status).toBe(200);
    expect((await stored()).notification).toBe(0);
    for (const [type, value] of [
      ['protect_mode', 0],
      ['mobile_data', 0],
      ['wifi_attenuation', 1],
      ['wifi_profile', '2.4 GH'],
      ['openvas_autoscan_value', 'high'],
    ] as const) {
      const reply = await update(guest, type, value);
      expect(reply.status, type).toBe(403);
      expect(reply.body.message).toBe(SERVER.roleForbidden);
    }
    expect(gateway.sent.map((command) => command.payload)).toEqual([{ setting: 'notification', value: 0 }]);
  });

  it('changes the text settings: Wi-Fi profile, quarantine level, connection preference', async () => {
    expect((await update(owner, 'wifi_profile', '2.4 GH')).body.result[0].wifi_profile).toBe('2.4 GH');
    expect(
      (await update(owner, 'openvas_autoscan_value', 'high')).body.result[0].openvas_autoscan_value,
    ).toBe('high');
    expect((await update(owner, 'connect_pref', 'LAN')).body.result[0].connect_pref).toBe('LAN');
    expect(await stored()).toMatchObject({
      wifi_profile: '2.4 GH',
      openvas_autoscan_value: 'high',
      connect_pref: 'LAN',
    });
  });

  it('reports a gateway timeout as 504 and stores nothing', async () => {
    gateway.answerNext({ ack: 'timeout' });
    const reply = await update(owner, 'monitoring_mode', 1);
    expect(reply.status).toBe(504);
    expect(reply.body.message).toBe(SERVER.gatewayTimeout);
    expect(await stored()).toMatchObject({ monitoring_mode: 0, protect_mode: 1 });
    gateway.answerNext({ ack: 'timeout' });
    expect((await update(owner, 'wifi_attenuation', 8)).status).toBe(504);
    expect((await stored()).wifi_attenuation).toBe(4);
  });

  it('refuses other users, a foreign setting_id and bad values with 403 or 400, never 500', async () => {
    expect((await update(solo, 'notification', 0)).status).toBe(403);
    const foreign = await update(owner, 'notification', 0, { setting_id: 999_999 });
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toBe('setting_id: is not the settings of this device');
    for (const [type, value] of [
      ['notification', 2],
      ['notification', 'yes'],
      ['wifi_attenuation', 9],
      ['wifi_attenuation', 1.5],
      ['wifi_profile', '6 GH'],
      ['openvas_autoscan_value', 'extreme'],
      ['connect_pref', { nested: true }],
      ['no_such_setting', 1],
    ] as const) {
      const reply = await update(owner, type, value);
      expect(reply.status, `${type}=${JSON.stringify(value)}`).toBe(400);
    }
    const missing = await server.call('settings/updateSettings', {
      token: owner,
      body: { device_id: deviceId, type: 'ghost_mode' },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('ghost_mode: is required when type is ghost_mode');
    expect(gateway.sent).toEqual([]);
  });
});

describe('settings/updateSSID', () => {
  it('changes the Wi-Fi name and password on the gateway, then on the device', async () => {
    const name = await server.call('settings/updateSSID', {
      token: owner,
      body: { device_id: deviceId, type: 'wifi_name_ssid', value: '  Office-Net  ' },
    });
    expect(name.status).toBe(200);
    expect(name.body.message).toBe(SERVER.ssidUpdated);
    expect(gateway.sent[0]).toMatchObject({
      type: 'update_ssid',
      payload: { type: 'wifi_name_ssid', value: 'Office-Net' },
    });
    expect((await stored()).wifi_name_ssid).toBe('Office-Net');

    const password = await server.call('settings/updateSSID', {
      token: admin,
      body: { device_id: deviceId, type: 'wifi_password', value: 'Sup3r-Secret-2026' },
    });
    expect(password.status).toBe(200);
    expect(password.body.message).toBe(SERVER.wifiPasswordUpdated);
    const more = await server.call<{ wifi_password: string }[]>('settings/getMoreDetails', {
      token: owner,
      body: { device_id: deviceId },
    });
    expect(more.body.result[0].wifi_password).toBe('Sup3r-Secret-2026');
  });

  it('refuses Guests, short passwords, empty names, and stores nothing on a timeout', async () => {
    const byGuest = await server.call('settings/updateSSID', {
      token: guest,
      body: { device_id: deviceId, type: 'wifi_name_ssid', value: 'Guest-Net' },
    });
    expect(byGuest.status).toBe(403);
    const short = await server.call('settings/updateSSID', {
      token: owner,
      body: { device_id: deviceId, type: 'wifi_password', value: 'short' },
    });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe(`value: ${VALIDATION.wifiPasswordTooShort}`);
    const empty = await server.call('settings/updateSSID', {
      token: owner,
      body: { device_id: deviceId, type: 'wifi_name_ssid', value: '  ' },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(`value: ${VALIDATION.ssidRequired}`);
    // Issue 7: the dialog cut a 40-character name to 32 and saved that; the server says what is wrong.
    const long = await server.call('settings/updateSSID', {
      token: owner,
      body: { device_id: deviceId, type: 'wifi_name_ssid', value: 'N'.repeat(SSID_MAX_LENGTH + 8) },
    });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe(`value: must be at most ${SSID_MAX_LENGTH} characters`);
    const badType = await server.call('settings/updateSSID', {
      token: owner,
      body: { device_id: deviceId, type: 'ssid', value: 'x' },
    });
    expect(badType.status).toBe(400);
    expect(gateway.sent).toEqual([]);

    gateway.answerNext({ ack: 'timeout' });
    const timeout = await server.call('settings/updateSSID', {
      token: owner,
      body: { device_id: deviceId, type: 'wifi_name_ssid', value: 'Never-Net' },
    });
    expect(timeout.status).toBe(504);
    expect((await stored()).wifi_name_ssid).toBe('Test-Net');
  });
});

describe('Wi-Fi client: getAvailableWiFiNetworks, connectWiFiClient, disconnectFromClient', () => {
  const networks = (token = owner, device = deviceId) =>
    server.call<WifiNetwork[]>(`settings/getAvailableWiFiNetworks/${encodeURIComponent(device)}`, { token });

  it('lists the scanned networks, marks the joined one, and forgets it on disconnect', async () => {
    const scan = await networks(guest);
    expect(scan.status).toBe(200);
    expect(scan.body.result).toEqual([
      { ssid: 'Cafe-Guest', bssid: '02:11:22:33:44:01', connected_status: '0' },
      { ssid: 'Neighbour-5G', bssid: '02:11:22:33:44:02', connected_status: '0' },
    ]);
    expect(gateway.sent[0]).toMatchObject({ type: 'scan_wifi', timeoutMs: 10_000 });

    gateway.answerNext({ ack: 'ok', message: 'Connected to Neighbour-5G' });
    const connect = await server.call('settings/connectWiFiClient', {
      token: owner,
      body: {
        device_id: deviceId,
        ssid: 'Neighbour-5G',
        password: 'Neighbour#2026',
        bssid: '02:11:22:33:44:02',
      },
    });
    expect(connect.status).toBe(200);
    expect(connect.body.message).toBe('Connected to Neighbour-5G');
    expect(gateway.sent[1]).toMatchObject({
      type: 'connect_wifi',
      payload: { ssid: 'Neighbour-5G', password: 'Neighbour#2026', bssid: '02:11:22:33:44:02' },
    });
    const joined = await networks();
    expect(joined.body.result.map((network) => network.connected_status)).toEqual(['0', '1']);

    const disconnect = await server.call(`settings/disconnectFromClient/${deviceId}`, { token: admin });
    expect(disconnect.status).toBe(200);
    expect(gateway.sent.at(-1)).toMatchObject({ type: 'disconnect_wifi' });
    expect((await networks()).body.result.map((network) => network.connected_status)).toEqual(['0', '0']);
  });

  it('answers an empty list with the empty-state text, and a bad gateway answer with 502', async () => {
    gateway.answerNext({ ack: 'ok', message: '0 networks found', result: { networks: [] } });
    const none = await networks();
    expect(none.status).toBe(200);
    expect(none.body.message).toBe(UI_TEXT.noNetworkAvailable);
    expect(none.body.result).toEqual([]);
    gateway.answerNext({ ack: 'ok', result: { networks: 'many' } });
    const garbled = await networks();
    expect(garbled.status).toBe(502);
    expect(garbled.body.message).toBe(SERVER.gatewayBadReply);
  });

  it('passes a refused connection on as 400 and remembers nothing; a timeout is 504', async () => {
    gateway.answerNext({ ack: 'refused', message: 'Incorrect Wi-Fi password' });
    const wrong = await server.call('settings/connectWiFiClient', {
      token: owner,
      body: { device_id: deviceId, ssid: 'Neighbour-5G', password: 'nope', bssid: '02:11:22:33:44:02' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('Incorrect Wi-Fi password');
    expect((await networks()).body.result.every((network) => network.connected_status === '0')).toBe(true);
    gateway.answerNext({ ack: 'timeout' });
    expect((await networks()).status).toBe(504);
    gateway.answerNext({ ack: 'timeout' });
    expect((await server.call(`settings/disconnectFromClient/${deviceId}`, { token: owner })).status).toBe(
      504,
    );
  });

  it('refuses Guests changing the network, other users, and bad input', async () => {
    const body = { device_id: deviceId, ssid: 'Cafe-Guest', password: '', bssid: '02:11:22:33:44:01' };
    expect((await server.call('settings/connectWiFiClient', { token: guest, body })).status).toBe(403);
    expect((await server.call(`settings/disconnectFromClient/${deviceId}`, { token: guest })).status).toBe(
      403,
    );
    expect((await networks(solo)).status).toBe(403);
    expect((await server.call(`settings/disconnectFromClient/${deviceId}`, { token: solo })).status).toBe(
      403,
    );
    const noSsid = await server.call('settings/connectWiFiClient', {
      token: owner,
      body: { ...body, ssid: '' },
    });
    expect(noSsid.status).toBe(400);
    expect(noSsid.body.message).toBe(`ssid: ${VALIDATION.ssidRequired}`);
    const longPassword = await server.call('settings/connectWiFiClient', {
      token: owner,
      body: { ...body, password: 'x'.repeat(64) },
    });
    expect(longPassword.status).toBe(400);
    expect((await networks(owner, 'x'.repeat(65))).status).toBe(400);
    expect(gateway.sent).toEqual([]);
  });
});
