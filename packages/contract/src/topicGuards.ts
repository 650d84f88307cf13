import { BATTERY_CHARGING } from './constants';
import { WIRE_DATE_RANGE_MS } from './wireDate';
import {
  BATTERY_MESSAGE_UNKNOWN,
  BATTERY_PERCENT_MAX,
  BLOCK_ENDED_MODULE,
  DEVICE_LOCATION_MODULE,
  FILE_STRUCTURE_MODULES,
  USER_REFRESH_MODULES,
} from './topicNames';
import type { FileEntry } from './schemas/storage';
import type {
  BatteryMessage,
  BlockEndedMessage,
  DeviceLocationMessage,
  FileStructureResponseMessage,
  ScanUpdateMessage,
  UserRefreshMessage,
} from './topics';

/*
 * Hand-written checks of the payloads browsers read, so the realtime client needs no zod. They accept
 * exactly what `batteryMessage`, `userRefreshMessage`, `deviceLocationMessage` and
 * `fileStructureResponseMessage` accept (topicGuards.test.ts holds them to it).
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
  return isRecord(message) && (USER_REFRESH_MODULES as readonly unknown[]).includes(message.module);
}

/** A scan update on `{device_id}/device/app`: `{module, result: {unique_id, value}}` (spec 2 §4 live updates). */
export function isScanUpdateMessage(message: unknown): message is ScanUpdateMessage {
  if (!isRecord(message) || typeof message.module !== 'string' || !isRecord(message.result)) return false;
  return typeof message.result.unique_id === 'string' && typeof message.result.value === 'string';
}

const inRange = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max;

/** A gateway's new position on `{device_id}/device/app` (`{module: 'device_location', result}`). */
export function isDeviceLocationMessage(message: unknown): message is DeviceLocationMessage {
  if (!isRecord(message) || message.module !== DEVICE_LOCATION_MODULE || !isRecord(message.result))
    return false;
  const { device_id, latitude, longitude, location, at } = message.result;
  return (
    typeof device_id === 'string' &&
    device_id.length >= 1 &&
    device_id.length <= 64 &&
    inRange(latitude, -90, 90) &&
    inRange(longitude, -180, 180) &&
    typeof location === 'string' &&
    inRange(at, 0, WIRE_DATE_RANGE_MS.end - 1) &&
    Number.isInteger(at)
  );
}

/** A gateway lifted a timed block at its end (`{module: 'block_ended', result: {mac_address}}`). */
export function isBlockEndedMessage(message: unknown): message is BlockEndedMessage {
  if (!isRecord(message) || message.module !== BLOCK_ENDED_MODULE || !isRecord(message.result)) return false;
  const { mac_address } = message.result;
  return typeof mac_address === 'string' && mac_address.length <= 32;
}

const isFiniteNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

function isFileEntry(entry: unknown): entry is FileEntry {
  if (!isRecord(entry)) return false;
  const { type, name, filename, lastmod, size, fileid } = entry;
  return (
    (type === 'file' || type === 'directory') &&
    typeof name === 'string' &&
    typeof filename === 'string' &&
    typeof lastmod === 'string' &&
    isFiniteNumber(size) &&
    (fileid === undefined || typeof fileid === 'string' || isFiniteNumber(fileid))
  );
}

/** A gateway's answer on `{device_id}/device/file_structure` (the live file-structure channel). */
export function isFileStructureResponseMessage(message: unknown): message is FileStructureResponseMessage {
  if (!isRecord(message) || message.module !== FILE_STRUCTURE_MODULES.response) return false;
  const { request_id, device_id, selected_device_id, path, statusCode, message: text, result } = message;
  return (
    typeof request_id === 'string' &&
    request_id.length >= 1 &&
    request_id.length <= 64 &&
    typeof device_id === 'string' &&
    typeof selected_device_id === 'string' &&
    typeof path === 'string' &&
    Number.isInteger(statusCode) &&
    typeof text === 'string' &&
    Array.isArray(result) &&
    result.every(isFileEntry)
  );
}
