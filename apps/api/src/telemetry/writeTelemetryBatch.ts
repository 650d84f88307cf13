import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import {
  DEVICE_POSITION_RETENTION_HOURS,
  MANAGER_ROLES,
  roleLabel,
  type GatewayTelemetryMessage,
  type TelemetryEvent,
} from '@drisk/contract';
import type { Database, Transaction } from '../db/client';
import { devices, endpoints, notifications, userDevices } from '../db/schema';
import { recordScanRuns } from '../scans/recordScanRuns';
import { newDeviceMessage, quarantinedDeviceMessage } from './newDeviceMessage';
import { DEVICE_REFRESH_MS, ENDPOINT_REFRESH_MS, type IngestionCache } from './ingestionCache';
import { aggregateUsage, normaliseMac } from './usageBuckets';

export interface ReceivedTelemetry {
  message: GatewayTelemetryMessage;
  /** Epoch ms when the api got it. */
  receivedAt: number;
}

export interface BatchOutcome {
  /** Users who got a new notification (their open apps are told to refetch). */
  notifiedUserIds: number[];
  /** Messages of gateways without a device row, skipped. */
  skipped: number;
  usageRows: number;
  /** Gateways whose messages were stored (they have a device row). */
  storedDeviceIds: Set<string>;
}

/**
 * Rows per statement. They travel as one JSON parameter (jsonb_to_recordset): PGlite parses and binds
 * one parameter far faster than thousands.
 */
const JSON_CHUNK = 5_000;

