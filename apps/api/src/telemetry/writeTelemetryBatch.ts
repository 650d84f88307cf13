import { and, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { ROLE, roleLabel, type GatewayTelemetryMessage, type TelemetryEvent } from '@drisk/contract';
import type { Database, Transaction } from '../db/client';
import { devices, endpoints, notifications, usageSamples, userDevices } from '../db/schema';
import { newDeviceMessage } from './newDeviceMessage';
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
}

/** Rows per statement: well below PostgreSQL's 65,535 parameters. */
const CHUNK = 1_000;

function chunks<T>(rows: readonly T[], size = CHUNK): T[][] {
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
  const rows = aggregateUsage(batch);
  for (const part of chunks(rows)) {
    await tx
      .insert(usageSamples)
      .values(part.map((row) => ({ ...row, bucketStart: new Date(row.bucketStart) })))
      .onConflictDoUpdate({
        target: [
          usageSamples.deviceId,
          usageSamples.endpointMac,
          usageSamples.network,
          usageSamples.bucketStart,
        ],
        set: {
          downloadBytes: sql`${sql.identifier('usage_samples')}.download_bytes + excluded.download_bytes`,
          uploadBytes: sql`${sql.identifier('usage_samples')}.upload_bytes + excluded.upload_bytes`,
        },
      });
  }
  return rows.length;
}

/**
 * Endpoints of each reporting gateway's newest list: known ones get their address, connection time and
 * last sighting (never their name: users rename endpoints), new ones are added; endpoints the list no
 * longer holds go offline. Blocks are the api's to decide and are not read from the list.
 */
async function upsertEndpoints(tx: Transaction, latest: Map<string, ReceivedTelemetry>, seenAt: Date) {
  const reporting: string[] = [];
  const rows: Array<typeof endpoints.$inferInsert> = [];
  for (const [deviceId, { message }] of latest) {
    if (!message.endpoints) continue;
    reporting.push(deviceId);
    const seen = new Set<string>();
    for (const endpoint of message.endpoints) {
      const mac = normaliseMac(endpoint.mac_address);
      if (!mac || seen.has(mac)) continue;
      seen.add(mac);
      rows.push({
        deviceId,
        macAddress: mac,
        ipAddress: endpoint.ip_address,
        name: endpoint.name || mac,
        isOnline: true,
        connectedSince: new Date(endpoint.connected_since),
        firstSeenAt: seenAt,
        lastSeenAt: seenAt,
      });
    }
  }
  for (const part of chunks(rows)) {
    await tx
      .insert(endpoints)
      .values(part)
      .onConflictDoUpdate({
        target: [endpoints.deviceId, endpoints.macAddress],
        set: {
          ipAddress: sql`excluded.ip_address`,
          isOnline: sql`true`,
          connectedSince: sql`excluded.connected_since`,
          lastSeenAt: sql`excluded.last_seen_at`,
        },
      });
  }
  if (reporting.length > 0) {
    await tx
      .update(endpoints)
      .set({ isOnline: false, connectedSince: null })
      .where(
        and(
          inArray(endpoints.deviceId, reporting),
          eq(endpoints.isOnline, true),
          lt(endpoints.lastSeenAt, seenAt),
        ),
      );
  }
}

