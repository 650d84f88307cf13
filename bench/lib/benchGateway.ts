import { sql } from 'drizzle-orm';
import { createPasswordHasher } from '@drisk/api/src/auth/passwordHasher';
import { PRODUCTION_PASSWORD_HASHING } from '@drisk/api/src/config';
import type { DatabaseHandle } from '@drisk/api/src/db/client';
import { seedDemoData } from '@drisk/api/src/db/seed/seedDemoData';
import { hashDeviceSecret } from '@drisk/api/src/realtime/deviceSecrets';
import { addBenchProfiles } from './benchProfiles';

/** The generated gateway of the dashboard row: 40 endpoints with a year of 5-minute history. */
export const BENCH_DEVICE_ID = 'DRX-900001';
export const BENCH_ENDPOINTS = 40;
export const BENCH_HISTORY_DAYS = 365;
/** The demo owner is mapped to the bench device, so the bench signs in with a demo account. */
export const BENCH_USER = { email: 'owner@example.com', password: 'Owner#12345' };

/** What a generated database holds besides the demo data. */
export interface GeneratedData {
  /** usage_samples rows of the bench gateway. */
  samples: number;
  /** End of the generated history (epoch ms): the dashboard row asks for the month holding it. */
  historyEnd: number;
  /** The bench gateway's MQTT password (its hash is in devices.credential_hash). */
  gatewaySecret: string;
  generateMs: number;
}

/** The endpoint mix of a household that grew into a small office, with a profile per kind. */
const KINDS = [
  { kind: 'phone', download: 7, upload: 1.4 },
  { kind: 'laptop', download: 22, upload: 5 },
  { kind: 'tv', download: 55, upload: 1.2 },
  { kind: 'tablet', download: 9, upload: 0.9 },
  { kind: 'camera', download: 0.4, upload: 9 },
  { kind: 'speaker', download: 1.8, upload: 0.15 },
  { kind: 'iot', download: 0.3, upload: 0.2 },
  { kind: 'printer', download: 0.15, upload: 0.05 },
] as const;

const mac = (index: number) =>
  `02:BE:9C:00:${(index >> 8).toString(16).padStart(2, '0')}:${(index & 0xff).toString(16).padStart(2, '0')}`.toUpperCase();

/**
 * Adds the bench gateway to a seeded database: the device (with a gateway credential), its settings row,
 * 40 endpoints (half of them online, two blocked), the demo owner mapped as role 3, and a year of
 * 5-minute usage: per endpoint, and the gateway totals (endpoint_mac '') that telemetry ingestion writes
 * beside them.
 *
 * 4.2 million rows take minutes through the foreign-key and rollup triggers, so each month goes in one
 * transaction that writes the per-endpoint rows with triggers off (session_replication_role = replica;
 * the rows are consistent by construction, and the rollup does not count per-endpoint rows) in index
 * order, then the month's totals with triggers on, so usage_hourly is kept by the api's own triggers.
 */
