import { z } from 'zod';
import { BATTERY_CHARGING, BLOCK_DURATIONS, NETWORKS, QUARANTINE_VALUES, SCAN_SEVERITIES } from './constants';
import { epochMs } from './schemas/common';
import { externalDrive, fileEntry } from './schemas/storage';
import { deviceSettings, parentalSettings, SETTING_TYPES } from './schemas/settings';
import { scanConfig, scanFinding } from './schemas/scan';
import {
  BLOCK_ENDED_MODULE,
  BATTERY_MESSAGE_UNKNOWN,
  BATTERY_PERCENT_MAX,
  DEVICE_LOCATION_MODULE,
  FILE_STRUCTURE_MODULES,
  USER_REFRESH_MODULES,
} from './topicNames';

export * from './topicNames';

export const batteryMessage = z.object({
  value: z.union([
    z.number().min(0).max(BATTERY_PERCENT_MAX),
    z.literal(BATTERY_CHARGING),
    z.literal(BATTERY_MESSAGE_UNKNOWN),
  ]),
});
export type BatteryMessage = z.infer<typeof batteryMessage>;

export const scanUpdateMessage = z.object({
  module: z.string(),
  result: z.object({ unique_id: z.string(), value: z.string() }),
});
export type ScanUpdateMessage = z.infer<typeof scanUpdateMessage>;

/** Message on a user topic: which data changed, so open apps refetch it. */
export const userRefreshMessage = z.object({
  module: z.enum(USER_REFRESH_MODULES),
});
export type UserRefreshMessage = z.infer<typeof userRefreshMessage>;

/** A gateway's new position, from the api to the apps on `{device_id}/device/app` (DEVICE_LOCATION_MODULE). */
export const deviceLocationMessage = z.object({
  module: z.literal(DEVICE_LOCATION_MODULE),
  result: z.object({
    device_id: z.string().min(1).max(64),
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
    /** Address text; '' when the gateway gave none. */
    location: z.string(),
    /** When the gateway reported it. */
    at: epochMs,
  }),
});
export type DeviceLocationMessage = z.infer<typeof deviceLocationMessage>;

/** A gateway lifted an endpoint's timed block at its end (BLOCK_ENDED_MODULE on `{device_id}/device/app`). */
export const blockEndedMessage = z.object({
  module: z.literal(BLOCK_ENDED_MODULE),
  result: z.object({ mac_address: z.string().max(32) }),
});
export type BlockEndedMessage = z.infer<typeof blockEndedMessage>;

/*
 * Gateway telemetry: published by each gateway every few seconds, and at once after a change.
 * Every part is optional so a gateway sends only what it has; sizes in bytes, times in epoch ms.
 */
export const telemetryEndpoint = z.object({
  name: z.string().max(100),
  mac_address: z.string().max(32),
  ip_address: z.string().max(64),
  /** When the endpoint connected. */
  connected_since: epochMs,
  blocked: z.boolean(),
});
export type TelemetryEndpoint = z.infer<typeof telemetryEndpoint>;

/** Bytes moved since the previous telemetry message, per network. */
export const telemetryUsage = z.object({
  network: z.enum(NETWORKS).exclude(['AllNetworks']),
  download_bytes: z.number().int().min(0),
  upload_bytes: z.number().int().min(0),
});

/** A blocked access the gateway logged (the issue log of spec 2). */
export const telemetryIssue = z.object({
  ip_address: z.string().max(64),
  website_access: z.string().max(500),
  description: z.string().max(1000),
  at: epochMs,
});

/** Bytes one endpoint moved since the previous telemetry message on one network; quiet endpoints are left out. */
export const telemetryEndpointUsage = telemetryUsage.extend({ mac_address: z.string().max(32) });
export type TelemetryEndpointUsage = z.infer<typeof telemetryEndpointUsage>;

