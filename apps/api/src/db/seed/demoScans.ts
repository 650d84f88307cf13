import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import {
  SCAN_STATUS,
  nextRunAt,
  severityOfScore,
  worstSeverity,
  type ScanFinding,
  type ScanRunSummary,
  type ScanSchedule,
} from '@drisk/contract';
import type { Queryable } from '../client';
import { endpoints, scanReports, scans, scanTargets } from '../schema';
import { DEMO_ENDPOINTS, type DemoEndpoint } from './demoEndpoints';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type Weakness = Omit<ScanFinding, 'endpoint_ip' | 'endpoint_name' | 'severity'>;

/** What the demo's last full scan found, per kind of endpoint (the simulator's catalogue finds the same kinds). */
const DEMO_WEAKNESSES: Partial<Record<DemoEndpoint['kind'], Weakness[]>> = {
  camera: [
    {
      name: 'Telnet service accepts default credentials',
      ref: 'CWE-798',
      cvss_score: 9.8,
      cvss_vector: 'CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H',
      port: 23,
      protocol: 'tcp',
      description: 'The Telnet service accepts a factory default user name and password.',
      remedy: 'Change the default password, disable Telnet and update the firmware.',
    },
    {
      name: 'Cleartext HTTP administration interface',
      ref: 'CWE-319',
      cvss_score: 5.9,
      cvss_vector: 'CVSS:3.1/AV:N/AC:H/PR:N/UI:N/S:U/C:H/I:N/A:N',
      port: 80,
      protocol: 'tcp',
      description: 'The web administration interface is served over plain HTTP.',
      remedy: 'Enable HTTPS on the administration interface and turn off plain HTTP access.',
    },
  ],
  laptop: [
    {
      name: 'SSH server supports weak key exchange algorithms',
      ref: 'CWE-327',
      cvss_score: 5.3,
      cvss_vector: 'CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:L/I:N/A:N',
      port: 22,
      protocol: 'tcp',
      description: 'The SSH server offers diffie-hellman-group1-sha1.',
      remedy: 'Remove the weak algorithms from KexAlgorithms in the SSH server configuration.',
    },
  ],
  tv: [
    {
      name: 'UPnP SSDP SUBSCRIBE callback abuse (CallStranger)',
      ref: 'CVE-2020-12695',
      cvss_score: 7.5,
      cvss_vector: 'CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:N/A:N',
      port: 1900,
      protocol: 'udp',
      description: 'The UPnP service accepts SUBSCRIBE requests with arbitrary callback URLs.',
      remedy: 'Update the TV firmware; turn off UPnP if it is not needed.',
    },
  ],
  printer: [
    {
      name: 'Raw printing port accepts jobs without authentication',
      ref: 'CWE-306',
      cvss_score: 5.3,
      cvss_vector: 'CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:N/I:L/A:N',
      port: 9100,
      protocol: 'tcp',
      description: 'Anyone on the network can send print jobs and PJL commands to the printer.',
      remedy: 'Restrict port 9100 to the print server or disable raw printing.',
    },
  ],
};

/** Every endpoint answers ICMP timestamps: a Low finding, so no scanned endpoint is without one. */
const ICMP_TIMESTAMP: Weakness = {
  name: 'ICMP timestamp reply information disclosure',
  ref: 'CVE-1999-0524',
  cvss_score: 2.1,
  cvss_vector: 'AV:L/AC:L/Au:N/C:P/I:N/A:N',
  port: 0,
  protocol: 'tcp',
  description: 'The host answers ICMP timestamp requests, which reveals its clock.',
  remedy: 'Filter ICMP timestamp requests (type 13) and replies (type 14).',
};

const weekly = (from: number): ScanSchedule => ({
  run_from: from,
  run_until: from + 365 * DAY,
  time_zone: 'UTC',
  recurrence: {
    pattern: {
      type: 'weekly',
      interval: 1,
      days_of_week: [{ day: 'monday' }],
      days_of_month: [],
      months_of_year: [],
    },
  },
});
const once = (at: number): ScanSchedule => ({
  run_from: at,
  run_until: at,
  recurrence: {
    pattern: { type: 'once', interval: 1, days_of_week: [], days_of_month: [], months_of_year: [] },
  },
});

/**
 * For each demo gateway with endpoints: a full scan that ran three days ago with its report (findings and
 * summary), and a weekly base scan whose next run is ahead, so the scan screens show real content.
 */
export async function seedDemoScans(
  db: Queryable,
  now: number,
  ownerOf: (deviceId: string) => number | null,
): Promise<void> {
  const deviceIds = [...new Set(DEMO_ENDPOINTS.map((e) => e.deviceId))];
  for (const deviceId of deviceIds) {
    const demo = DEMO_ENDPOINTS.filter((e) => e.deviceId === deviceId && e.state !== 'offline');
    const stored = await db
      .select({ id: endpoints.id, mac: endpoints.macAddress })
      .from(endpoints)
      .where(
        and(
          eq(endpoints.deviceId, deviceId),
          inArray(
            endpoints.macAddress,
            demo.map((e) => e.mac),
          ),
        ),
      );
    if (!stored.length) continue;
    const ranAt = now - 3 * DAY;
    const findings: ScanFinding[] = demo.flatMap((e) =>
      [...(DEMO_WEAKNESSES[e.kind] ?? []), ICMP_TIMESTAMP].map((w) => ({
        ...w,
        severity: severityOfScore(w.cvss_score),
        endpoint_ip: e.ip,
        endpoint_name: e.name,
      })),
    );
    const severity = worstSeverity(findings.map((f) => f.severity));
    const summary: ScanRunSummary = {
      started_at: ranAt,
      finished_at: ranAt + 12 * 60_000,
      endpoints: demo.map((e) => ({ ip_address: e.ip, name: e.name, status: 'Done', progress: 100 })),
    };
    const taskId = randomUUID();
    const [finished] = await db
      .insert(scans)
      .values({
        uniqueId: randomUUID(),
        deviceId,
        createdBy: ownerOf(deviceId),
        scanName: 'Full network audit',
        scanConfig: 'full_and_fast',
        schedule: once(ranAt),
        severity,
        status: SCAN_STATUS.done,
        taskId,
        nextRunAt: null,
        createdAt: new Date(ranAt - HOUR),
      })
      .returning({ id: scans.id });
    await db.insert(scanReports).values({
      uniqueId: randomUUID(),
      scanId: finished.id,
      taskId,
      severity,
      status: SCAN_STATUS.done,
      findings,
      summary,
      dueAt: new Date(ranAt),
      dispatchedAt: new Date(ranAt),
      createdAt: new Date(ranAt),
    });
    // Mondays at 02:00 UTC; the next run is at least an hour away, so a fresh start never runs it at once.
    const schedule = weekly(Math.floor(now / DAY) * DAY - 7 * DAY + 2 * HOUR);
    const [scheduled] = await db
      .insert(scans)
      .values({
        uniqueId: randomUUID(),
        deviceId,
        createdBy: ownerOf(deviceId),
        scanName: 'Weekly check',
        scanConfig: 'base',
        schedule,
        status: SCAN_STATUS.scheduled,
        nextRunAt: new Date(nextRunAt(schedule, now + HOUR) ?? now + 7 * DAY),
      })
      .returning({ id: scans.id });
    await db
      .insert(scanTargets)
      .values(
        [finished.id, scheduled.id].flatMap((scanId) => stored.map((e) => ({ scanId, endpointId: e.id }))),
      );
  }
}
