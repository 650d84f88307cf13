import {
  GATEWAY_ACK_MESSAGES,
  QUARANTINE_VALUES,
  SETTING_TOGGLES,
  SIGNAL_LABELS,
  SIGNAL_MAX,
  SIGNAL_MIN,
  WIFI_PROFILES,
  type DeviceSettings,
  type SettingType,
} from '@drisk/contract';

export type SettingOutcome =
  { ok: true; settings: DeviceSettings; message: string } | { ok: false; message: string };

type Flag = 0 | 1;
type FlagField = {
  [K in keyof DeviceSettings]: DeviceSettings[K] extends Flag ? K : never;
}[keyof DeviceSettings];

const TOGGLE_LABELS = new Map<string, string>(SETTING_TOGGLES.map((t) => [t.field, t.label]));
const FLAG_SETTINGS = new Set<string>([...TOGGLE_LABELS.keys(), 'openvas_autoscan_flag']);

/** Pairs where switching the first on switches the second off (spec 2 §4). */
const SWITCHES_OFF: Partial<Record<FlagField, FlagField>> = {
  protect_mode: 'monitoring_mode',
  monitoring_mode: 'protect_mode',
  // Wi-Fi Mode (client) and Network Tethering (access point over ethernet) exclude each other.
  wifi_mode: 'ethernet_host',
  ethernet_host: 'wifi_mode',
};

function labelOf(setting: string): string {
  if (setting === 'openvas_autoscan_flag') return 'Auto Scan';
  return TOGGLE_LABELS.get(setting) ?? setting;
}

function parseFlag(value: string | number): Flag | null {
  if (value === 1 || value === '1') return 1;
  if (value === 0 || value === '0') return 0;
  return null;
}

const invalid = (setting: string, rule: string): SettingOutcome => ({
  ok: false,
  message: `Invalid value for ${setting}: ${rule}`,
});

/**
 * Applies one setting the way the gateway firmware does: protect and monitoring modes exclude each other,
 * Wi-Fi Mode and tethering exclude each other, and ghost mode freezes the signal strength.
 */
export function applySetting(
  current: DeviceSettings,
  setting: SettingType,
  value: string | number,
): SettingOutcome {
  const next: DeviceSettings = { ...current };

  if (FLAG_SETTINGS.has(setting)) {
    const flag = parseFlag(value);
    if (flag === null) return invalid(setting, 'must be 0 or 1');
    const field = setting as FlagField;
    next[field] = flag;
    const notes: string[] = [];
    const other = SWITCHES_OFF[field];
    if (flag === 1 && other && next[other] === 1) {
      next[other] = 0;
      notes.push(`${labelOf(other)} turned off`);
    }
    const sentence = `${labelOf(setting)} turned ${flag === 1 ? 'on' : 'off'}`;
    return { ok: true, settings: next, message: [sentence, ...notes].join('; ') };
  }

  switch (setting) {
    case 'wifi_attenuation': {
      if (current.ghost_mode === 1) return { ok: false, message: GATEWAY_ACK_MESSAGES.ghostModeLocked };
      const level = Number(value);
      if (!Number.isInteger(level) || level < SIGNAL_MIN || level > SIGNAL_MAX)
        return invalid(setting, `must be an integer from ${SIGNAL_MIN} to ${SIGNAL_MAX}`);
      next.wifi_attenuation = level;
      return { ok: true, settings: next, message: `Signal strength set to ${SIGNAL_LABELS[level]}` };
    }
    case 'wifi_profile': {
      const profile = WIFI_PROFILES.find((p) => p.value === value);
      if (!profile) return invalid(setting, WIFI_PROFILES.map((p) => `'${p.value}'`).join(' or '));
      next.wifi_profile = profile.value;
      return { ok: true, settings: next, message: `Wi-Fi profile set to ${profile.label}` };
    }
    case 'openvas_autoscan_value': {
      const level = QUARANTINE_VALUES.find((q) => q === value);
      if (!level) return invalid(setting, `must be one of ${QUARANTINE_VALUES.join(', ')}`);
      next.openvas_autoscan_value = level;
      return { ok: true, settings: next, message: `Quarantine level set to ${level}` };
    }
    case 'connect_pref': {
      if (typeof value !== 'string' || value.length > 64)
        return invalid(setting, 'must be a text of at most 64 characters');
      next.connect_pref = value;
      return { ok: true, settings: next, message: 'Connection preference updated' };
    }
    default:
      return invalid(setting, 'this setting cannot be changed on the gateway');
  }
}
