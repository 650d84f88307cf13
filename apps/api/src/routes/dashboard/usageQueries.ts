import type { Network } from '@drisk/contract';
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
  const rows = await rowsOf<{ bucket_start: Date | string; download: number; upload: number; hours: number }>(
    db,
    sql`
      SELECT b.bucket_start,
        coalesce(sum(u.download_bytes), 0)::float8 AS download,
        coalesce(sum(u.upload_bytes), 0)::float8 AS upload,
        count(u.hour_start)::int AS hours
      FROM generate_series(${period.start}::timestamptz, ${period.end}::timestamptz - ${step}, ${step}) AS b(bucket_start)
      LEFT JOIN usage_hourly AS u
        ON u.device_id = ${deviceId}
        AND u.network IN (${networks})
        AND u.hour_start >= b.bucket_start
        AND u.hour_start < b.bucket_start + ${step}
      GROUP BY b.bucket_start
      ORDER BY b.bucket_start`,
  );
  return rows.map((row) => ({
    bucketStart: new Date(row.bucket_start),
    downloadBytes: Number(row.download),
    uploadBytes: Number(row.upload),
    hoursWithData: Number(row.hours),
  }));
}

export interface UsageTotals {
  /** Download plus upload over Cellular during the period. */
  cellularBytes: number;
  /** Download plus upload over LAN during the period. */
  lanBytes: number;
  /** Download plus upload over Cellular during the data plan's current term (what the plan counts). */
  planUsedBytes: number;
}

/**
 * The bandwidth card's sums in one index range scan: Cellular and LAN over the period, and Cellular over
 * the plan's term [planStart, planEnd) when the device has a plan.
 */
export async function usageTotals(
  db: Queryable,
  deviceId: string,
  period: { start: Date; end: Date },
  plan: { start: Date; end: Date } | null,
): Promise<UsageTotals> {
  const from = plan && plan.start < period.start ? plan.start : period.start;
  const to = plan && plan.end > period.end ? plan.end : period.end;
  const inPeriod = sql`hour_start >= ${period.start}::timestamptz AND hour_start < ${period.end}::timestamptz`;
  const inPlan = plan
    ? sql`network = 'Cellular' AND hour_start >= ${plan.start}::timestamptz AND hour_start < ${plan.end}::timestamptz`
    : sql`false`;
  const [row] = await rowsOf<{ cellular: number; lan: number; plan_used: number }>(
    db,
    sql`
      SELECT
        coalesce(sum(download_bytes + upload_bytes) FILTER (WHERE network = 'Cellular' AND ${inPeriod}), 0)::float8 AS cellular,
        coalesce(sum(download_bytes + upload_bytes) FILTER (WHERE network = 'LAN' AND ${inPeriod}), 0)::float8 AS lan,
        coalesce(sum(download_bytes + upload_bytes) FILTER (WHERE ${inPlan}), 0)::float8 AS plan_used
      FROM usage_hourly
      WHERE device_id = ${deviceId}
        AND hour_start >= ${from}::timestamptz
        AND hour_start < ${to}::timestamptz`,
  );
  return {
    cellularBytes: Number(row?.cellular ?? 0),
    lanBytes: Number(row?.lan ?? 0),
    planUsedBytes: Number(row?.plan_used ?? 0),
  };
}
