import { randomBytes } from 'node:crypto';
import type { Queryable } from '../client';
import { devices, endpoints, settings } from '../schema';
import { insertUsageHistory, USAGE_BUCKET_MS, type HistoryEndpoint } from './demoUsageHistory';

const DAY = 24 * 3_600_000;
const KINDS: HistoryEndpoint['kind'][] = [
  'phone',
  'laptop',
  'tablet',
  'tv',
  'camera',
  'speaker',
  'iot',
  'printer',
];

/**
 * A gateway for load tests (npm run bench, the dashboard timing script): `endpointCount` endpoints
 * (online, the first three blocked) and `days` of 5-minute history up to `now`, written a month per
 * statement so memory stays bounded. `breakdown: false` stores only the gateway totals, which is all the
 * dashboard reads (a year for 40 endpoints is 4.3 million rows with the breakdown). Returns its device id. Not part of the demo data.
 */
export async function seedBenchUsageHistory(
  db: Queryable,
  options: {
    endpointCount?: number;
    days?: number;
    now?: number;
    capBytes?: number;
    breakdown?: boolean;
  } = {},
): Promise<string> {
  const {
    endpointCount = 40,
    days = 365,
    now = Date.now(),
    capBytes = 100 * 1024 ** 3,
    breakdown = true,
  } = options;
  const deviceId = `BENCH-${randomBytes(3).toString('hex').toUpperCase()}`;
  await db.insert(devices).values({
    deviceId,
    name: `Bench ${deviceId}`,
    dataPlanBytes: capBytes,
    dataPlanExpiresAt: new Date(now + 12 * DAY),
  });
  await db.insert(settings).values({ deviceId });
  const members: HistoryEndpoint[] = Array.from({ length: endpointCount }, (_, index) => ({
    mac: `02:BE:0C:${[index >> 16, (index >> 8) & 255, index & 255].map((b) => b.toString(16).padStart(2, '0').toUpperCase()).join(':')}`,
    kind: KINDS[index % KINDS.length],
  }));
  await db.insert(endpoints).values(
    members.map((member, index) => ({
      deviceId,
      macAddress: member.mac,
      ipAddress: `192.168.50.${index + 10}`,
      name: `${member.kind} ${index + 1}`,
      kind: member.kind,
      isOnline: true,
      connectedSince: new Date(now - (index + 1) * 3_600_000),
      blockedPermanent: index < 3,
    })),
  );
  const end = Math.floor(now / USAGE_BUCKET_MS) * USAGE_BUCKET_MS - USAGE_BUCKET_MS;
  const start = end - days * DAY + USAGE_BUCKET_MS;
  const chunk = 30 * DAY;
  for (let from = start; from <= end; from += chunk) {
    await insertUsageHistory(db, {
      deviceId,
      endpoints: members,
      from: new Date(from),
      to: new Date(Math.min(end, from + chunk - USAGE_BUCKET_MS)),
      breakdown,
    });
  }
  return deviceId;
}
