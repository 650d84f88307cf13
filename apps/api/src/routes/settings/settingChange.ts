import {
  GATEWAY_ACK_MESSAGES,
  type DeviceSettings,
  type SettingToggleField,
  type SettingType,
} from '@drisk/contract';

type FlagField = SettingToggleField | 'openvas_autoscan_flag';

/** Switching the first on switches the second off (spec 2 §4): the pairs exclude each other. */
const SWITCHES_OFF: Partial<Record<FlagField, FlagField>> = {
  protect_mode: 'monitoring_mode',
  monitoring_mode: 'protect_mode',
  // Wi-Fi Mode (client) and Network Tethering (access point) exclude each other.
  wifi_mode: 'ethernet_host',
  ethernet_host: 'wifi_mode',
};

const TEXT_SETTINGS = new Set<SettingType>(['connect_pref', 'wifi_profile', 'openvas_autoscan_value']);

export type SettingValue = string | number;

/** The outcome of a change: what to send to the gateway and the settings after it. */
export interface SettingChange {
  value: SettingValue;
  next: DeviceSettings;
  /** Fields whose value differs from before (the one changed and any it switched off). */
  changed: SettingType[];
  /** The device leaves a Wi-Fi network it joined as a client (Wi-Fi Mode goes off). */
  leavesWifiClient: boolean;
}

export class SettingRefused extends Error {}

/**
 * Applies one setting as the server's rules say, on the already validated value: the exclusive pairs,
 * and ghost mode freezing the signal strength (SettingRefused with 'Turn off ghost mode to modify').
 */
export function applySettingChange(current: DeviceSettings, type: SettingType, raw: unknown): SettingChange {
  const next: DeviceSettings = { ...current };
  let value: SettingValue;
  if (type === 'wifi_attenuation') {
    if (current.ghost_mode === 1) throw new SettingRefused(GATEWAY_ACK_MESSAGES.ghostModeLocked);
    value = Number(raw);
    next.wifi_attenuation = value;
  } else if (TEXT_SETTINGS.has(type)) {
    value = String(raw);
    (next as Record<string, unknown>)[type] = value;
  } else {
    const flag: 0 | 1 = raw === 1 || raw === '1' ? 1 : 0;
    value = flag;
    const field = type as FlagField;
    next[field] = flag;
    const other = SWITCHES_OFF[field];
    if (flag === 1 && other) next[other] = 0;
  }
  const changed = (Object.keys(next) as (keyof DeviceSettings)[]).filter(
    (key) => next[key] !== current[key],
  ) as SettingType[];
  return { value, next, changed, leavesWifiClient: current.wifi_mode === 1 && next.wifi_mode === 0 };
}
