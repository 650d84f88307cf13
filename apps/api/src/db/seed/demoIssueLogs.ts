import type { Queryable } from '../client';
import { issueLogs } from '../schema';
import { DEMO_ENDPOINTS } from './demoEndpoints';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** Days of blocked-access log for dRisk-Alpha, today included. */
export const DEMO_ISSUE_LOG_DAYS = 7;

/** Visits the demo access controls of dRisk-Alpha block (its keywords are casino, poker, torrent, adult). */
const BLOCKED_VISITS = [
  { website: 'www.royalcasino-online.com', description: "Blocked by access controls: keyword 'casino'" },
  { website: 'pokerstars.example.net/lobby', description: "Blocked by access controls: keyword 'poker'" },
  {
    website: 'thepiratebay-torrent.example.org',
    description: "Blocked by access controls: keyword 'torrent'",
  },
  { website: 'adult-videos.example.com', description: "Blocked by access controls: keyword 'adult'" },
  {
    website: 'cdn.casino-ads.example.com/banner.js',
    description: "Blocked by access controls: keyword 'casino'",
  },
  { website: 'malware-tracker.example.ru', description: 'Blocked by protect mode: known malicious host' },
] as const;

/** dRisk-Alpha's endpoints that hit the rules, and how many visits a day. */
const OFFENDERS = [
  { mac: 'A4:83:E7:10:00:01', perDay: 4 },
  { mac: 'F0:6E:0B:10:00:03', perDay: 3 },
  { mac: '3C:52:82:10:00:02', perDay: 2 },
] as const;

/**
 * A week of blocked-access entries (the IoT Device Details issue list) for some of dRisk-Alpha's endpoints,
 * each at a fixed minute of its day so every start shows the same list; nothing lies in the future.
 */
export async function seedDemoIssueLogs(db: Queryable, now: number): Promise<void> {
  const today = Math.floor(now / DAY) * DAY;
  const rows: (typeof issueLogs.$inferInsert)[] = [];
  OFFENDERS.forEach((offender, offenderIndex) => {
    const endpoint = DEMO_ENDPOINTS.find((e) => e.mac === offender.mac);
    if (!endpoint) throw new Error(`Demo endpoint ${offender.mac} is missing`);
    for (let day = 0; day < DEMO_ISSUE_LOG_DAYS; day += 1) {
      for (let visit = 0; visit < offender.perDay; visit += 1) {
        // Spread over the day: the first visits fall early, so today has entries from the morning on.
        const minute = (37 + visit * 211 + offenderIndex * 89 + day * 53) % (22 * 60);
        const at = today - day * DAY + minute * MINUTE;
        if (at > now) continue;
        const blocked = BLOCKED_VISITS[(visit + day + offenderIndex) % BLOCKED_VISITS.length];
        rows.push({
          deviceId: endpoint.deviceId,
          endpointIp: endpoint.ip,
          endpointMac: endpoint.mac,
          websiteAccess: blocked.website,
          description: blocked.description,
          occurredAt: new Date(at),
        });
      }
    }
  });
  if (rows.length > 0) await db.insert(issueLogs).values(rows);
}
