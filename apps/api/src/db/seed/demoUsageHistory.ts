import { sql } from 'drizzle-orm';
import type { Queryable } from '../client';
import { DEMO_ENDPOINTS, type DemoEndpoint } from './demoEndpoints';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** usage_samples buckets are 5 minutes long. */
export const USAGE_BUCKET_MS = 5 * MINUTE;
const MB = 1024 * 1024;

/** Days of 5-minute history per demo gateway: every Home period of dRisk-Alpha shows data on first start. */
export const DEMO_HISTORY_DAYS: Readonly<Record<string, number>> = {
  'DRA-100001': 91,
  'DRB-100002': 4,
  'DRS-100003': 4,
};

/** Share of the evening peak per hour of the day (UTC): quiet at 4 am, a morning bump, peak at 8 pm. */
const HOURLY_RHYTHM = [
  0.16, 0.11, 0.08, 0.06, 0.05, 0.07, 0.18, 0.42, 0.55, 0.5, 0.46, 0.47, 0.52, 0.5, 0.46, 0.47, 0.52, 0.62,
  0.76, 0.9, 1, 0.94, 0.7, 0.36,
];

/** Traffic of an endpoint kind in one 5-minute bucket at the evening peak, and how it varies. */
interface KindProfile {
  downloadMb: number;
  uploadMb: number;
  /** Follows the daily rhythm; cameras upload around the clock. */
  rhythmic: boolean;
  /** Factor on Saturdays and Sundays (an office laptop rests, a TV streams more). */
  weekend: number;
  /** Phones and tablets leave over Cellular while their owner commutes (7-9 am, 5-7 pm). */
  commutes: boolean;
  /**
   * Present only on weekdays from 7 am to 7 pm (an office laptop goes home, the printer sleeps); outside
   * those hours it has no rows at all, as gateways leave quiet endpoints out of their telemetry.
   */
  officeHours: boolean;
}

const PROFILES: Record<DemoEndpoint['kind'], KindProfile> = {
  tv: { downloadMb: 55, uploadMb: 1.2, rhythmic: true, weekend: 1.3, commutes: false, officeHours: false },
  laptop: { downloadMb: 22, uploadMb: 5, rhythmic: true, weekend: 1, commutes: false, officeHours: true },
  phone: { downloadMb: 7, uploadMb: 1.4, rhythmic: true, weekend: 1.1, commutes: true, officeHours: false },
  tablet: { downloadMb: 9, uploadMb: 0.9, rhythmic: true, weekend: 1.2, commutes: true, officeHours: false },
  camera: { downloadMb: 0.4, uploadMb: 9, rhythmic: false, weekend: 1, commutes: false, officeHours: false },
  speaker: {
    downloadMb: 1.8,
    uploadMb: 0.15,
    rhythmic: true,
    weekend: 1.2,
    commutes: false,
    officeHours: false,
  },
  printer: {
    downloadMb: 0.15,
    uploadMb: 0.05,
    rhythmic: true,
    weekend: 1,
    commutes: false,
    officeHours: true,
  },
  iot: { downloadMb: 0.3, uploadMb: 0.2, rhythmic: false, weekend: 1, commutes: false, officeHours: false },
  other: { downloadMb: 1, uploadMb: 0.3, rhythmic: true, weekend: 1, commutes: false, officeHours: false },
};

/** An endpoint whose traffic a history draws: its MAC and what kind of device it is. */
export interface HistoryEndpoint {
  mac: string;
  kind: DemoEndpoint['kind'];
}

/**
 * Fills usage_samples with 5-minute history over [from, to] for a gateway's endpoints: one
 * INSERT ... SELECT over generate_series with a deterministic noise (the same curves on every run), then
 * the gateway totals (endpoint_mac ''), as ingestion stores them; the usage_hourly rollup follows through
 * its triggers. `from` and `to` are bucket starts (multiples of 5 minutes).
 */