/**
 * Something the gateway did on its own. auto_blocked: an unknown endpoint joined while Auto Block was on and
 * the gateway blocked it (permanent until unblock_endpoint); the api asks the owner and admins about it.
 */
export const telemetryEvent = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('auto_blocked'),
    mac_address: z.string().max(32),
    name: z.string().max(100),
    ip_address: z.string().max(64),
    at: epochMs,
  }),
  /**
   * quarantined: Auto Scan scanned an endpoint that joined, its worst finding reached the quarantine level,
   * and the gateway blocked it (permanent until unblock_endpoint); the api asks the owner and admins to
   * release it, as for auto_blocked.
   */
  z.object({
    type: z.literal('quarantined'),
    mac_address: z.string().max(32),
    name: z.string().max(100),
    ip_address: z.string().max(64),
    /** The worst finding's severity, which reached the quarantine level. */
    severity: z.enum(SCAN_SEVERITIES),
    at: epochMs,
  }),
]);
export type TelemetryEvent = z.infer<typeof telemetryEvent>;

/** Where one endpoint of a scan run stands: Stopped when it left the network before its scan finished. */
export const scanEndpointResult = z.object({
  ip_address: z.string().max(64),
  name: z.string().max(100),
  status: z.enum(['Queued', 'Running', 'Done', 'Stopped']),
  /** 0..100 */
  progress: z.number().min(0).max(100),
});
export type ScanEndpointResult = z.infer<typeof scanEndpointResult>;

/**
 * The state of one scan run (task_id) as the gateway last saw it. `status` is the Status column's text
 * (Queued, 'Running 40%', Done, Stopped); `findings` and `summary` come with the final state (Done or
 * Stopped). `auto` marks a run Auto Scan started on its own for an endpoint that joined; the api then
 * records it as a scan of its own.
 */
export const telemetryScanRun = z.object({
  unique_id: z.string().min(1).max(64),
  task_id: z.string().min(1).max(64),
  status: z.string().max(40),
  /** Worst severity found so far; '' before anything is found. */
  severity: z.union([z.enum(SCAN_SEVERITIES), z.literal('')]),
  /** Why a run stopped. */
  message: z.string().max(500).optional(),
  findings: z.array(scanFinding).max(4096).optional(),
  summary: z
    .object({
      started_at: epochMs,
      finished_at: epochMs,
      endpoints: z.array(scanEndpointResult).max(256),
    })
    .optional(),
  auto: z
    .object({ mac_address: z.string().max(32), name: z.string().max(100), ip_address: z.string().max(64) })
    .optional(),
});
export type TelemetryScanRun = z.infer<typeof telemetryScanRun>;
export type ScanRunSummary = NonNullable<TelemetryScanRun['summary']>;

/** The gateway's mobile data plan: what cellular use consumes. */
export const telemetryDataPlan = z.object({
  cap_bytes: z.number().int().min(0),
  used_bytes: z.number().int().min(0),
  expires_at: epochMs,
});

export const gatewayTelemetryMessage = z.object({
  device_id: z.string().min(1).max(64),
  ts: epochMs,
  battery: z.union([z.number().min(0).max(100), z.literal('charging')]).optional(),
  endpoints: z.array(telemetryEndpoint).max(1024).optional(),
  usage: z.array(telemetryUsage).max(8).optional(),
  issues: z.array(telemetryIssue).max(1024).optional(),
  location: z
    .object({
      latitude: z.number().min(-90).max(90),
      longitude: z.number().min(-180).max(180),
      location: z.string().max(500).optional(),
    })
    .optional(),
  storage: z.object({ total: z.number().min(0), used: z.number().min(0) }).optional(),
  /** Per-endpoint split of `usage` (same interval). */
  endpoint_usage: z.array(telemetryEndpointUsage).max(2048).optional(),
  events: z.array(telemetryEvent).max(256).optional(),
  data_plan: telemetryDataPlan.optional(),
  /** The gateway's own file server (its address on the local network) and the drives plugged into it. */
  file_server: z
    .object({ url: z.url({ protocol: /^https?$/ }).max(512), external_drive: z.array(externalDrive).max(8) })
    .optional(),
  /** Scan runs that changed since the previous message (the latest state of each). */
  scans: z.array(telemetryScanRun).max(64).optional(),
});
export type GatewayTelemetryMessage = z.infer<typeof gatewayTelemetryMessage>;

