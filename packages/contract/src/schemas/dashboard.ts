import { z } from 'zod';
import { BLOCK_DURATIONS, BLOCK_EXTENSIONS, GRAPH_TYPES, NETWORKS } from '../constants';
import { VALIDATION } from '../messages';
import { deviceId, epochMs, wireDate } from './common';

export const dashboardRequest = z.object({
  device_id: deviceId,
  startDate: wireDate,
  endDate: wireDate,
  type: z.enum(GRAPH_TYPES),
  network: z.enum(NETWORKS),
});
export type DashboardRequest = z.infer<typeof dashboardRequest>;

/** One bar of the usage chart: values are strings ending in MB. */
export const graphPoint = z.object({
  date: z.string().optional(),
  time: z.string().optional(),
  data_download: z.string(),
  data_upload: z.string(),
});
export type GraphPoint = z.infer<typeof graphPoint>;
export const dashboardGraphResult = z.object({ data: z.array(graphPoint) });

export const bandwidthData = z.object({
  used_data: z.string(),
  left_data: z.string(),
  expiry_date: z.string(),
  left_data_graph: z.number(),
  used_data_graph: z.number(),
  total_data_graph: z.number(),
  cellular_data_usage: z.string(),
  lan_data_usage: z.string(),
});
export const connectedEndpoint = z.object({
  name: z.string(),
  mac_address: z.string(),
  ip_address: z.string(),
  connected_time: z.number(),
});
export const blockedEndpoint = z.object({
  name: z.string(),
  mac_address: z.string(),
  ip_address: z.string(),
  /** Our field: when a timed block ends, in epoch ms; null for a block until unblocked (Home's countdown). */
  blocked_until: epochMs.nullable(),
});
export const dashboardDataResult = z.object({
  bandwidthdata: bandwidthData,
  iotdevice: z.array(connectedEndpoint),
  blocked_devices: z.array(blockedEndpoint),
});
export type DashboardData = z.infer<typeof dashboardDataResult>;

const macAddress = z
  .string()
  .trim()
  .regex(/^([0-9A-Fa-f]{2}:){5}[0-9A-Fa-f]{2}$/, { error: 'must be a MAC address like AA:BB:CC:DD:EE:FF' });

export const denyDeviceRequest = z.object({
  device_id: deviceId,
  mac_address: macAddress,
  interval: z.enum(BLOCK_DURATIONS, { error: VALIDATION.selectDuration }),
});
/** user/extendBlock (ours): adds one of BLOCK_EXTENSIONS to the end of an endpoint's timed block. */
export const extendBlockRequest = z.object({
  device_id: deviceId,
  mac_address: macAddress,
  interval: z.enum(BLOCK_EXTENSIONS, { error: VALIDATION.selectExtension }),
});
export const extendBlockResult = z.object({ blocked_until: epochMs });
export const unblockRequest = z.object({ device_id: deviceId, mac_address: macAddress });

export const iotRenameRequest = z.object({
  device_id: deviceId,
  name: z.string().trim().min(1, { error: VALIDATION.deviceNameRequired }).max(100),
  mac_address: macAddress,
});
export const iotRenameResult = z.array(z.object({ name: z.string() }));

export const vulnerabilityLogsRequest = z.object({
  device_id: deviceId,
  date: wireDate.optional(),
  ip_address: z.string().max(64).optional(),
});
export const issueLogEntry = z.object({
  website_access: z.string(),
  description: z.string(),
  date: z.string(),
});
export type IssueLogEntry = z.infer<typeof issueLogEntry>;
export const vulnerabilityLogsResult = z.array(issueLogEntry);

export const exportCsvRequest = z.object({
  device_id: deviceId,
  ip_address: z.string().max(64),
  start_date: wireDate,
  end_date: wireDate,
});
export const exportCsvResult = z.object({ url: z.string() });
