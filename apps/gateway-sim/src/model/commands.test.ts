import {
  GATEWAY_ACK_MESSAGES,
  VALIDATION,
  settingsAckResult,
  wifiScanResult,
  type ParentalSettings,
} from '@drisk/contract';
import { describe, expect, it } from 'vitest';
import { DEMO_WIFI_PASSWORD } from './catalogue';
import { handleCommand } from './commands';
import { HOUR, MINUTE, createTestModel, send } from './testing';

const setting = (name: string, value: string | number) => ({
  type: 'update_settings' as const,
  payload: { setting: name, value },
});

describe('update_settings', () => {
  it('keeps protect and monitoring modes mutually exclusive', () => {
    const { model } = createTestModel();
    expect(model.settings).toMatchObject({ protect_mode: 1, monitoring_mode: 0 });

    const monitoring = send(model, setting('monitoring_mode', 1));
    expect(monitoring).toMatchObject({
      ok: true,
      message: 'Monitoring Mode turned on; Protect Mode turned off',
    });
    expect(settingsAckResult.parse(monitoring.result).settings).toMatchObject({
      protect_mode: 0,
      monitoring_mode: 1,
    });

    send(model, setting('protect_mode', '1'));
    expect(model.settings).toMatchObject({ protect_mode: 1, monitoring_mode: 0 });

    // Turning one off leaves the other as it is.
    send(model, setting('protect_mode', 0));
    expect(model.settings).toMatchObject({ protect_mode: 0, monitoring_mode: 0 });
  });

  it('turns tethering off when Wi-Fi Mode goes on, and Wi-Fi Mode off when tethering goes on', () => {
    const { model } = createTestModel();
    send(model, setting('ethernet_host', 1));
    send(model, setting('wifi_mode', 1));
    expect(model.settings).toMatchObject({ wifi_mode: 1, ethernet_host: 0 });
    const tethering = send(model, setting('ethernet_host', 1));
    expect(tethering.message).toBe('Network Tethering turned on; Wi-Fi Mode turned off');
    expect(model.settings).toMatchObject({ wifi_mode: 0, ethernet_host: 1 });
  });

  it('refuses a signal strength change while ghost mode is on, and accepts it once ghost mode is off', () => {
    const { model } = createTestModel();
    send(model, setting('wifi_attenuation', 3));
    send(model, setting('ghost_mode', 1));

    const refused = send(model, setting('wifi_attenuation', 7));
    expect(refused).toMatchObject({ ok: false, message: GATEWAY_ACK_MESSAGES.ghostModeLocked });
    expect(model.settings.wifi_attenuation).toBe(3);

    send(model, setting('ghost_mode', 0));
    expect(send(model, setting('wifi_attenuation', 7))).toMatchObject({
      ok: true,
      message: 'Signal strength set to 16dB',
    });
    expect(model.settings.wifi_attenuation).toBe(7);
  });

  it('refuses values out of range with a message naming the setting', () => {
    const { model } = createTestModel();
    const before = { ...model.settings };
    expect(send(model, setting('wifi_attenuation', 9))).toMatchObject({
      ok: false,
      message: 'Invalid value for wifi_attenuation: must be an integer from 0 to 8',
    });
    expect(send(model, setting('auto_block', 2)).message).toBe(
      'Invalid value for auto_block: must be 0 or 1',
    );
    expect(send(model, setting('wifi_profile', '6 GH')).ok).toBe(false);
    expect(send(model, setting('openvas_autoscan_value', 'extreme')).ok).toBe(false);
    expect(model.settings).toEqual(before);

    expect(send(model, setting('wifi_profile', '5 GH')).message).toBe('Wi-Fi profile set to 5 GHz');
    expect(send(model, setting('openvas_autoscan_value', 'high')).ok).toBe(true);
    expect(model.settings).toMatchObject({ wifi_profile: '5 GH', openvas_autoscan_value: 'high' });
  });
});

describe('update_ssid', () => {
  it('changes the SSID and the Wi-Fi password with the rules of the settings screen', () => {
    const { model } = createTestModel();
    expect(
      send(model, { type: 'update_ssid', payload: { type: 'wifi_name_ssid', value: '  Home Office ' } }),
    ).toMatchObject({
      ok: true,
      message: 'Wi-Fi name changed to Home Office',
    });
    expect(model.settings.wifi_name_ssid).toBe('Home Office');
    expect(
      send(model, { type: 'update_ssid', payload: { type: 'wifi_name_ssid', value: '   ' } }).message,
    ).toBe(VALIDATION.ssidRequired);
    expect(
      send(model, { type: 'update_ssid', payload: { type: 'wifi_password', value: 'short' } }).message,
    ).toBe(VALIDATION.wifiPasswordTooShort);
    expect(
      send(model, { type: 'update_ssid', payload: { type: 'wifi_password', value: 'long enough 1' } }).ok,
    ).toBe(true);
    expect(model.wifiPassword).toBe('long enough 1');
  });
});

