import { DATA_PLAN_TERM_MS, type Network } from '@drisk/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import type { UsagePeriod } from './usagePeriod';

/*
 * Every read here goes to usage_hourly, the hourly sums per device and network that triggers on
 * usage_samples keep current (migration 0001), through its primary key (device_id, hour_start, network).
 * A month is at most 31 x 24 x 2 rows, however many endpoints moved data.
 *
 * The rollup sums the gateway totals of usage_samples (endpoint_mac ''); the per-endpoint rows are a
 * breakdown of those totals and are not counted again (migration 0002).
 */

/** The rows of a raw query, on PGlite and on node-postgres alike. */
async function rowsOf<T>(db: Queryable, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const NETWORKS_OF: Record<Network, readonly string[]> = {
  AllNetworks: ['LAN', 'Cellular'],
  LAN: ['LAN'],
  Cellular: ['Cellular'],
};

/** One bucket of the chart: bytes moved, and whether any hour of it holds data at all. */
export interface UsageBucket {
  bucketStart: Date;
  downloadBytes: number;
  uploadBytes: number;
  hoursWithData: number;
}

/** Download and upload per hour or per day of the period, empty buckets included, oldest first. */
export async function usageBuckets(
  db: Queryable,
  deviceId: string,
  network: Network,
  period: UsagePeriod,
): Promise<UsageBucket[]> {
  // Exact lengths (not '1 day'), so the session's time zone and its daylight saving never shift a bucket.
  const step = sql.raw(period.step === 'hour' ? `interval '1 hour'` : `interval '24 hours'`);
  const networks = sql.join(
    NETWORKS_OF[network].map((name) => sql`${name}`),
    sql`, `,
  );
  // Sum the period's hours into buckets first (one range scan of the primary key), then lay the sums on
  // the full series of buckets so empty ones answer 0.
  const rows = await rowsOf<{ bucket_start: Date | string; download: number; upload: number; hours: number }>(
    db,
    sql`
      WITH sums AS (
        SELECT date_bin(${step}, hour_start, ${period.start}::timestamptz) AS bucket_start,
          sum(download_bytes) AS download, sum(upload_bytes) AS upload, count(*) AS hours
        FROM usage_hourly
        WHERE device_id = ${deviceId}
          AND hour_start >= ${period.start}::timestamptz
          AND hour_start < ${period.end}::timestamptz
          AND network IN (${networks})
        GROUP BY 1
      )
      SELECT b.bucket_start,
        coalesce(s.download, 0)::float8 AS download,
        coalesce(s.upload, 0)::float8 AS upload,
        coalesce(s.hours, 0)::int AS hours
      FROM generate_series(${period.start}::timestamptz, ${period.end}::timestamptz - ${step}, ${step}) AS b(bucket_start)
      LEFT JOIN sums AS s ON s.bucket_start = b.bucket_start
      ORDER BY b.bucket_start`,
  );
  return rows.map((row) => ({
    bucketStart: new Date(row.bucket_start),
    downloadBytes: Number(row.download),
    uploadBytes: Number(row.upload),
    hoursWithData: Number(row.hours),
  }));
}

/** The bandwidth card's figures, in bytes; plan fields are null for a device without a data plan. */
export interface BandwidthFigures {
  capBytes: number | null;
  expiresAt: Date | null;
  /** Download plus upload over Cellular during the plan's current term (what the plan counts). */
  planUsedBytes: number;
  /** Download plus upload over Cellular during the period. */
  cellularBytes: number;
  /** Download plus upload over LAN during the period. */
  lanBytes: number;
}

/**
 * The device's data plan and the sums of the bandwidth card in one statement: one index range scan of
 * usage_hourly over the period and the plan's term (DATA_PLAN_TERM_MS before its expiry) together.
 * Null when the device does not exist.
 */
export async function bandwidthFigures(
  db: Queryable,
  deviceId: string,
  period: { start: Date; end: Date },
): Promise<BandwidthFigures | null> {
  const term = sql.raw(`interval '${DATA_PLAN_TERM_MS / 3_600_000} hours'`);
  const periodStart = sql`${period.start}::timestamptz`;
  const periodEnd = sql`${period.end}::timestamptz`;
  const inPeriod = sql`u.hour_start >= ${periodStart} AND u.hour_start < ${periodEnd}`;
  const [row] = await rowsOf<{
    cap: number | string | null;
    expires_at: Date | string | null;
    cellular: number;
    lan: number;
    plan_used: number;
  }>(
    db,
    sql`
      SELECT d.data_plan_bytes AS cap, d.data_plan_expires_at AS expires_at, t.cellular, t.lan, t.plan_used
      FROM devices AS d
      CROSS JOIN LATERAL (
        SELECT
          coalesce(sum(u.download_bytes + u.upload_bytes) FILTER (WHERE u.network = 'Cellular' AND ${inPeriod}), 0)::float8 AS cellular,
          coalesce(sum(u.download_bytes + u.upload_bytes) FILTER (WHERE u.network = 'LAN' AND ${inPeriod}), 0)::float8 AS lan,
          coalesce(sum(u.download_bytes + u.upload_bytes) FILTER (
            WHERE u.network = 'Cellular' AND d.data_plan_bytes IS NOT NULL
              AND u.hour_start >= d.data_plan_expires_at - ${term} AND u.hour_start < d.data_plan_expires_at
          ), 0)::float8 AS plan_used
        FROM usage_hourly AS u
        WHERE u.device_id = d.device_id
          AND u.hour_start >= least(${periodStart}, coalesce(d.data_plan_expires_at - ${term}, ${periodStart}))
          AND u.hour_start < greatest(${periodEnd}, coalesce(d.data_plan_expires_at, ${periodEnd}))
      ) AS t
      WHERE d.device_id = ${deviceId}`,
  );
  if (!row) return null;
  const hasPlan = row.cap !== null && row.expires_at !== null;
  return {
    capBytes: hasPlan ? Number(row.cap) : null,
    expiresAt: hasPlan ? new Date(row.expires_at as Date | string) : null,
    planUsedBytes: Number(row.plan_used),
    cellularBytes: Number(row.cellular),
    lanBytes: Number(row.lan),
  };
}
