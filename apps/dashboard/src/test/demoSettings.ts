import type { DeviceSettings, WifiNetwork } from '@drisk/contract';
import { ALPHA } from './demoData';

/** Settings of dRisk-Alpha as the tests' fake server holds them. */
export const ALPHA_SETTINGS: DeviceSettings = {
  setting_id: 7,
  device_id: ALPHA.device_id,
  mobile_data: 0,
  wifi_service: 1,
  ethernet_host: 0,
  wifi_mode: 0,
  notification: 1,
  remote_mgt: 1,
  software_update: 0,
  protect_mode: 1,
  monitoring_mode: 0,
  ghost_mode: 0,
  auto_block: 0,
  connect_pref: 'auto',
  wifi_profile: '2.4 GH',
  wifi_name_ssid: 'Alpha-Home',
  wifi_attenuation: 3,
  openvas_autoscan_flag: 0,
  openvas_autoscan_value: 'none',
};

export const settingsWith = (changes: Partial<DeviceSettings> = {}): DeviceSettings => ({
  ...ALPHA_SETTINGS,
  ...changes,
});

/** Networks near dRisk-Alpha: the device is joined to CafeNet. */
export const NEARBY_NETWORKS: WifiNetwork[] = [
  { ssid: 'CafeNet', bssid: 'aa:bb:cc:00:00:01', connected_status: '1' },
  { ssid: 'Library-Guest', bssid: 'aa:bb:cc:00:00:02', connected_status: '0' },
];

/** The paths the page asks for the networks of dRisk-Alpha and to leave one (the device id is in them). */
export const NETWORKS_PATH = `settings/getAvailableWiFiNetworks/${ALPHA.device_id}`;
export const DISCONNECT_PATH = `settings/disconnectFromClient/${ALPHA.device_id}`;