describe('Wi-Fi client', () => {
  it('lists nearby networks, refuses a wrong password and connects with the right one', () => {
    const { model } = createTestModel();
    const scan = wifiScanResult.parse(send(model, { type: 'scan_wifi', payload: {} }).result);
    expect(scan.networks.length).toBeGreaterThanOrEqual(2);
    expect(scan.networks.every((n) => n.connected_status === '0')).toBe(true);
    const secured = scan.networks.find((n) => n.secured)!;
    const open = scan.networks.find((n) => !n.secured)!;
    const connect = (network: typeof secured, password: string) =>
      send(model, { type: 'connect_wifi', payload: { ssid: network.ssid, bssid: network.bssid, password } });

    expect(connect(secured, DEMO_WIFI_PASSWORD)).toMatchObject({
      ok: false,
      message: GATEWAY_ACK_MESSAGES.wifiModeOff,
    });
    send(model, setting('wifi_mode', 1));

    expect(connect(secured, 'guess-1234')).toMatchObject({
      ok: false,
      message: GATEWAY_ACK_MESSAGES.incorrectWifiPassword,
    });
    expect(connect(secured, DEMO_WIFI_PASSWORD)).toMatchObject({
      ok: true,
      message: `Connected to ${secured.ssid}`,
    });
    expect(model.uplink()).toBe('LAN');
    const after = wifiScanResult.parse(send(model, { type: 'scan_wifi', payload: {} }).result);
    expect(after.networks.filter((n) => n.connected_status === '1').map((n) => n.bssid)).toEqual([
      secured.bssid,
    ]);

    // An open network takes any password.
    expect(connect(open, '')).toMatchObject({ ok: true, message: `Connected to ${open.ssid}` });
    expect(
      send(model, {
        type: 'connect_wifi',
        payload: { ssid: 'Nowhere', bssid: '00:00:00:00:00:00', password: '' },
      }),
    ).toMatchObject({ ok: false, message: GATEWAY_ACK_MESSAGES.networkNotInRange });

    expect(send(model, { type: 'disconnect_wifi', payload: {} })).toMatchObject({
      ok: true,
      message: `Disconnected from ${open.ssid}`,
    });
    expect(model.wifi.connectedBssid).toBeNull();
  });

  it('drops the Wi-Fi client connection when tethering turns Wi-Fi Mode off', () => {
    const { model } = createTestModel();
    send(model, setting('wifi_mode', 1));
    const network = model.wifi.nearby[0];
    send(model, {
      type: 'connect_wifi',
      payload: { ssid: network.ssid, bssid: network.bssid, password: DEMO_WIFI_PASSWORD },
    });
    expect(model.wifi.connectedBssid).toBe(network.bssid);
    send(model, setting('ethernet_host', 1));
    expect(model.wifi.connectedBssid).toBeNull();
  });
});

describe('sync_state', () => {
  it('starts from the stored settings, parental rules and the blocks that have not ended', () => {
    const { model, clock } = createTestModel();
    const [a, b, c] = [...model.endpoints.keys()];
    const parental: ParentalSettings = {
      device_id: model.deviceId,
      limited_access_1: 1,
      limited_access_2: 0,
      limited_access_3: 0,
      day_rule: 'Monday',
      active_schedule_time: 0,
      inactive_schedule_time: 0,
      start_time: '',
      end_time: '',
      keyword: 'youtube',
      extra_windows: [],
      devices: [],
    };
    const ack = send(model, {
      type: 'sync_state',
      payload: {
        settings: { ...model.settings, setting_id: 12, auto_block: 1, wifi_attenuation: 2 },
        parental,
        blocked: [
          { mac_address: a, until: null },
          { mac_address: b, until: clock.now() + 30 * MINUTE },
          { mac_address: c, until: clock.now() - MINUTE },
        ],
      },
    });
    expect(ack).toMatchObject({ ok: true, message: 'State synchronised' });
    expect(model.settings).toMatchObject({ setting_id: 12, auto_block: 1, wifi_attenuation: 2 });
    expect(model.parental).toEqual(parental);
    expect([a, b, c].map((mac) => model.isBlocked(mac))).toEqual([true, true, false]);
    clock.advance(HOUR);
    model.advance();
    expect([a, b].map((mac) => model.isBlocked(mac))).toEqual([true, false]);
  });
});

describe('commands the gateway cannot carry out', () => {
  it('answers unknown types and malformed payloads with ok false and a message', () => {
    const { model } = createTestModel();
    expect(send(model, { type: 'reboot', payload: {} })).toMatchObject({
      ok: false,
      message: "Unknown command type 'reboot'",
    });
    expect(send(model, { type: 'block_endpoint', payload: { interval: '1 Hour' } })).toMatchObject({
      ok: false,
    });
    expect(send(model, { type: 'block_endpoint', payload: { interval: '1 Hour' } }).message).toMatch(
      /^Invalid block_endpoint command: payload\.mac_address: /,
    );
    expect(
      send(model, { type: 'block_endpoint', payload: { mac_address: 'AA', interval: '3 Days' } }).ok,
    ).toBe(false);
    expect(send(model, { type: 'update_settings', payload: null }).ok).toBe(false);
    expect(send(model, { type: 42 }).ok).toBe(false);
  });

  it('cannot answer a message without a command id, and does not throw on any input', () => {
    const { model } = createTestModel();
    for (const raw of [null, 'text', 7, [], {}, { command_id: '' }, { command_id: 'x'.repeat(65) }])
      expect(handleCommand(model, raw)).toBeNull();
  });

  it('acknowledges scans through the hook, ok by default', () => {
    const { model } = createTestModel();
    const scan = {
      type: 'start_scan',
      payload: {
        unique_id: 's-1',
        task_id: 't-1',
        scan_config: 'discovery',
        targets: ['192.168.1.20'],
        quarantine: 'none',
      },
    };
    expect(send(model, scan)).toMatchObject({ ok: true, message: 'Scan queued' });
    const handled = handleCommand(
      model,
      { command_id: 'scan-2', ts: 0, ...scan },
      { onScanCommand: () => ({ ok: false, message: 'Scanner busy' }) },
    );
    expect(handled?.ack).toMatchObject({ command_id: 'scan-2', ok: false, message: 'Scanner busy' });
  });
});