/** Battery, position and data plan of each gateway's newest message, in one statement. */
async function updateDevices(tx: Transaction, latest: Map<string, ReceivedTelemetry>, seenAt: Date) {
  const values: SQL[] = [];
  for (const [deviceId, { message }] of latest) {
    const battery = message.battery;
    const level = typeof battery === 'number' ? Math.round(battery) : null;
    const charging = battery === undefined ? null : battery === 'charging';
    const location = message.location;
    const plan = message.data_plan;
    values.push(
      sql`(${deviceId}::text, ${level}::smallint, ${charging}::boolean, ${location?.latitude ?? null}::float8,
        ${location?.longitude ?? null}::float8, ${location?.location ?? null}::text,
        ${plan?.cap_bytes ?? null}::bigint, ${plan ? new Date(plan.expires_at).toISOString() : null}::timestamptz)`,
    );
  }
  for (const part of chunks(values)) {
    await tx.execute(sql`
      update devices as d set
        battery_level = coalesce(v.level, d.battery_level),
        battery_charging = coalesce(v.charging, d.battery_charging),
        latitude = coalesce(v.latitude, d.latitude),
        longitude = coalesce(v.longitude, d.longitude),
        location_text = coalesce(v.location_text, d.location_text),
        data_plan_bytes = coalesce(v.plan_bytes, d.data_plan_bytes),
        data_plan_expires_at = coalesce(v.plan_expires_at, d.data_plan_expires_at),
        last_seen_at = ${seenAt.toISOString()}::timestamptz
      from (values ${sql.join(part, sql`, `)})
        as v(device_id, level, charging, latitude, longitude, location_text, plan_bytes, plan_expires_at)
      where d.device_id = v.device_id`);
  }
}

/** Blocked-access reports become issue-log rows; one report received twice is stored once. */
async function addIssues(
  tx: Transaction,
  batch: readonly ReceivedTelemetry[],
  latest: Map<string, ReceivedTelemetry>,
) {
  const seen = new Set<string>();
  const values: SQL[] = [];
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
      values.push(
        sql`(${message.device_id}::text, ${issue.ip_address}::text, ${macByIp.get(issue.ip_address) ?? null}::text,
          ${issue.website_access}::text, ${issue.description}::text, ${new Date(issue.at).toISOString()}::timestamptz)`,
      );
    }
  }
  for (const part of chunks(values)) {
    await tx.execute(sql`
      insert into issue_logs (device_id, endpoint_ip, endpoint_mac, website_access, description, occurred_at)
      select v.device_id, v.ip, v.mac, v.site, v.description, v.at
      from (values ${sql.join(part, sql`, `)}) as v(device_id, ip, mac, site, description, at)
      where not exists (
        select 1 from issue_logs i
        where i.device_id = v.device_id and i.occurred_at = v.at
          and i.endpoint_ip = v.ip and i.website_access = v.site
      )`);
  }
}

type AutoBlocked = Extract<TelemetryEvent, { type: 'auto_blocked' }>;

/**
 * An endpoint the gateway blocked on its own (Auto Block): it is stored as blocked for good, and the
 * device's owner and admins get a Pending question, unless one is already open for that MAC.
 */
async function recordAutoBlocks(
  tx: Transaction,
  batch: readonly ReceivedTelemetry[],
  seenAt: Date,
): Promise<number[]> {
  const notified = new Set<number>();
  for (const { message } of batch) {
    for (const event of message.events ?? []) {
      if (event.type !== 'auto_blocked') continue;
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
    .where(and(eq(userDevices.deviceId, deviceId), inArray(userDevices.roleId, [ROLE.Owner, ROLE.Admin])));
  if (!device || managers.length === 0) return;
  const name = endpoint?.name ?? event.name;
  await tx.insert(notifications).values(
    managers.map((manager) => ({
      userId: manager.userId,
      deviceId,
      kind: 'new_device' as const,
      userType: roleLabel(manager.roleId),
      message: newDeviceMessage(name, mac, device.name),
      status: 'Pending',
      inputRequired: 1,
      payload: { mac_address: mac, name },
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
  seenAt: Date = new Date(),
): Promise<BatchOutcome> {
  const ids = [...new Set(received.map((item) => item.message.device_id))];
  return db.transaction(async (tx) => {
    const known = new Set(
      (await tx.select({ id: devices.deviceId }).from(devices).where(inArray(devices.deviceId, ids))).map(
        (row) => row.id,
      ),
    );
    const batch = received.filter((item) => known.has(item.message.device_id));
    const latest = latestPerDevice(batch);
    const usageRows = await addUsage(tx, batch);
    await upsertEndpoints(tx, latest, seenAt);
    await updateDevices(tx, latest, seenAt);
    await addIssues(tx, batch, latest);
    const notifiedUserIds = await recordAutoBlocks(tx, batch, seenAt);
    return { notifiedUserIds, skipped: received.length - batch.length, usageRows };
  });
}
