import { DEFAULT_PARENTAL_SETTINGS, type ParentalSettings } from '@drisk/contract';
import type { parentalSettings } from '../../db/schema';

type ParentalRow = typeof parentalSettings.$inferSelect;

const asFlag = (value: number): 0 | 1 => (value === 1 ? 1 : 0);

/** What a device without saved access controls answers: nothing limited, no schedule, no devices. */
export const defaultParentalSettings = (deviceId: string): ParentalSettings => ({
  device_id: deviceId,
  ...DEFAULT_PARENTAL_SETTINGS,
  devices: [],
});

/** A stored row and the selected endpoints, as the wire carries access controls (spec 1 §3). */
export function toParentalSettings(
  deviceId: string,
  row: ParentalRow | undefined,
  selected: { name: string; ip_address: string }[],
): ParentalSettings {
  if (!row) return { ...defaultParentalSettings(deviceId), devices: selected };
  return {
    device_id: deviceId,
    limited_access_1: asFlag(row.limitedAccess1),
    limited_access_2: asFlag(row.limitedAccess2),
    limited_access_3: asFlag(row.limitedAccess3),
    day_rule: row.dayRule,
    active_schedule_time: asFlag(row.activeScheduleTime),
    inactive_schedule_time: asFlag(row.inactiveScheduleTime),
    start_time: row.startTime,
    end_time: row.endTime,
    keyword: row.keyword,
    extra_windows: row.extraWindows,
    devices: selected,
  };
}