function chunks<T>(rows: readonly T[], size = JSON_CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

/** The newest message of each device (endpoint lists and device state are snapshots: the last one wins). */
function latestPerDevice(batch: readonly ReceivedTelemetry[]): Map<string, ReceivedTelemetry> {
  const latest = new Map<string, ReceivedTelemetry>();
  for (const item of batch) {
    const current = latest.get(item.message.device_id);
    if (!current || item.message.ts >= current.message.ts) latest.set(item.message.device_id, item);
  }
  return latest;
}

async function addUsage(tx: Transaction, batch: readonly ReceivedTelemetry[]): Promise<number> {
  const rows = aggregateUsage(batch).map((row) => ({
    d: row.deviceId,
    m: row.endpointMac,
    n: row.network,
    b: new Date(row.bucketStart).toISOString(),
    down: row.downloadBytes,
    up: row.uploadBytes,
  }));
  for (const part of chunks(rows)) {
    await tx.execute(sql`
      insert into usage_samples (device_id, endpoint_mac, network, bucket_start, download_bytes, upload_bytes)
      select x.d, x.m, x.n, x.b, x.down, x.up
      from jsonb_to_recordset(${JSON.stringify(part)}::jsonb)
        as x(d text, m text, n text, b timestamptz, down bigint, up bigint)
      on conflict (device_id, endpoint_mac, network, bucket_start) do update set
        download_bytes = usage_samples.download_bytes + excluded.download_bytes,
        upload_bytes = usage_samples.upload_bytes + excluded.upload_bytes`);
  }
  return rows.length;
}

/** Cache updates of one batch, applied only after its transaction commits. */
interface CacheUpdates {
  endpoints: Array<[string, { signatures: Map<string, string>; fullAt: number }]>;
  devices: Array<[string, { signature: string; writtenAt: number }]>;
}

/**
 * Endpoints of each reporting gateway's newest list: known ones get their address, connection time and
 * last sighting (never their name: users rename endpoints), new ones are added; endpoints the list no
 * longer holds go offline. Blocks are the api's to decide and are not read from the list. With a cache,
 * only what changed since the last write is written, and the whole list once per ENDPOINT_REFRESH_MS.
 */
async function upsertEndpoints(
  tx: Transaction,
  latest: Map<string, ReceivedTelemetry>,
  seenAt: Date,
  cache: IngestionCache | undefined,
  updates: CacheUpdates,
) {
  const fullDevices: string[] = [];
  const rows: Array<{ d: string; m: string; ip: string; name: string; since: string }> = [];
  const gone: Array<{ d: string; m: string }> = [];
  for (const [deviceId, { message }] of latest) {
    if (!message.endpoints) continue;
    const previous = cache?.endpoints.get(deviceId);
    const full = !previous || seenAt.getTime() - previous.fullAt >= ENDPOINT_REFRESH_MS;
    if (full) fullDevices.push(deviceId);
    const signatures = new Map<string, string>();
    for (const endpoint of message.endpoints) {
      const mac = normaliseMac(endpoint.mac_address);
      if (!mac || signatures.has(mac)) continue;
      const row = {
        d: deviceId,
        m: mac,
        ip: endpoint.ip_address,
        name: endpoint.name || mac,
        since: new Date(endpoint.connected_since).toISOString(),
      };
      const signature = `${row.ip}|${row.since}`;
      signatures.set(mac, signature);
      if (full || previous.signatures.get(mac) !== signature) rows.push(row);
    }
    if (!full) {
      for (const mac of previous.signatures.keys())
        if (!signatures.has(mac)) gone.push({ d: deviceId, m: mac });
    }
    updates.endpoints.push([deviceId, { signatures, fullAt: full ? seenAt.getTime() : previous.fullAt }]);
  }
  const at = seenAt.toISOString();
  for (const part of chunks(rows)) {
    await tx.execute(sql`
      insert into endpoints (device_id, mac_address, ip_address, name, is_online, connected_since, created_at, last_seen_at)
      select x.d, x.m, x.ip, x.name, true, x.since, ${at}::timestamptz, ${at}::timestamptz
      from jsonb_to_recordset(${JSON.stringify(part)}::jsonb) as x(d text, m text, ip text, name text, since timestamptz)
      on conflict (device_id, mac_address) do update set
        ip_address = excluded.ip_address,
        is_online = true,
        connected_since = excluded.connected_since,
        last_seen_at = excluded.last_seen_at`);
  }
  // A full list: whatever it does not hold (not touched just now) is offline.
  if (fullDevices.length > 0) {
    await tx
      .update(endpoints)
      .set({ isOnline: false, connectedSince: null })
      .where(
        and(
          inArray(endpoints.deviceId, fullDevices),
          eq(endpoints.isOnline, true),
          lt(endpoints.lastSeenAt, seenAt),
        ),
      );
  }
  for (const part of chunks(gone)) {
    await tx.execute(sql`
      update endpoints as e set is_online = false, connected_since = null
      from jsonb_to_recordset(${JSON.stringify(part)}::jsonb) as x(d text, m text)
      where e.device_id = x.d and e.mac_address = x.m and e.is_online`);
  }
}

/** Battery, position and data plan of each gateway's newest message, when they changed (or once a minute). */
async function updateDevices(
  tx: Transaction,
  latest: Map<string, ReceivedTelemetry>,
  seenAt: Date,
  cache: IngestionCache | undefined,
  updates: CacheUpdates,
) {
  const rows: Array<Record<string, unknown>> = [];
  for (const [deviceId, { message }] of latest) {
    const battery = message.battery;
    const row = {
      d: deviceId,
      level: typeof battery === 'number' ? Math.round(battery) : null,
      charging: battery === undefined ? null : battery === 'charging',
      lat: message.location?.latitude ?? null,
      lon: message.location?.longitude ?? null,
      place: message.location?.location ?? null,
      cap: message.data_plan?.cap_bytes ?? null,
      expires: message.data_plan ? new Date(message.data_plan.expires_at).toISOString() : null,
      fs: message.file_server?.url ?? null,
      drives: message.file_server ? message.file_server.external_drive : null,
    };
    const signature = JSON.stringify(row);
    const previous = cache?.devices.get(deviceId);
    if (
      previous &&
      previous.signature === signature &&
      seenAt.getTime() - previous.writtenAt < DEVICE_REFRESH_MS
    )
      continue;
    rows.push(row);
    updates.devices.push([deviceId, { signature, writtenAt: seenAt.getTime() }]);
  }
  for (const part of chunks(rows)) {
    await tx.execute(sql`
      update devices as d set
        battery_level = coalesce(x.level, d.battery_level),
        battery_charging = coalesce(x.charging, d.battery_charging),
        latitude = coalesce(x.lat, d.latitude),
        longitude = coalesce(x.lon, d.longitude),
        location_text = coalesce(x.place, d.location_text),
        data_plan_bytes = coalesce(x.cap, d.data_plan_bytes),
        data_plan_expires_at = coalesce(x.expires, d.data_plan_expires_at),
        local_file_server = coalesce(x.fs, d.local_file_server),
        external_drives = coalesce(x.drives, d.external_drives),
        last_seen_at = ${seenAt.toISOString()}::timestamptz
      from jsonb_to_recordset(${JSON.stringify(part)}::jsonb) as x(
        d text, level smallint, charging boolean, lat float8, lon float8, place text, cap bigint, expires timestamptz,
        fs text, drives jsonb)
      where d.device_id = x.d`);
    await recordPositions(tx, part, seenAt);
  }
}

/** A position closer than this to the last one stored is GPS jitter, not a move (unless it is old). */
const TRACK_MIN_METRES = 50;
/** ... but at least one position per this long while the gateway reports somewhere else. */
const TRACK_MIN_INTERVAL_MS = 5 * 60_000;

/**
 * The track of Device Details: a position row when a gateway reports a position at least TRACK_MIN_METRES
 * from its last stored one, or a different one after TRACK_MIN_INTERVAL_MS (a gateway reporting every few
 * seconds would otherwise store thousands of jittering points a day); the device's rows past
 * DEVICE_POSITION_RETENTION_HOURS go at the same time.
 */
async function recordPositions(tx: Transaction, rows: Array<Record<string, unknown>>, seenAt: Date) {
  const placed = rows.filter((row) => row.lat !== null && row.lon !== null);
  if (placed.length === 0) return;
  const positions = JSON.stringify(placed.map(({ d, lat, lon, place }) => ({ d, lat, lon, place })));
  const at = seenAt.toISOString();
  const intervalAgo = new Date(seenAt.getTime() - TRACK_MIN_INTERVAL_MS).toISOString();
  // Metres on a local flat projection: exact enough at these distances.
  await tx.execute(sql`
    insert into device_positions (device_id, latitude, longitude, location_text, recorded_at)
    select x.d, x.lat, x.lon, coalesce(x.place, ''), ${at}::timestamptz
    from jsonb_to_recordset(${positions}::jsonb) as x(d text, lat float8, lon float8, place text)
    left join lateral (
      select p.latitude, p.longitude, p.recorded_at from device_positions p
      where p.device_id = x.d order by p.recorded_at desc, p.id desc limit 1
    ) last on true
    where last.latitude is null
      or sqrt(
        power((x.lat - last.latitude) * 110540, 2) +
        power((x.lon - last.longitude) * 111320 * cos(radians(x.lat)), 2)
      ) >= ${TRACK_MIN_METRES}
      or (last.recorded_at < ${intervalAgo}::timestamptz
        and (last.latitude, last.longitude) is distinct from (x.lat, x.lon))`);
  const cutoff = new Date(seenAt.getTime() - DEVICE_POSITION_RETENTION_HOURS * 3_600_000);
  await tx.execute(sql`
    delete from device_positions p
    using jsonb_to_recordset(${positions}::jsonb) as x(d text)
    where p.device_id = x.d and p.recorded_at < ${cutoff.toISOString()}::timestamptz`);
}

/** Blocked-access reports become issue-log rows; one report received twice is stored once. */
async function addIssues(
  tx: Transaction,
  batch: readonly ReceivedTelemetry[],
  latest: Map<string, ReceivedTelemetry>,
) {
  const seen = new Set<string>();
  const rows: Array<Record<string, unknown>> = [];
  for (const { message } of batch) {
    const macByIp = new Map(
      (latest.get(message.device_id)?.message.endpoints ?? []).map((e) => [
        e.ip_address,
        normaliseMac(e.mac_address),
      ]),
    );
    for (const issue of message.issues ?? []) {
      const key = [message.device_id, issue.ip_address, issue.website_access, issue.at].join('\u0000');
      if (seen.has(key)) continue;
      seen.add(key);
      rows.push({
        d: message.device_id,
        ip: issue.ip_address,
        mac: macByIp.get(issue.ip_address) ?? null,
        site: issue.website_access,
        description: issue.description,
        at: new Date(issue.at).toISOString(),
      });
    }
  }
  for (const part of chunks(rows)) {
    await tx.execute(sql`
      insert into issue_logs (device_id, endpoint_ip, endpoint_mac, website_access, description, occurred_at)
      select x.d, x.ip, x.mac, x.site, x.description, x.at
      from jsonb_to_recordset(${JSON.stringify(part)}::jsonb)
        as x(d text, ip text, mac text, site text, description text, at timestamptz)
      where not exists (
        select 1 from issue_logs i
        where i.device_id = x.d and i.occurred_at = x.at and i.endpoint_ip = x.ip and i.website_access = x.site
      )`);
  }
}

type AutoBlocked = Extract<TelemetryEvent, { type: 'auto_blocked' | 'quarantined' }>;

/**
 * An endpoint the gateway blocked on its own (Auto Block, or Auto Scan's quarantine): it is stored as
 * blocked for good, and the device's owner and admins get a Pending question (Accept lets it in, Reject
 * keeps it out), unless one is already open for that MAC.
 */
async function recordAutoBlocks(
  tx: Transaction,
  batch: readonly ReceivedTelemetry[],
  seenAt: Date,
): Promise<number[]> {
  const notified = new Set<number>();
  for (const { message } of batch) {
    for (const event of message.events ?? []) {
      await recordAutoBlock(tx, message.device_id, event, seenAt, notified);
    }
  }
  return [...notified];
}

async function recordAutoBlock(
  tx: Transaction,
  deviceId: string,
  event: AutoBlocked,
  seenAt: Date,
  notified: Set<number>,
) {
  const mac = normaliseMac(event.mac_address);
  const [endpoint] = await tx
    .insert(endpoints)
    .values({
      deviceId,
      macAddress: mac,
      ipAddress: event.ip_address,
      name: event.name || mac,
      isOnline: true,
      connectedSince: new Date(event.at),
      blockedPermanent: true,
      firstSeenAt: seenAt,
      lastSeenAt: seenAt,
    })
    .onConflictDoUpdate({
      target: [endpoints.deviceId, endpoints.macAddress],
      set: { blockedPermanent: true, blockedUntil: null, ipAddress: event.ip_address },
    })
    .returning({ name: endpoints.name });

  const [open] = await tx
    .select({ id: notifications.id })
    .from(notifications)
    .where(
      and(
        eq(notifications.deviceId, deviceId),
        eq(notifications.kind, 'new_device'),
        eq(notifications.status, 'Pending'),
        sql`${notifications.payload}->>'mac_address' = ${mac}`,
      ),
    )
    .limit(1);
  if (open) return;

  const [device] = await tx
    .select({ name: devices.name })
    .from(devices)
    .where(eq(devices.deviceId, deviceId));
  const managers = await tx
    .select({ userId: userDevices.userId, roleId: userDevices.roleId })
    .from(userDevices)
    .where(and(eq(userDevices.deviceId, deviceId), inArray(userDevices.roleId, MANAGER_ROLES)));
  if (!device || managers.length === 0) return;
  const name = endpoint?.name ?? event.name;
  await tx.insert(notifications).values(
    managers.map((manager) => ({
      userId: manager.userId,
      deviceId,
      kind: 'new_device' as const,
      userType: roleLabel(manager.roleId),
      message:
        event.type === 'quarantined'
          ? quarantinedDeviceMessage(name, mac, device.name, event.severity)
          : newDeviceMessage(name, mac, device.name),
      status: 'Pending',
      inputRequired: 1,
      payload: {
        mac_address: mac,
        name,
        ...(event.type === 'quarantined' ? { reason: 'quarantine', severity: event.severity } : {}),
      },
      createdAt: seenAt,
    })),
  );
  for (const manager of managers) notified.add(manager.userId);
}

/**
 * Stores a batch of validated telemetry in one transaction: usage added per (device, endpoint, network,
 * 5-minute bucket), endpoints, device state, issue logs, and auto-block questions. Messages of gateways
 * that have no device row are skipped (their device may have been deleted while they were connected).
 */
export async function writeTelemetryBatch(
  db: Database,
  received: readonly ReceivedTelemetry[],
  options: { seenAt?: Date; cache?: IngestionCache; timings?: Record<string, number> } = {},
): Promise<BatchOutcome> {
  const { seenAt = new Date(), cache, timings } = options;
  const ids = [...new Set(received.map((item) => item.message.device_id))];
  const updates: CacheUpdates = { endpoints: [], devices: [] };
  const outcome = await db.transaction(async (tx) => {
    const known = new Set(
      (await tx.select({ id: devices.deviceId }).from(devices).where(inArray(devices.deviceId, ids))).map(
        (row) => row.id,
      ),
    );
    const batch = received.filter((item) => known.has(item.message.device_id));
    const latest = latestPerDevice(batch);
    let t = performance.now();
    const lap = (name: string) => {
      const now = performance.now();
      if (timings) timings[name] = (timings[name] ?? 0) + now - t;
      t = now;
    };
    const usageRows = await addUsage(tx, batch);
    lap('usage');
    await upsertEndpoints(tx, latest, seenAt, cache, updates);
    lap('endpoints');
    await updateDevices(tx, latest, seenAt, cache, updates);
    lap('devices');
    await addIssues(tx, batch, latest);
    lap('issues');
    const notifiedUserIds = await recordAutoBlocks(tx, batch, seenAt);
    lap('events');
    for (const { message } of batch)
      if (message.scans?.length) await recordScanRuns(tx, message.device_id, message.scans, seenAt);
    lap('scans');
    return { notifiedUserIds, skipped: received.length - batch.length, usageRows, storedDeviceIds: known };
  });
  if (cache) {
    for (const [deviceId, entry] of updates.endpoints) cache.endpoints.set(deviceId, entry);
    for (const [deviceId, entry] of updates.devices) cache.devices.set(deviceId, entry);
  }
  return outcome;
}
