import type { DeviceSettings, SettingType } from '@drisk/contract';
import type { settings } from '../../db/schema';

type SettingsRow = typeof settings.$inferSelect;
type SettingsColumn = keyof typeof settings.$inferInsert;

const asFlag = (value: number): 0 | 1 => (value === 1 ? 1 : 0);
const QUARANTINE = ['high', 'medium', 'low', 'none'] as const;

/** The wire's settings field -> the settings table's column. */
export const SETTING_COLUMNS: Record<SettingType, SettingsColumn> = {
  mobile_data: 'mobileData',
  wifi_service: 'wifiService',
  ethernet_host: 'ethernetHost',
  wifi_mode: 'wifiMode',
  notification: 'notification',
  remote_mgt: 'remoteMgt',
  software_update: 'softwareUpdate',
  protect_mode: 'protectMode',
  monitoring_mode: 'monitoringMode',
  ghost_mode: 'ghostMode',
  auto_block: 'autoBlock',
  connect_pref: 'connectPref',
  wifi_profile: 'wifiProfile',
  wifi_attenuation: 'wifiAttenuation',
  openvas_autoscan_flag: 'openvasAutoscanFlag',
  openvas_autoscan_value: 'openvasAutoscanValue',
};

/** A settings row as spec 2 §3 describes it; the SSID lives on the device row. */
export function toDeviceSettings(row: SettingsRow, wifiSsid: string): DeviceSettings {
  return {
    setting_id: row.id,
    device_id: row.deviceId,
    mobile_data: asFlag(row.mobileData),
    wifi_service: asFlag(row.wifiService),
    ethernet_host: asFlag(row.ethernetHost),
    wifi_mode: asFlag(row.wifiMode),
    notification: asFlag(row.notification),
    remote_mgt: asFlag(row.remoteMgt),
    software_update: asFlag(row.softwareUpdate),
    protect_mode: asFlag(row.protectMode),
    monitoring_mode: asFlag(row.monitoringMode),
    ghost_mode: asFlag(row.ghostMode),
    auto_block: asFlag(row.autoBlock),
    connect_pref: row.connectPref,
    wifi_profile: row.wifiProfile,
    wifi_name_ssid: wifiSsid,
    wifi_attenuation: row.wifiAttenuation,
    openvas_autoscan_flag: asFlag(row.openvasAutoscanFlag),
    openvas_autoscan_value: QUARANTINE.find((value) => value === row.openvasAutoscanValue) ?? 'none',
  };
}
