import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies, users } from './accounts';
import { createdAt, flagColumn, idColumn, timestamptz, updatedAt } from './columns';
import { storagePlans } from './storage';

/** A dRisk gateway. device_id is the gateway's own id (e.g. DRA-100001). */
export const devices = pgTable(
  'devices',
  {
    deviceId: text('device_id').primaryKey(),
    name: text('name').notNull(),
    /** Active | Inactive */
    status: text('status').notNull().default('Active'),
    manufacture: text('manufacture').notNull().default(''),
    model: text('model').notNull().default(''),
    /** Software version, e.g. 3.2.1. */
    version: text('version').notNull().default(''),
    serialNumber: text('serial_number').notNull().default(''),
    /**
     * The Wi-Fi network the gateway offers. This is the one place the SSID lives: the settings reply
     * (wifi_name_ssid) and the More screen both read it from here.
     */
    wifiSsid: text('wifi_ssid').notNull().default(''),
    wifiPassword: text('wifi_password').notNull().default(''),
    /** The Wi-Fi network the gateway joined as a client (Wi-Fi Mode), remembered from the last connect. */
    wifiClientSsid: text('wifi_client_ssid'),
    wifiClientBssid: text('wifi_client_bssid'),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    /** argon2id hash of the gateway's MQTT password. */
    credentialHash: text('credential_hash'),
    /** Mobile data plan: cap in bytes and its end. */
    dataPlanBytes: bigint('data_plan_bytes', { mode: 'number' }),
    dataPlanExpiresAt: timestamptz('data_plan_expires_at'),
    /** Last battery report: percentage, and whether it was charging. */
    batteryLevel: smallint('battery_level'),
    batteryCharging: boolean('battery_charging').notNull().default(false),
    /** Last known position (history in device_locations). */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    locationText: text('location_text'),
    /** Addresses of the gateway's own servers on the local network (chat, files). */
    hardwareIp: text('hardware_ip'),
    localChatServer: text('local_chat_server'),
    localFileServer: text('local_file_server'),
    /** Circle of Trust switched off (the wire's isCOTDisable). */
    cotDisabled: boolean('cot_disabled').notNull().default(false),
    /** Cloud storage: current plan, its end and the quota it grants. */
    storagePlanId: integer('storage_plan_id').references(() => storagePlans.id, { onDelete: 'set null' }),
    storageExpiresAt: timestamptz('storage_expires_at'),
    storageQuotaBytes: bigint('storage_quota_bytes', { mode: 'number' }).notNull().default(0),
    lastSeenAt: timestamptz('last_seen_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('devices_company_idx').on(t.companyId),
    check('devices_status', sql`${t.status} in ('Active', 'Inactive')`),
  ],
);

/** Who may use which gateway, with which role (1 Admin, 2 Guest, 3 Owner), and which one is connected. */
export const userDevices = pgTable(
  'user_devices',
  {
    id: idColumn(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceId: text('device_id')
      .notNull()
      .references(() => devices.deviceId, { onDelete: 'cascade' }),
    roleId: smallint('role_id').notNull(),
    isConnected: boolean('is_connected').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('user_devices_user_device_unique').on(t.userId, t.deviceId),
    /** The database itself guarantees at most one connected device per user. */
    uniqueIndex('user_devices_one_connected')
      .on(t.userId)
      .where(sql`${t.isConnected}`),
    index('user_devices_device_idx').on(t.deviceId),
    check('user_devices_role', sql`${t.roleId} in (1, 2, 3)`),
  ],
);

/** An invitation to a device sent to an e-mail address. */
export const invitations = pgTable(
  'invitations',
  {
    id: idColumn(),
    /** Lowercased. */
    email: text('email').notNull(),
    deviceId: text('device_id')
      .notNull()
      .references(() => devices.deviceId, { onDelete: 'cascade' }),
    roleId: smallint('role_id').notNull(),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    /** pending (no account yet) | notified (a notification exists) | accepted | rejected */
    status: text('status').notNull().default('pending'),
    createdAt: createdAt(),
    notifiedAt: timestamptz('notified_at'),
  },
  (t) => [
    index('invitations_email_idx').on(t.email),
    check('invitations_role', sql`${t.roleId} in (1, 2)`),
    check('invitations_status', sql`${t.status} in ('pending', 'notified', 'accepted', 'rejected')`),
  ],
);

/** A phone, laptop or IoT device seen on a gateway. */
export const endpoints = pgTable(
  'endpoints',
  {
    id: idColumn(),
    deviceId: text('device_id')
      .notNull()
      .references(() => devices.deviceId, { onDelete: 'cascade' }),
    /** Uppercase AA:BB:CC:DD:EE:FF. */
    macAddress: text('mac_address').notNull(),
    ipAddress: text('ip_address').notNull().default(''),
    name: text('name').notNull(),
    /** phone | laptop | tablet | tv | camera | speaker | printer | iot | other */
    kind: text('kind').notNull().default('other'),
    isOnline: boolean('is_online').notNull().default(false),
    /** Since when it is connected (connected_time on Home). */
    connectedSince: timestamptz('connected_since'),
    /** A timed block ends here; a permanent block (or a device awaiting approval) sets blocked_permanent. */
    blockedUntil: timestamptz('blocked_until'),
    blockedPermanent: boolean('blocked_permanent').notNull().default(false),
    /** Chosen in Access Controls (the parental rules apply to it; isSelected on the wire). */
    parentalSelected: boolean('parental_selected').notNull().default(false),
    firstSeenAt: createdAt(),
    lastSeenAt: timestamptz('last_seen_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('endpoints_device_mac_unique').on(t.deviceId, t.macAddress)],
);

/** Traffic per time bucket, per endpoint (empty mac = the gateway's own total) and network. */
export const usageSamples = pgTable(
  'usage_samples',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    deviceId: text('device_id')
      .notNull()
      .references(() => devices.deviceId, { onDelete: 'cascade' }),
    endpointMac: text('endpoint_mac').notNull().default(''),
    /** LAN | Cellular */
    network: text('network').notNull(),
    bucketStart: timestamptz('bucket_start').notNull(),
    downloadBytes: bigint('download_bytes', { mode: 'number' }).notNull().default(0),
    uploadBytes: bigint('upload_bytes', { mode: 'number' }).notNull().default(0),
  },
  // Reads go to usage_hourly; the unique index serves ingestion's upserts (and lookups by device).
  (t) => [
    uniqueIndex('usage_samples_bucket_unique').on(t.deviceId, t.endpointMac, t.network, t.bucketStart),
    check('usage_samples_network', sql`${t.network} in ('LAN', 'Cellular')`),
  ],
);

/**
 * Hourly sums of usage_samples per device and network, kept by triggers on usage_samples (migration
 * 0001), so the Home dashboard reads a few hundred rows instead of months of 5-minute samples.
 */
export const usageHourly = pgTable(
  'usage_hourly',
  {
    deviceId: text('device_id')
      .notNull()
      .references(() => devices.deviceId, { onDelete: 'cascade' }),
    /** LAN | Cellular */
    network: text('network').notNull(),
    hourStart: timestamptz('hour_start').notNull(),
    downloadBytes: bigint('download_bytes', { mode: 'number' }).notNull().default(0),
    uploadBytes: bigint('upload_bytes', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.deviceId, t.hourStart, t.network] })],
);

/** Settings of a gateway (spec 2 section 3), one row per device; setting_id is the row id. */
export const settings = pgTable('settings', {
  id: idColumn(),
  deviceId: text('device_id')
    .notNull()
    .unique('settings_device_unique')
    .references(() => devices.deviceId, { onDelete: 'cascade' }),
  mobileData: flagColumn('mobile_data', 1),
  wifiService: flagColumn('wifi_service', 1),
  ethernetHost: flagColumn('ethernet_host'),
  wifiMode: flagColumn('wifi_mode'),
  notification: flagColumn('notification', 1),
  remoteMgt: flagColumn('remote_mgt', 1),
  softwareUpdate: flagColumn('software_update', 1),
  protectMode: flagColumn('protect_mode', 1),
  monitoringMode: flagColumn('monitoring_mode'),
  ghostMode: flagColumn('ghost_mode'),
  autoBlock: flagColumn('auto_block'),
  connectPref: text('connect_pref').notNull().default(''),
  /** '2.4 GH' | '5 GH' */
  wifiProfile: text('wifi_profile').notNull().default('2.4 GH'),
  /** Signal strength slider, 0 to 8. */
  wifiAttenuation: smallint('wifi_attenuation').notNull().default(4),
  openvasAutoscanFlag: flagColumn('openvas_autoscan_flag'),
  /** high | medium | low | none */
  openvasAutoscanValue: text('openvas_autoscan_value').notNull().default('none'),
  updatedAt: updatedAt(),
});

/** Access-control rules of a gateway; the endpoints they apply to are marked on endpoints. */
export const parentalSettings = pgTable('parental_settings', {
  deviceId: text('device_id')
    .primaryKey()
    .references(() => devices.deviceId, { onDelete: 'cascade' }),
  limitedAccess1: flagColumn('limited_access_1'),
  limitedAccess2: flagColumn('limited_access_2'),
  limitedAccess3: flagColumn('limited_access_3'),
  /** Comma list of day names. */
  dayRule: text('day_rule').notNull().default(''),
  activeScheduleTime: flagColumn('active_schedule_time'),
  inactiveScheduleTime: flagColumn('inactive_schedule_time'),
  /** hh:mm AM/PM, or empty. */
  startTime: text('start_time').notNull().default(''),
  endTime: text('end_time').notNull().default(''),
  /** Comma list of blocked keywords or websites. */
  keyword: text('keyword').notNull().default(''),
  updatedAt: updatedAt(),
});

/** Blocked-access log of a gateway (IoT Device Details: website_access, description, date). */
export const issueLogs = pgTable(
  'issue_logs',
  {
    id: idColumn(),
    deviceId: text('device_id')
      .notNull()
      .references(() => devices.deviceId, { onDelete: 'cascade' }),
    endpointIp: text('endpoint_ip').notNull().default(''),
    endpointMac: text('endpoint_mac'),
    websiteAccess: text('website_access').notNull(),
    description: text('description').notNull().default(''),
    occurredAt: timestamptz('occurred_at').notNull().defaultNow(),
  },
  (t) => [index('issue_logs_device_time_idx').on(t.deviceId, t.occurredAt)],
);

/** Position history of a gateway (the tracking map). */
export const deviceLocations = pgTable(
  'device_locations',
  {
    id: idColumn(),
    deviceId: text('device_id')
      .notNull()
      .references(() => devices.deviceId, { onDelete: 'cascade' }),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    address: text('address').notNull().default(''),
    recordedAt: timestamptz('recorded_at').notNull().defaultNow(),
  },
  (t) => [index('device_locations_device_time_idx').on(t.deviceId, t.recordedAt)],
);