async function addBenchGateway(handle: DatabaseHandle, now: number, gatewaySecret: string): Promise<number> {
  const { db } = handle;
  await db.execute(sql`
    INSERT INTO devices (device_id, name, status, manufacture, model, version, serial_number, wifi_ssid,
      wifi_password, data_plan_bytes, data_plan_expires_at, battery_level, last_seen_at, credential_hash)
    VALUES (${BENCH_DEVICE_ID}, 'dRisk-Bench', 'Active', 'dRisk', 'DR-1', '3.2.1', 'BENCH0001', 'Bench-WiFi',
      'Bench#WiFi2026', ${200 * 1024 ** 3}, ${new Date(now + 20 * 86_400_000)}, 64, ${new Date(now)},
      ${hashDeviceSecret(gatewaySecret)})`);
  await db.execute(sql`INSERT INTO settings (device_id) VALUES (${BENCH_DEVICE_ID})`);
  await db.execute(sql`
    INSERT INTO user_devices (user_id, device_id, role_id, is_connected)
    SELECT id, ${BENCH_DEVICE_ID}, 3, false FROM users WHERE email = ${BENCH_USER.email}`);
  const members = Array.from({ length: BENCH_ENDPOINTS }, (_, i) => {
    const kind = KINDS[i % KINDS.length];
    const online = i % 2 === 0;
    return {
      mac: mac(i + 1),
      ip: `10.9.0.${i + 10}`,
      name: `Bench ${kind.kind} ${i + 1}`,
      kind: kind.kind,
      online,
      since: online ? new Date(now - (i + 1) * 1_800_000) : null,
      blocked: i === 5 || i === 11,
      download: kind.download * 1024 * 1024,
      upload: kind.upload * 1024 * 1024,
    };
  });
  await db.execute(sql`
    INSERT INTO endpoints (device_id, mac_address, ip_address, name, kind, is_online, connected_since,
      blocked_permanent)
    VALUES ${sql.join(
      members.map(
        (e) =>
          sql`(${BENCH_DEVICE_ID}, ${e.mac}, ${e.ip}, ${e.name}, ${e.kind}, ${e.online && !e.blocked}, ${e.since}, ${e.blocked})`,
      ),
      sql`, `,
    )}`);
  const profiles = sql.join(
    members.map(
      (e, i) =>
        sql`(${e.mac}::text, ${e.kind === 'phone' || e.kind === 'tablet'}::boolean, ${i + 1}::bigint, ${e.download}::float8, ${e.upload}::float8)`,
    ),
    sql`, `,
  );
  /**
   * One month of 5-minute samples of every endpoint. Per bucket: an evening peak (share) and a hash for
   * a deterministic noise of 0.5 to 1.5; phones and tablets leave over Cellular at commute hours, the
   * rest over LAN. The per-bucket values are computed once per bucket, not once per row.
   */
  const samplesOf = (from: number, to: number) => sql`
    SELECT ${BENCH_DEVICE_ID} AS device_id, e.mac AS endpoint_mac,
      CASE WHEN e.commutes AND b.commute THEN 'Cellular' ELSE 'LAN' END AS network,
      b.t AS bucket_start,
      (e.download * b.share * (500 + (b.n + e.seed * 40503) % 1000))::bigint AS download_bytes,
      (e.upload * b.share * (1500 - (b.n + e.seed * 40503) % 1000))::bigint AS upload_bytes
    FROM (
      SELECT t, extract(epoch FROM t)::bigint / 300 * 2654435761 AS n,
        extract(hour FROM t AT TIME ZONE 'UTC') IN (7, 8, 17, 18) AS commute,
        (0.2 + 0.4 * (1 + cos((extract(hour FROM t AT TIME ZONE 'UTC') - 20) / 12 * pi()))) / 1000 AS share
      FROM generate_series(${new Date(from)}::timestamptz, ${new Date(to)}::timestamptz, interval '5 minutes') AS t
    ) AS b
    CROSS JOIN (VALUES ${profiles}) AS e(mac, commutes, seed, download, upload)`;

  const bucket = 300_000;
  const end = Math.floor(now / bucket) * bucket - bucket;
  const start = end - BENCH_HISTORY_DAYS * 86_400_000 + bucket;
  const monthMs = 30 * 86_400_000;
  for (let from = start; from <= end; from += monthMs) {
    const to = Math.min(end, from + monthMs - bucket);
    await db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL session_replication_role = replica`);
      await tx.execute(sql`
        INSERT INTO usage_samples (device_id, endpoint_mac, network, bucket_start, download_bytes, upload_bytes)
        ${samplesOf(from, to)}`);
      await tx.execute(sql`SET LOCAL session_replication_role = origin`);
      await tx.execute(sql`
        INSERT INTO usage_samples (device_id, endpoint_mac, network, bucket_start, download_bytes, upload_bytes)
        SELECT device_id, '', network, bucket_start, sum(download_bytes), sum(upload_bytes)
        FROM (${samplesOf(from, to)}) AS s
        GROUP BY device_id, network, bucket_start`);
    });
  }
  await db.execute(sql`ANALYZE`);
  const result = await db.execute(
    sql`SELECT count(*)::int AS n FROM usage_samples WHERE device_id = ${BENCH_DEVICE_ID}`,
  );
  return (result as unknown as { rows: { n: number }[] }).rows[0].n;
}

/**
 * Migrates and seeds an empty database with the api's own code (production password hashing), then adds
 * the bench gateway and its year of history.
 */
export async function generateBenchData(
  handle: DatabaseHandle,
  gatewaySecret: string,
): Promise<GeneratedData> {
  const started = performance.now();
  await handle.migrate();
  await seedDemoData(handle.db, createPasswordHasher(PRODUCTION_PASSWORD_HASHING));
  const historyEnd = Date.now();
  const samples = await addBenchGateway(handle, historyEnd, gatewaySecret);
  await addBenchProfiles(handle, BENCH_DEVICE_ID);
  return { samples, historyEnd, gatewaySecret, generateMs: performance.now() - started };
}
