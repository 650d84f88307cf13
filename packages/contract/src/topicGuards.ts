import { BATTERY_CHARGING } from './constants';
import { BATTERY_MESSAGE_UNKNOWN, BATTERY_PERCENT_MAX, USER_REFRESH_MODULES } from './topicNames';
import type { BatteryMessage, UserRefreshMessage } from './topics';

/*
 * Hand-written checks of the two payloads browsers read, so the realtime client needs no zod. They accept
 * exactly what `batteryMessage` and `userRefreshMessage` accept (topicGuards.test.ts holds them to it).
 */

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A battery message on `{device_id}/device/app`: `{value}` a percentage, 'charging' or ''. */
export function isBatteryMessage(message: unknown): message is BatteryMessage {
  if (!isRecord(message)) return false;
  const { value } = message;
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 && value <= BATTERY_PERCENT_MAX;
  return value === BATTERY_CHARGING || value === BATTERY_MESSAGE_UNKNOWN;
}

/** A message on `{user_id}/device/app` naming which of the user's data changed. */
export function isUserRefreshMessage(message: unknown): message is UserRefreshMessage {
  return (
    isRecord(message) && (USER_REFRESH_MODULES as readonly unknown[]).includes(message.module)
  );
}
