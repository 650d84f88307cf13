import type { DeviceSettings, SettingToggleField } from '@drisk/contract';
import { SETTING_TOGGLES, can, type SETTINGS_TEXT } from '@drisk/contract/client';

/** The toggles of each settings card, in display order (spec 2, Settings); the title is shown through SETTINGS_TEXT.cards. */
export const SETTINGS_CARDS: readonly {
  title: keyof typeof SETTINGS_TEXT.cards;
  fields: readonly SettingToggleField[];
}[] = [
  { title: 'Network', fields: ['mobile_data', 'wifi_service', 'ethernet_host', 'wifi_mode'] },
  { title: 'Device', fields: ['notification', 'remote_mgt', 'software_update'] },
  { title: 'Security', fields: ['protect_mode', 'monitoring_mode', 'ghost_mode', 'auto_block'] },
];

const LABELS = new Map<SettingToggleField, string>(
  SETTING_TOGGLES.map((toggle) => [toggle.field, toggle.label]),
);

/** Switching these on asks for confirmation first; only Confirm sends the 1 (spec 2 §4). */
export const CONFIRM_BEFORE_ON: ReadonlySet<SettingToggleField> = new Set(['ethernet_host', 'wifi_mode']);

/**
 * Pairs that exclude each other: switching the key on switches the value off (spec 2 §4). The api and the
 * gateway apply the same pairs; the page applies them too, so the screen is right even from an older reply.
 */
const SWITCHES_OFF: Partial<Record<SettingToggleField, SettingToggleField>> = {
  protect_mode: 'monitoring_mode',
  monitoring_mode: 'protect_mode',
  wifi_mode: 'ethernet_host',
  ethernet_host: 'wifi_mode',
};

/** The settings after `field` was set to `value`, with the exclusion rules applied. */
export function withToggle(
  settings: DeviceSettings,
  field: SettingToggleField,
  value: 0 | 1,
): DeviceSettings {
  const next: DeviceSettings = { ...settings, [field]: value };
  const other = SWITCHES_OFF[field];
  if (value === 1 && other) next[other] = 0;
  return next;
}

/** Whether the role may change this toggle, as the route table declares it (a Guest: Notification only). */
export const canChangeToggle = (roleId: number | null, field: SettingToggleField): boolean =>
  can(roleId, 'updateSettings', { body: { type: field } });

export const isToggleField = (type: string): type is SettingToggleField =>
  LABELS.has(type as SettingToggleField);