/*
 * Commands from the api to a gateway, and the gateway's acknowledgement.
 */
const commandBase = { command_id: z.string().min(1).max(64), ts: epochMs };

export const gatewayCommandMessage = z.discriminatedUnion('type', [
  z.object({
    ...commandBase,
    type: z.literal('update_settings'),
    payload: z.object({ setting: z.enum(SETTING_TYPES), value: z.union([z.string(), z.number()]) }),
  }),
  z.object({
    ...commandBase,
    type: z.literal('update_ssid'),
    payload: z.object({ type: z.enum(['wifi_name_ssid', 'wifi_password']), value: z.string().max(63) }),
  }),
  z.object({ ...commandBase, type: z.literal('scan_wifi'), payload: z.object({}) }),
  z.object({
    ...commandBase,
    type: z.literal('connect_wifi'),
    payload: z.object({ ssid: z.string().max(32), password: z.string().max(63), bssid: z.string().max(32) }),
  }),
  z.object({ ...commandBase, type: z.literal('disconnect_wifi'), payload: z.object({}) }),
  z.object({
    ...commandBase,
    type: z.literal('block_endpoint'),
    payload: z.object({
      mac_address: z.string().max(32),
      interval: z.enum(BLOCK_DURATIONS),
      /**
       * When the block ends, in epoch ms, as the api stores it (null: Permanent), so the gateway lifts it at
       * the moment Home counts down to. Absent: the interval counts from the command's arrival.
       */
      until: epochMs.nullable().optional(),
    }),
  }),
  /** Moves the end of a timed block the gateway holds; refused (GATEWAY_ACK_MESSAGES.blockEnded) when there is none. */
  z.object({
    ...commandBase,
    type: z.literal('extend_block'),
    payload: z.object({ mac_address: z.string().max(32), until: epochMs }),
  }),
  z.object({
    ...commandBase,
    type: z.literal('unblock_endpoint'),
    payload: z.object({ mac_address: z.string().max(32) }),
  }),
  z.object({ ...commandBase, type: z.literal('parental_settings'), payload: parentalSettings }),
  z.object({
    ...commandBase,
    type: z.literal('start_scan'),
    payload: z.object({
      unique_id: z.string().max(64),
      task_id: z.string().max(64),
      scan_config: scanConfig,
      targets: z.array(z.string().max(64)).min(1),
      /** Quarantine level applied to what the scan finds. */
      quarantine: z.enum(QUARANTINE_VALUES),
    }),
  }),
  z.object({
    ...commandBase,
    type: z.literal('cancel_scan'),
    payload: z.object({ unique_id: z.string().max(64) }),
  }),
  /** Sent by the api when a gateway connects, so the gateway starts from the stored state. */
  z.object({
    ...commandBase,
    type: z.literal('sync_state'),
    payload: z.object({
      settings: deviceSettings,
      parental: parentalSettings.nullable(),
      /** until: end of a timed block in epoch ms, null for a permanent one. */
      blocked: z.array(z.object({ mac_address: z.string().max(32), until: epochMs.nullable() })).max(1024),
      /**
       * The endpoints the api knows for this device; the gateway adopts them as its household (their names,
       * MACs and addresses), so they are never auto-blocked. Absent or empty: the gateway keeps its own.
       */
      endpoints: z
        .array(
          z.object({
            name: z.string().max(100),
            mac_address: z.string().max(32),
            ip_address: z.string().max(64),
          }),
        )
        .max(1024)
        .optional(),
      /** The device's home position as the api stores it; the gateway reports its GPS around it. */
      location: z
        .object({
          latitude: z.number().min(-90).max(90),
          longitude: z.number().min(-180).max(180),
          location: z.string().max(500).optional(),
        })
        .optional(),
    }),
  }),
]);
export type GatewayCommandMessage = z.infer<typeof gatewayCommandMessage>;
export type GatewayCommandType = GatewayCommandMessage['type'];
export const GATEWAY_COMMAND_TYPES = gatewayCommandMessage.options.map(
  (option) => option.shape.type.value,
) as GatewayCommandType[];

