import { z } from 'zod';
import {
  ACCESS_WINDOWS_MAX,
  KEYWORD_LIST_MAX_LENGTH,
  KEYWORD_MAX_LENGTH,
  QUARANTINE_VALUES,
  SETTING_TOGGLES,
  SIGNAL_MAX,
  SIGNAL_MIN,
  SSID_MAX_LENGTH,
  WIFI_PASSWORD_MAX_LENGTH,
  WIFI_PASSWORD_MIN_LENGTH,
  WIFI_PROFILES,
} from '../constants';
import { ACCESS_WINDOWS_TEXT, VALIDATION } from '../messages';
import { ACCESS_WINDOW_TIME_PATTERN } from '../accessWindows';
import { deviceId, flag, wireTime } from './common';

export const deviceSettings = z.object({
  setting_id: z.number().int(),
  device_id: z.string(),
  mobile_data: flag,
  wifi_service: flag,
  ethernet_host: flag,
  wifi_mode: flag,
  notification: flag,
  remote_mgt: flag,
  software_update: flag,
  protect_mode: flag,
  monitoring_mode: flag,
  ghost_mode: flag,
  auto_block: flag,
  connect_pref: z.string(),
  wifi_profile: z.string(),
  wifi_name_ssid: z.string(),
  wifi_attenuation: z.number().int().min(SIGNAL_MIN).max(SIGNAL_MAX),
  openvas_autoscan_flag: flag,
  openvas_autoscan_value: z.enum(QUARANTINE_VALUES),
});
export type DeviceSettings = z.infer<typeof deviceSettings>;
export const settingsResult = z.array(deviceSettings);

const toggleFields = SETTING_TOGGLES.map((t) => t.field);
export const SETTING_TYPES = [
  ...toggleFields,
  'connect_pref',
  'wifi_profile',
  'wifi_attenuation',
  'openvas_autoscan_flag',
  'openvas_autoscan_value',
] as const;
export type SettingType = (typeof SETTING_TYPES)[number];

/**
 * One setting changes per call: `type` names the field and the field of that name carries the value.
 * The server checks that the named field is present and of the right kind.
 */
export const updateSettingsRequest = z
  .object({
    setting_id: z.coerce.number().int().optional(),
    device_id: deviceId,
    type: z.enum(SETTING_TYPES),
  })
  .catchall(z.unknown())
  .superRefine((body, ctx) => {
    const value = body[body.type];
    const fail = (message: string) => ctx.addIssue({ code: 'custom', path: [body.type], message });
    if (value === undefined) return fail('is required when type is ' + body.type);
    if ((toggleFields as string[]).includes(body.type) || body.type === 'openvas_autoscan_flag') {
      if (value !== 0 && value !== 1 && value !== '0' && value !== '1') fail('must be 0 or 1');
    } else if (body.type === 'wifi_attenuation') {
      const n = Number(value);
      if (!Number.isInteger(n) || n < SIGNAL_MIN || n > SIGNAL_MAX) fail('must be an integer from 0 to 8');
    } else if (body.type === 'wifi_profile') {
      if (!WIFI_PROFILES.some((p) => p.value === value)) fail("must be '2.4 GH' or '5 GH'");
    } else if (body.type === 'openvas_autoscan_value') {
      if (!(QUARANTINE_VALUES as readonly unknown[]).includes(value))
        fail('must be high, medium, low or none');
    } else if (typeof value !== 'string' || value.length > 64)
      fail('must be a text of at most 64 characters');
  });
export type UpdateSettingsRequest = z.infer<typeof updateSettingsRequest>;

