import type { Queryable } from '../client';
import { issueLogs } from '../schema';
import { DEMO_ENDPOINTS } from './demoEndpoints';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** Days of protect-mode blocks on the demo company's gateways, today included. */
export const DEMO_THREAT_DAYS = 30;

/**
 * What the protect mode of the demo company's gateways blocked: each reason is one the threat dashboard
 * classifies differently (apps/api/src/threats/classifyThreat.ts), so every counter and slice has data.
 */
export const DEMO_THREAT_REASONS = [
  {
    website: 'update-check.example-c2.net/beacon',
    description: 'Blocked by protect mode: known malicious host',
  },
  { website: 'secure-login.paypa1.example.com', description: 'Blocked by protect mode: phishing site' },
  { website: '203.0.113.45:22', description: 'Blocked by protect mode: port scan from 203.0.113.45' },
  { website: 'mail.example.com/login', description: 'Blocked by protect mode: repeated failed sign-ins' },
  {
    website: 'fw.example-vendor.net/unsigned.bin',
    description: 'Blocked by protect mode: unsigned firmware download',
  },
] as const;

/** Endpoints of the demo company's gateways and which reasons hit them (indexes into DEMO_THREAT_REASONS). */
const TARGETS = [
  { mac: '3C:52:82:10:00:02', reasons: [0, 1, 3] }, // Adam's ThinkPad
  { mac: 'A4:83:E7:10:00:01', reasons: [1, 3] }, // Olivia's iPhone 15
  { mac: '9C:8E:CD:10:00:04', reasons: [2, 4, 0] }, // Lobby Camera
  { mac: '30:05:5C:10:00:06', reasons: [2, 4] }, // HP LaserJet Pro
  { mac: '00:0E:C6:20:00:02', reasons: [0, 2, 4] }, // Warehouse Scanner (dRisk-Beta)
  { mac: '00:1B:63:20:00:01', reasons: [1] }, // Olivia's iPad (dRisk-Beta)
] as const;

/** The rows `seedDemoThreatEvents` inserts: a few a day with a weekly rhythm, never in the future. */
export function demoThreatEventRows(now: number): (typeof issueLogs.$inferInsert)[] {
  const today = Math.floor(now / DAY) * DAY;
  const rows: (typeof issueLogs.$inferInsert)[] = [];
  TARGETS.forEach((target, targetIndex) => {
    const endpoint = DEMO_ENDPOINTS.find((e) => e.mac === target.mac);
    if (!endpoint) throw new Error(`Demo endpoint ${target.mac} is missing`);
    for (let day = 0; day < DEMO_THREAT_DAYS; day += 1) {
      // Busier on some days than others, so the timeline has a shape.
      const perDay = (day * 7 + targetIndex * 3) % 5 === 0 ? 3 : (day + targetIndex) % 3 === 0 ? 1 : 0;
      for (let hit = 0; hit < perDay; hit += 1) {
        const minute = (61 + hit * 307 + targetIndex * 113 + day * 47) % (22 * 60);
        const at = today - day * DAY + minute * MINUTE;
        if (at > now) continue;
        const reason = DEMO_THREAT_REASONS[target.reasons[(day + hit) % target.reasons.length]];
        rows.push({
          deviceId: endpoint.deviceId,
          endpointIp: endpoint.ip,
          endpointMac: endpoint.mac,
          websiteAccess: reason.website,
          description: reason.description,
          occurredAt: new Date(at),
        });
      }
    }
  });
  return rows;
}

/** A month of protect-mode blocks on dRisk-Alpha and dRisk-Beta, for the admin console's threat dashboard. */
export async function seedDemoThreatEvents(db: Queryable, now: number): Promise<void> {
  const rows = demoThreatEventRows(now);
  if (rows.length > 0) await db.insert(issueLogs).values(rows);
}
