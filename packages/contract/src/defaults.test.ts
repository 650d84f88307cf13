import { describe, expect, it } from 'vitest';
import { WIFI_PROFILES } from './constants';
import { DEFAULT_DEVICE_SETTINGS, DEFAULT_PARENTAL_SETTINGS } from './defaults';
import { deviceSettings, parentalSettings } from './schemas/settings';

describe('defaults', () => {
  it('are settings the wire accepts, once a device gives them its ids', () => {
    const settings = { setting_id: 1, device_id: 'DRA-100001', wifi_name_ssid: 'dRisk-0001' };
    expect(deviceSettings.parse({ ...settings, ...DEFAULT_DEVICE_SETTINGS })).toEqual({
      ...settings,
      ...DEFAULT_DEVICE_SETTINGS,
    });
    expect(WIFI_PROFILES.map((profile) => profile.value)).toContain(DEFAULT_DEVICE_SETTINGS.wifi_profile);
    const parental = { device_id: 'DRA-100001', devices: [] };
    expect(parentalSettings.parse({ ...parental, ...DEFAULT_PARENTAL_SETTINGS })).toEqual({
      ...parental,
      ...DEFAULT_PARENTAL_SETTINGS,
    });
  });
});
