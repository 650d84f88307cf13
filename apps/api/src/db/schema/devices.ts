import {
  DEFAULT_DEVICE_SETTINGS,
  DEFAULT_PARENTAL_SETTINGS,
  type ExternalDrive,
  type ParentalSettings,
} from '@drisk/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
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
    /** argon2id hash of the gateway's MQTT password. */
    credentialHash: text('credential_hash'),
    /** SHA-256 of the claim code on the gateway's sticker (normalised), checked by device/claimDevice. */
    claimCodeHash: text('claim_code_hash'),
    /**
     * When its Owner unregistered it: nobody is mapped to it since, and its data waits for the purge job
     * (UNREGISTERED_DATA_RETENTION_DAYS). Null while registered or once purged.
     */
    unregisteredAt: timestamptz('unregistered_at'),
    /** Who unregistered it: that user claiming it again before the purge finds the data still there. */
    unregisteredBy: integer('unregistered_by').references(() => users.id, { onDelete: 'set null' }),
    /** Issue 16: the Owner requires a second factor of the device's Admins and Guests. */
    requireTwoFactor: boolean('require_two_factor').notNull().default(false),
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
    /** The external drives the gateway last reported (the wire's external_drive items, sizes in bytes). */
    externalDrives: jsonb('external_drives').$type<ExternalDrive[]>().notNull().default([]),
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
  (t) => [check('devices_status', sql`${t.status} in ('Active', 'Inactive')`)],
);

/**
 * A gateway's place in a company (the admin console's company device; Id on the wire is this row's id).
 * A gateway belongs to at most one company; deleting the company deletes these links, not the gateways.
 */
export const companyDevices = pgTable(
  'company_devices',
  {
    id: idColumn(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    deviceId: text('device_id')
      .notNull()
      .references(() => devices.deviceId, { onDelete: 'cascade' }),
    /** The name the company gives the gateway in its device table. */
    deviceName: text('device_name').notNull(),
    /** active | in-active */
    status: text('status').notNull().default('active'),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('company_devices_device_unique').on(t.deviceId),
    index('company_devices_company_idx').on(t.companyId),
    check('company_devices_status', sql`${t.status} in ('active', 'in-active')`),
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

/**
 * Wrong claim codes (device/claimDevice) per key: `user:<id>` and `device:<device_id>`, so neither one user
 * trying many devices nor many users trying one device can guess codes. Unknown device ids are counted
 * like known ones, so the lock reveals nothing.
 */
export const claimFailures = pgTable('claim_failures', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  lastFailureAt: timestamptz('last_failure_at').notNull().defaultNow(),
  lockedUntil: timestamptz('locked_until'),
});

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

/**
 * Settings of a gateway (spec 2 section 3), one row per device; setting_id is the row id. A row inserted
 * with only its device_id holds the contract's DEFAULT_DEVICE_SETTINGS.
 */
const deviceDefault = DEFAULT_DEVICE_SETTINGS;
export const settings = pgTable('settings', {
  id: idColumn(),
  deviceId: text('device_id')
    .notNull()
    .unique('settings_device_unique')
    .references(() => devices.deviceId, { onDelete: 'cascade' }),
  mobileData: flagColumn('mobile_data', deviceDefault.mobile_data),
  wifiService: flagColumn('wifi_service', deviceDefault.wifi_service),
  ethernetHost: flagColumn('ethernet_host', deviceDefault.ethernet_host),
  wifiMode: flagColumn('wifi_mode', deviceDefault.wifi_mode),
  notification: flagColumn('notification', deviceDefault.notification),
  remoteMgt: flagColumn('remote_mgt', deviceDefault.remote_mgt),
  softwareUpdate: flagColumn('software_update', deviceDefault.software_update),
  protectMode: flagColumn('protect_mode', deviceDefault.protect_mode),
  monitoringMode: flagColumn('monitoring_mode', deviceDefault.monitoring_mode),
  ghostMode: flagColumn('ghost_mode', deviceDefault.ghost_mode),
  autoBlock: flagColumn('auto_block', deviceDefault.auto_block),
  connectPref: text('connect_pref').notNull().default(deviceDefault.connect_pref),
  /** '2.4 GH' | '5 GH' */
  wifiProfile: text('wifi_profile').notNull().default(deviceDefault.wifi_profile),
  /** Signal strength slider, 0 to 8. */
  wifiAttenuation: smallint('wifi_attenuation').notNull().default(deviceDefault.wifi_attenuation),
  openvasAutoscanFlag: flagColumn('openvas_autoscan_flag', deviceDefault.openvas_autoscan_flag),
  /** high | medium | low | none */
  openvasAutoscanValue: text('openvas_autoscan_value')
    .notNull()
    .default(deviceDefault.openvas_autoscan_value),
  updatedAt: updatedAt(),
});

/**
 * Access-control rules of a gateway; the endpoints they apply to are marked on endpoints. A row inserted
 * with only its device_id holds the contract's DEFAULT_PARENTAL_SETTINGS.
 */
const parentalDefault = DEFAULT_PARENTAL_SETTINGS;
export const parentalSettings = pgTable('parental_settings', {
  deviceId: text('device_id')
    .primaryKey()
    .references(() => devices.deviceId, { onDelete: 'cascade' }),
  limitedAccess1: flagColumn('limited_access_1', parentalDefault.limited_access_1),
  limitedAccess2: flagColumn('limited_access_2', parentalDefault.limited_access_2),
  limitedAccess3: flagColumn('limited_access_3', parentalDefault.limited_access_3),
  /** Comma list of day names. */
  dayRule: text('day_rule').notNull().default(parentalDefault.day_rule),
  activeScheduleTime: flagColumn('active_schedule_time', parentalDefault.active_schedule_time),
  inactiveScheduleTime: flagColumn('inactive_schedule_time', parentalDefault.inactive_schedule_time),
  /** hh:mm AM/PM, or empty. */
  startTime: text('start_time').notNull().default(parentalDefault.start_time),
  endTime: text('end_time').notNull().default(parentalDefault.end_time),
  /** Comma list of blocked keywords or websites. */
  keyword: text('keyword').notNull().default(parentalDefault.keyword),
  /** The access windows after the first (whose days and times are day_rule, start_time, end_time). */
  extraWindows: jsonb('extra_windows').$type<ParentalSettings['extra_windows']>().notNull().default([]),
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

/**
 * Where a gateway was: a row per position its telemetry reported that differs from the one before, for the
 * track on Device Details. Rows older than DEVICE_POSITION_RETENTION_HOURS are deleted as new ones come.
 */
export const devicePositions = pgTable(
  'device_positions',
  {
    // A moving fleet reports millions of positions a day; integer ids would run out within months.
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    deviceId: text('device_id')
      .notNull()
      .references(() => devices.deviceId, { onDelete: 'cascade' }),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    locationText: text('location_text').notNull().default(''),
    recordedAt: timestamptz('recorded_at').notNull(),
  },
  (t) => [index('device_positions_device_time_idx').on(t.deviceId, t.recordedAt)],
);
