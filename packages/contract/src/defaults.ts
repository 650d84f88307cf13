/**
 * What a gateway starts with: its settings and access controls until someone changes them, and the term of
 * its mobile data plan. The api stores and answers these, the simulator's gateways start from them. No zod
 * (types only), so `@drisk/contract/client` has them too.
 */
import type { DeviceSettings, ParentalSettings } from './schemas/settings';
import { DAY_MS } from './wireDate';

/**
 * Settings of a gateway nobody has changed (spec 2 §3): data, Wi-Fi, notifications, remote management,
 * updates and protection on; tethering, client mode, monitoring, ghost mode, auto block and the automatic
 * scan off; 2.4 GHz at the middle signal strength. The per-device fields (setting_id, device_id, the SSID)
 * are not defaults.
 */
export const DEFAULT_DEVICE_SETTINGS = {
  mobile_data: 1,
  wifi_service: 1,
  ethernet_host: 0,
  wifi_mode: 0,
  notification: 1,
  remote_mgt: 1,
  software_update: 1,
  protect_mode: 1,
  monitoring_mode: 0,
  ghost_mode: 0,
  auto_block: 0,
  connect_pref: '',
  wifi_profile: '2.4 GH',
  wifi_attenuation: 4,
  openvas_autoscan_flag: 0,
  openvas_autoscan_value: 'none',
} as const satisfies Omit<DeviceSettings, 'setting_id' | 'device_id' | 'wifi_name_ssid'>;

/** Access controls of a gateway without saved rules: nothing limited, no schedule, no endpoints selected. */
export const DEFAULT_PARENTAL_SETTINGS = {
  limited_access_1: 0,
  limited_access_2: 0,
  limited_access_3: 0,
  day_rule: '',
  active_schedule_time: 0,
  inactive_schedule_time: 0,
  start_time: '',
  end_time: '',
  keyword: '',
  extra_windows: [] as ParentalSettings['extra_windows'],
} as const satisfies Omit<ParentalSettings, 'device_id' | 'devices'>;

/** A mobile data plan runs this long before its expiry, and renews for the same term. */
export const DATA_PLAN_TERM_DAYS = 30;
export const DATA_PLAN_TERM_MS = DATA_PLAN_TERM_DAYS * DAY_MS;
