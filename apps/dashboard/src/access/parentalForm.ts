import type { IotDevice, ParentalSettings } from '@drisk/contract';
import {
  parentalFieldsOfWindows,
  windowsOfParental,
  type AccessWindow,
  type AccessWindowInput,
  ACCESS_TEXT,
  KEYWORD_LIST_MAX_LENGTH,
  KEYWORD_MAX_LENGTH,
  LIMITED_ACCESS_TYPES,
} from '@drisk/contract/client';

/** The editable part of the parental settings; device_id and devices are kept apart. */
export type ParentalForm = Omit<ParentalSettings, 'device_id' | 'devices'>;
export type ParentalDevice = ParentalSettings['devices'][number];
export type LimitAccessField = (typeof LIMITED_ACCESS_TYPES)[number]['field'];
export type ScheduleMode = 'active' | 'inactive';

/** A device without saved rules starts here: nothing limited, no days, active at the schedule time. */
export const EMPTY_PARENTAL_FORM: ParentalForm = {
  limited_access_1: 0,
  limited_access_2: 0,
  limited_access_3: 0,
  day_rule: '',
  active_schedule_time: 1,
  inactive_schedule_time: 0,
  start_time: '',
  end_time: '',
  keyword: '',
  extra_windows: [],
};

/** The form of a saved record; exactly one schedule mode is set (active when the record sets neither). */
export function formOf(record: ParentalSettings | undefined): ParentalForm {
  if (!record) return EMPTY_PARENTAL_FORM;
  const { device_id: _deviceId, devices: _devices, ...form } = record;
  return withScheduleMode(form, scheduleModeOf(form));
}

/** day_rule and keyword are comma lists on the wire. */
export const splitList = (text: string): string[] =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
export const joinList = (items: readonly string[]): string => items.join(',');

/** Adds what was typed (one entry, or several separated by commas) and leaves out repeats, ignoring case. */
export function addKeywords(keywords: readonly string[], typed: string): string[] {
  const next = [...keywords];
  const seen = new Set(keywords.map((keyword) => keyword.toLowerCase()));
  for (const keyword of splitList(typed)) {
    if (seen.has(keyword.toLowerCase())) continue;
    seen.add(keyword.toLowerCase());
    next.push(keyword);
  }
  return next;
}

/** Why what was typed cannot be added: a keyword over its limit, or a list that would get too long. */
export function keywordsError(
  keywords: readonly string[],
  typed: string,
  text: Pick<typeof ACCESS_TEXT, 'keywordTooLong' | 'keywordListFull'> = ACCESS_TEXT,
): string | null {
  if (splitList(typed).some((keyword) => keyword.length > KEYWORD_MAX_LENGTH))
    return text.keywordTooLong(KEYWORD_MAX_LENGTH);
  if (joinList(addKeywords(keywords, typed)).length > KEYWORD_LIST_MAX_LENGTH) {
    return text.keywordListFull(KEYWORD_LIST_MAX_LENGTH);
  }
  return null;
}

/** The limit-access type offered on screen; limited_access_2 is read and sent back unchanged (spec 1 §9). */
export const limitAccessOf = (form: ParentalForm): LimitAccessField | null =>
  LIMITED_ACCESS_TYPES.find((type) => form[type.field] === 1)?.field ?? null;

export function withLimitAccess(form: ParentalForm, field: LimitAccessField): ParentalForm {
  const next = { ...form };
  for (const type of LIMITED_ACCESS_TYPES) next[type.field] = type.field === field ? 1 : 0;
  return next;
}

export const scheduleModeOf = (form: ParentalForm): ScheduleMode =>
  form.inactive_schedule_time === 1 && form.active_schedule_time !== 1 ? 'inactive' : 'active';

export const withScheduleMode = (form: ParentalForm, mode: ScheduleMode): ParentalForm => ({
  ...form,
  active_schedule_time: mode === 'active' ? 1 : 0,
  inactive_schedule_time: mode === 'inactive' ? 1 : 0,
});

/** The access windows of the form: the first in the spec fields, the others in extra_windows. */
export const windowsOfForm = (form: ParentalForm): AccessWindowInput[] => windowsOfParental(form);

/** The form with new windows, as they were drawn (the server merges overlapping ones when saving). */
export const withWindows = (form: ParentalForm, windows: readonly AccessWindow[]): ParentalForm => ({
  ...form,
  ...parentalFieldsOfWindows(windows),
});

/** The endpoints selected when no rules were saved yet: those the gateway marks isSelected. */
export const preselectedDevices = (devices: readonly IotDevice[]): ParentalDevice[] =>
  devices
    .filter((device) => device.isSelected === 'true')
    .map(({ name, ip_address }) => ({ name, ip_address }));

/** One row of the Paired IOT Devices dialog, with the device it stands for. */
export interface DeviceChoice {
  id: string;
  name: string;
  selected: boolean;
  device: ParentalDevice;
}

/**
 * The dialog's rows: the gateway's endpoints (selected when their IP address is among the selected devices),
 * then selected devices the gateway no longer lists, so they can still be removed.
 */
export function deviceChoicesOf(
  endpoints: readonly IotDevice[],
  selected: readonly ParentalDevice[],
): DeviceChoice[] {
  const selectedIps = new Set(selected.map((device) => device.ip_address));
  const listedIps = new Set(endpoints.map((endpoint) => endpoint.ip_address));
  const listed = endpoints.map((endpoint) => ({
    id: `mac:${endpoint.mac_address}`,
    name: endpoint.name,
    selected: selectedIps.has(endpoint.ip_address),
    device: { name: endpoint.name, ip_address: endpoint.ip_address },
  }));
  const unlisted = selected
    .filter((device) => !listedIps.has(device.ip_address))
    .map((device) => ({ id: `ip:${device.ip_address}`, name: device.name, selected: true, device }));
  return [...listed, ...unlisted];
}