export const gatewayCommandAck = z.object({
  command_id: z.string().min(1).max(64),
  device_id: z.string().min(1).max(64),
  ok: z.boolean(),
  /** Shown to the user when ok is false, e.g. why a setting could not change. */
  message: z.string().max(500),
  /** Data the command produced, e.g. the networks of scan_wifi. */
  result: z.unknown().optional(),
  ts: epochMs,
});
export type GatewayCommandAck = z.infer<typeof gatewayCommandAck>;

/** Texts of refused commands that reach the user (the api passes a refusal's message on as a 400). */
export const GATEWAY_ACK_MESSAGES = {
  incorrectWifiPassword: 'Incorrect Wi-Fi password',
  wifiModeOff: 'Turn on Wi-Fi Mode to connect to a network',
  networkNotInRange: 'This network is no longer in range. Scan again and choose another network.',
  /** Same text as the disabled slider (UI_TEXT.ghostModeLocked). */
  ghostModeLocked: 'Turn off ghost mode to modify',
  /** extend_block for an endpoint without a timed block (it ended, was lifted, or is permanent). */
  blockEnded: 'This block has already ended',
} as const;

/** `result` of a scan_wifi ack: the networks in range; connected_status '1' for the one in use, else '0'. */
export const wifiScanResult = z.object({
  networks: z
    .array(
      z.object({
        ssid: z.string().max(32),
        bssid: z.string().max(32),
        /** dBm, e.g. -48. */
        signal: z.number().int(),
        secured: z.boolean(),
        connected_status: z.enum(['0', '1']),
      }),
    )
    .max(256),
});
export type WifiScanResult = z.infer<typeof wifiScanResult>;

/** `result` of an update_settings, update_ssid or sync_state ack: the settings as the gateway now holds them. */
export const settingsAckResult = z.object({ settings: deviceSettings });

/*
 * Live file-structure channel (spec 3 §2.6, §7): the app publishes a request, the gateway answers with the
 * list. Wire names as spec 3 §7 writes them; request_id is ours (the spec pairs nothing: every app on the
 * answer topic reads every answer), echoed in the answer so each app takes its own.
 */
export const fileStructureRequestMessage = z.object({
  module: z.literal(FILE_STRUCTURE_MODULES.request),
  /** Ours: names this request; the answer carries it back. */
  request_id: z.string().min(1).max(64),
  /** The root of the storage browsed: /dRisk/{selected_device_id}. */
  mountpoint: z.string().max(1024),
  /** The folder asked for, inside the mountpoint. */
  path: z.string().max(1024),
  device_id: z.string().min(1).max(64),
  /** The external drive (or the gateway itself, for its internal storage) whose structure is asked for. */
  selected_device_id: z.string().max(64),
});
export type FileStructureRequestMessage = z.infer<typeof fileStructureRequestMessage>;

export const fileStructureResponseMessage = z.object({
  module: z.literal(FILE_STRUCTURE_MODULES.response),
  /** The request_id of the request answered. */
  request_id: z.string().min(1).max(64),
  device_id: z.string(),
  selected_device_id: z.string(),
  path: z.string(),
  /** 200 with the folder's entries; otherwise the gateway's refusal (400 a path, 404 a missing folder). */
  statusCode: z.number().int(),
  message: z.string(),
  result: z.array(fileEntry),
});
export type FileStructureResponseMessage = z.infer<typeof fileStructureResponseMessage>;