export async function insertUsageHistory(
  db: Queryable,
  history: {
    deviceId: string;
    endpoints: readonly HistoryEndpoint[];
    from: Date;
    to: Date;
    /** Also store the per-endpoint rows (default); false stores the gateway totals only. */
    breakdown?: boolean;
  },
): Promise<void> {
  const { deviceId, from, to } = history;
  if (history.endpoints.length === 0) return;
  const rhythm = sql.raw(`ARRAY[${HOURLY_RHYTHM.join(', ')}]::float8[]`);
  const rows = history.endpoints.map((endpoint, index) => {
    const profile = PROFILES[endpoint.kind];
    return sql`(${endpoint.mac}::text, ${index + 1}::int, ${profile.downloadMb * MB}::float8,
      ${profile.uploadMb * MB}::float8, ${profile.rhythmic}::boolean, ${profile.weekend}::float8,
      ${profile.commutes}::boolean, ${profile.officeHours}::boolean)`;
  });
  const generated = sql`
    SELECT ${deviceId}::text AS device_id, e.mac AS endpoint_mac,
      CASE WHEN e.commutes AND f.hour IN (7, 8, 17, 18) THEN 'Cellular' ELSE 'LAN' END AS network,
      t AS bucket_start,
      round(e.download * f.share * f.noise)::bigint AS download_bytes,
      round(e.upload * f.share * (2 - f.noise))::bigint AS upload_bytes
    FROM (VALUES ${sql.join(rows, sql`, `)})
      AS e(mac, seed, download, upload, rhythmic, weekend, commutes, office)
    CROSS JOIN generate_series(${from}::timestamptz, ${to}::timestamptz, interval '5 minutes') AS t
    CROSS JOIN LATERAL (
      SELECT
        h.hour,
        h.isodow,
        (CASE WHEN e.rhythmic THEN (${rhythm})[h.hour + 1] ELSE 0.8 END)
          * (CASE WHEN h.isodow >= 6 THEN e.weekend ELSE 1 END) AS share,
        -- 0.5 to 1.5, the same for a given endpoint and bucket on every run
        0.5 + ((h.epoch / 300 * 2654435761 + e.seed * 40503) % 1000) / 1000::float8 AS noise
      FROM (
        SELECT date_part('hour', t AT TIME ZONE 'UTC')::int AS hour,
          date_part('isodow', t AT TIME ZONE 'UTC')::int AS isodow,
          date_part('epoch', t)::bigint AS epoch
      ) AS h
    ) AS f
    WHERE NOT e.office OR (f.isodow < 6 AND f.hour BETWEEN 7 AND 18)`;
  const columns = sql`(device_id, endpoint_mac, network, bucket_start, download_bytes, upload_bytes)`;
  if (!(history.breakdown ?? true)) {
    // Only the gateway totals: what every read uses, without the per-endpoint rows (load tests).
    await db.execute(sql`
      INSERT INTO usage_samples ${columns}
      SELECT device_id, '', network, bucket_start, sum(download_bytes), sum(upload_bytes)
      FROM (${generated}) AS g
      GROUP BY device_id, network, bucket_start`);
    return;
  }
  // One statement: the endpoint rows and, computed from the same generated rows, the gateway's total per
  // network and bucket (endpoint_mac ''), of which they are the breakdown.
  await db.execute(sql`
    WITH g AS MATERIALIZED (${generated})
    INSERT INTO usage_samples ${columns}
    SELECT * FROM g
    UNION ALL
    SELECT device_id, '', network, bucket_start, sum(download_bytes), sum(upload_bytes)
    FROM g
    GROUP BY device_id, network, bucket_start`);
}

/**
 * Runs `work` with foreign-key checks off for the rest of the current transaction's statements in it
 * (session_replication_role = replica, as pg_restore --disable-triggers does), when the role may: the
 * per-row check of usage_samples.device_id is nearly half the cost of a bulk insert. The usage_hourly
 * triggers fire anyway (ENABLE ALWAYS, migration 0004). Only for rows whose devices are known to exist.
 */
async function withoutForeignKeyChecks(db: Queryable, work: () => Promise<void>): Promise<void> {
  const result = (await db.execute(
    sql`SELECT current_setting('is_superuser') = 'on' AS superuser`,
  )) as unknown as {
    rows: { superuser: boolean }[];
  };
  if (!result.rows[0]?.superuser) return work();
  await db.execute(sql`SET LOCAL session_replication_role = replica`);
  try {
    await work();
  } finally {
    await db.execute(sql`SET LOCAL session_replication_role = origin`);
  }
}

/**
 * The demo gateways' history, up to the last whole bucket before `now`: dRisk-Alpha's endpoints for
 * DEMO_HISTORY_DAYS, the others for a few days (the ones still awaiting approval have never moved data).
 * Runs inside the seed's transaction, after the devices were inserted.
 */
export async function seedDemoUsageHistory(db: Queryable, now: number): Promise<void> {
  const end = Math.floor(now / USAGE_BUCKET_MS) * USAGE_BUCKET_MS - USAGE_BUCKET_MS;
  await withoutForeignKeyChecks(db, async () => {
    for (const [deviceId, days] of Object.entries(DEMO_HISTORY_DAYS)) {
      const members = DEMO_ENDPOINTS.filter(
        (e) => e.deviceId === deviceId && e.state !== 'awaiting-approval',
      );
      await insertUsageHistory(db, {
        deviceId,
        endpoints: members.map((endpoint) => ({ mac: endpoint.mac, kind: endpoint.kind })),
        from: new Date(end - days * DAY + USAGE_BUCKET_MS),
        to: new Date(end),
      });
    }
  });
}