/** SSID: 1 to 32 characters. Wi-Fi password: 10 to 63 (spec 2 §5; 63 is the WPA2 limit). */
export const updateSsidRequest = z
  .object({
    device_id: deviceId,
    type: z.enum(['wifi_name_ssid', 'wifi_password']),
    value: z.string(),
  })
  .superRefine((body, ctx) => {
    const fail = (message: string) => ctx.addIssue({ code: 'custom', path: ['value'], message });
    if (body.type === 'wifi_name_ssid') {
      if (!body.value.trim()) fail(VALIDATION.ssidRequired);
      // The name is stored trimmed, so the spaces around it do not count.
      else if (body.value.trim().length > SSID_MAX_LENGTH)
        fail(`must be at most ${SSID_MAX_LENGTH} characters`);
    } else if (!body.value) fail(VALIDATION.wifiPasswordRequired);
    else if (body.value.length < WIFI_PASSWORD_MIN_LENGTH) fail(VALIDATION.wifiPasswordTooShort);
    else if (body.value.length > WIFI_PASSWORD_MAX_LENGTH)
      fail(`must be at most ${WIFI_PASSWORD_MAX_LENGTH} characters`);
  });

export const wifiNetwork = z.object({ ssid: z.string(), bssid: z.string(), connected_status: z.string() });
export type WifiNetwork = z.infer<typeof wifiNetwork>;
export const wifiNetworksResult = z.array(wifiNetwork);

export const connectWifiClientRequest = z.object({
  ssid: z
    .string()
    .min(1, { error: VALIDATION.ssidRequired })
    .max(SSID_MAX_LENGTH, { error: `must be at most ${SSID_MAX_LENGTH} characters` }),
  password: z.string().max(WIFI_PASSWORD_MAX_LENGTH),
  device_id: deviceId,
  bssid: z.string().max(32),
});

export const deviceIdParams = z.object({ id: deviceId });

/** Parental (access control) settings. */
export const parentalDevice = z.object({ name: z.string(), ip_address: z.string() });
/** The comma list of blocked keywords or websites, each and all within their limits. */
const keywordList = z
  .string()
  .max(KEYWORD_LIST_MAX_LENGTH, {
    error: `must be at most ${KEYWORD_LIST_MAX_LENGTH} characters`,
    abort: true,
  })
  .refine((list) => list.split(',').every((keyword) => keyword.trim().length <= KEYWORD_MAX_LENGTH), {
    error: `each keyword or website must be at most ${KEYWORD_MAX_LENGTH} characters`,
  });
/** One access window after the first (accessWindows.ts): days by name, 'HH:mm' start and end. */
export const accessWindowWire = z.object({
  days: z.array(z.string().max(20)).max(7),
  start: z.string().regex(ACCESS_WINDOW_TIME_PATTERN, { error: ACCESS_WINDOWS_TEXT.badTime }),
  end: z.string().regex(ACCESS_WINDOW_TIME_PATTERN, { error: ACCESS_WINDOWS_TEXT.badTime }),
});
/**
 * The spec's fields hold the first access window (day_rule, start_time, end_time); `extra_windows`, our own
 * field, holds the others (absent in a spec client's request: none). accessWindows.ts says how they read.
 */
export const parentalSettings = z.object({
  device_id: z.string(),
  limited_access_1: flag,
  limited_access_2: flag,
  limited_access_3: flag,
  day_rule: z.string().max(200),
  active_schedule_time: flag,
  inactive_schedule_time: flag,
  start_time: wireTime.or(z.literal('')),
  end_time: wireTime.or(z.literal('')),
  keyword: keywordList,
  devices: z.array(parentalDevice).max(256),
  extra_windows: z
    .array(accessWindowWire)
    .max(ACCESS_WINDOWS_MAX - 1, { error: ACCESS_WINDOWS_TEXT.tooMany })
    .default([]),
});
export type ParentalSettings = z.infer<typeof parentalSettings>;
export const parentalSettingsResult = z.array(parentalSettings);
export const updateParentalSettingsRequest = parentalSettings.extend({ device_id: deviceId });

export const iotDevice = z.object({
  name: z.string(),
  ip_address: z.string(),
  mac_address: z.string(),
  isSelected: z.enum(['true', 'false']),
});
export type IotDevice = z.infer<typeof iotDevice>;
export const allIotDevicesResult = z.object({ devices: z.array(iotDevice) });
