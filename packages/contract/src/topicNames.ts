import { ROLE, type RoleId } from './constants';

/*
 * MQTT topic names and the small wire constants of their payloads, without zod, so browser code (the
 * realtime client) can use them through `@drisk/contract/client`; the schemas in topics.ts build on them.
 */

/** MQTT topics between gateways, the api and browsers. */
export const topics = {
  /** Device to apps: battery, scan updates and other device messages. */
  deviceApp: (deviceId: string) => `${deviceId}/device/app`,
  /** Server to one user's open apps: a signal to refetch the user's data. */
  userApp: (userId: number | string) => `${userId}/device/app`,
  /** Gateway to api: periodic state (battery, endpoints, usage, location, storage). */
  gatewayTelemetry: (deviceId: string) => `gateway/${deviceId}/telemetry`,
  /** Api to gateway: a command to carry out (settings, blocking, Wi-Fi, scans). */
  gatewayCommand: (deviceId: string) => `gateway/${deviceId}/command`,
  /** Gateway to api: the outcome of a command, matched by command_id. */
  gatewayCommandAck: (deviceId: string) => `gateway/${deviceId}/command/ack`,
  /** App to gateway (live channel of spec 3): ask for the file structure of a drive. */
  fileStructureRequest: (deviceId: string) => `${deviceId}/app/device`,
  /** Gateway to apps (live channel of spec 3): the requested file structure. */
  fileStructureResponse: (deviceId: string) => `${deviceId}/device/file_structure`,
} as const;

/** Topic filters (MQTT wildcards) the api subscribes to for every gateway. */
export const topicFilters = {
  gatewayTelemetry: 'gateway/+/telemetry',
  gatewayCommandAck: 'gateway/+/command/ack',
} as const;

/** The device id of a gateway/{device_id}/... topic, or null for other topics. */
export function gatewayTopicDeviceId(topic: string): string | null {
  const match = /^gateway\/([^/+#]+)\//.exec(topic);
  return match ? match[1] : null;
}

/** `value` of a battery message when the gateway does not know its level (else a percentage or BATTERY_CHARGING). */
export const BATTERY_MESSAGE_UNKNOWN = '';
export const BATTERY_PERCENT_MAX = 100;

/** `module` of a message on a user topic: which of the user's data changed. */
export const USER_REFRESH_MODULES = ['notifications', 'devices', 'profile'] as const;

/**
 * `module` of a scan update on `{device_id}/device/app` ({module, result: {unique_id, value}}): scan_severity
 * sets the row's Severity, any other module (scan_status) its Status (spec 2 §4 live updates).
 */
export const SCAN_UPDATE_MODULES = { status: 'scan_status', severity: 'scan_severity' } as const;

/**
 * `module` of a position message on `{device_id}/device/app`, published by the api when a gateway's stored
 * position changes: `{module, result: {device_id, latitude, longitude, location, at}}` (the tracking map).
 */
export const DEVICE_LOCATION_MODULE = 'device_location';

/**
 * `module` of the message a gateway publishes on `{device_id}/device/app` when it lifts a timed block at
 * its end: `{module, result: {mac_address}}`, so open apps move the endpoint back to Connected at once.
 */
export const BLOCK_ENDED_MODULE = 'block_ended';

/*
 * The live file-structure channel (spec 3 §2.6, §7): the app publishes a request on
 * `topics.fileStructureRequest`, the gateway answers on `topics.fileStructureResponse`.
 */
export const FILE_STRUCTURE_MODULES = {
  request: 'file_structure_request',
  response: 'file_structure_response',
} as const;

/** How long an app waits for the gateway's answer before it says the device cannot be reached. */
export const FILE_STRUCTURE_TIMEOUT_MS = 10_000;

/**
 * Who may use the live channel: the device's Owner, who alone sees the external-drive charts that lead to it
 * (spec 3 §2.3, §6). The broker grants the request and answer topics to these roles only; the answer topic
 * is one per gateway, so whoever holds it reads every answer of that gateway.
 */
export const FILE_STRUCTURE_ROLES: readonly RoleId[] = [ROLE.Owner];
