import { and, eq, gte, inArray, lt } from 'drizzle-orm';
import { scanFinding } from '@drisk/contract';
import type { Queryable } from '../db/client';
import {
  companies,
  companyDevices,
  devices,
  endpoints,
  issueLogs,
  notifications,
  scanReports,
  scans,
} from '../db/schema';
import { classifyThreat, type ThreatClass } from './classifyThreat';

/** One threat on the dashboard: a stored event of a company gateway, classified. */
export interface ThreatEvent extends ThreatClass {
  /** Unique across the three sources: 'blocked:12', 'autoBlock:7', 'finding:5:0'. */
  id: string;
  at: Date;
  organization: string;
  /** The endpoint's name (else its address), or the gateway's own name for the gateway's events. */
  host: string;
  detail: string;
}

interface Gateway {
  deviceId: string;
  name: string;
  organization: string;
}

interface KnownEndpoint {
  name: string;
  kind: string;
}

/**
 * The threats of the gateways of `companyIds` in [from, to): blocked accesses (issue logs), auto-blocks
 * (the new-device questions the gateway raised, one per device, MAC and moment however many managers were
 * asked) and scan findings of finished runs. Oldest first.
 */
export async function loadThreatEvents(
  db: Queryable,
  companyIds: readonly number[],
  from: Date,
  to: Date,
): Promise<ThreatEvent[]> {
  if (companyIds.length === 0) return [];
  const gateways: Gateway[] = await db
    .select({ deviceId: devices.deviceId, name: devices.name, organization: companies.name })
    .from(companyDevices)
    .innerJoin(devices, eq(devices.deviceId, companyDevices.deviceId))
    .innerJoin(companies, eq(companies.id, companyDevices.companyId))
    .where(inArray(companyDevices.companyId, [...companyIds]));
  if (gateways.length === 0) return [];
  const deviceIds = gateways.map((g) => g.deviceId);
  const gatewayOf = new Map(gateways.map((g) => [g.deviceId, g]));

  const [endpointRows, blockedRows, questionRows, reportRows] = await Promise.all([
    db
      .select({
        deviceId: endpoints.deviceId,
        mac: endpoints.macAddress,
        ip: endpoints.ipAddress,
        name: endpoints.name,
        kind: endpoints.kind,
      })
      .from(endpoints)
      .where(inArray(endpoints.deviceId, deviceIds)),
    db
      .select()
      .from(issueLogs)
      .where(
        and(
          inArray(issueLogs.deviceId, deviceIds),
          gte(issueLogs.occurredAt, from),
          lt(issueLogs.occurredAt, to),
        ),
      ),
    db
      .select({
        id: notifications.id,
        deviceId: notifications.deviceId,
        payload: notifications.payload,
        createdAt: notifications.createdAt,
      })
      .from(notifications)
      .where(
        and(
          eq(notifications.kind, 'new_device'),
          inArray(notifications.deviceId, deviceIds),
          gte(notifications.createdAt, from),
          lt(notifications.createdAt, to),
        ),
      ),
    db
      .select({
        id: scanReports.id,
        deviceId: scans.deviceId,
        findings: scanReports.findings,
        createdAt: scanReports.createdAt,
      })
      .from(scanReports)
      .innerJoin(scans, eq(scans.id, scanReports.scanId))
      .where(
        and(
          inArray(scans.deviceId, deviceIds),
          gte(scanReports.createdAt, from),
          lt(scanReports.createdAt, to),
        ),
      ),
  ]);

  const byMac = new Map<string, KnownEndpoint>();
  const byIp = new Map<string, KnownEndpoint>();
  for (const e of endpointRows) {
    byMac.set(`${e.deviceId} ${e.mac}`, e);
    if (e.ip) byIp.set(`${e.deviceId} ${e.ip}`, e);
  }
  const endpointOf = (deviceId: string, mac: string | null | undefined, ip: string | null | undefined) =>
    (mac ? byMac.get(`${deviceId} ${mac}`) : undefined) ?? (ip ? byIp.get(`${deviceId} ${ip}`) : undefined);

  const events: ThreatEvent[] = [];
  const add = (
    id: string,
    deviceId: string,
    at: Date,
    endpoint: KnownEndpoint | undefined,
    address: string,
    detail: string,
    threatClass: ThreatClass,
  ) => {
    const gateway = gatewayOf.get(deviceId)!;
    events.push({
      id,
      at,
      organization: gateway.organization,
      host: endpoint?.name ?? (address || gateway.name),
      detail,
      ...threatClass,
    });
  };

  for (const row of blockedRows) {
    const endpoint = endpointOf(row.deviceId, row.endpointMac, row.endpointIp);
    const threatClass = classifyThreat({
      kind: 'blocked',
      description: row.description,
      endpointKind: endpoint?.kind ?? null,
    });
    add(
      `blocked:${row.id}`,
      row.deviceId,
      row.occurredAt,
      endpoint,
      row.endpointIp,
      row.websiteAccess,
      threatClass,
    );
  }

  const questionsSeen = new Set<string>();
  for (const row of questionRows) {
    const mac = typeof row.payload.mac_address === 'string' ? row.payload.mac_address : '';
    const key = `${row.deviceId} ${mac} ${row.createdAt.getTime()}`;
    if (!row.deviceId || questionsSeen.has(key)) continue;
    questionsSeen.add(key);
    const endpoint = endpointOf(row.deviceId, mac, null);
    const threatClass = classifyThreat({ kind: 'autoBlock', endpointKind: endpoint?.kind ?? null });
    add(
      `autoBlock:${row.id}`,
      row.deviceId,
      row.createdAt,
      endpoint,
      mac,
      `Held back until approved: ${mac}`,
      threatClass,
    );
  }

  for (const report of reportRows) {
    report.findings.forEach((stored, index) => {
      // Stored from the gateway's validated results; anything else is left out, as in the report.
      const parsed = scanFinding.safeParse(stored);
      if (!parsed.success) return;
      const finding = parsed.data;
      const endpoint = endpointOf(report.deviceId, null, finding.endpoint_ip);
      const threatClass = classifyThreat({
        kind: 'finding',
        name: finding.name,
        ref: finding.ref,
        cvssScore: finding.cvss_score,
        endpointKind: endpoint?.kind ?? null,
      });
      const address = finding.endpoint_name || finding.endpoint_ip;
      add(
        `finding:${report.id}:${index}`,
        report.deviceId,
        report.createdAt,
        endpoint,
        address,
        `${finding.ref} ${finding.name}`,
        threatClass,
      );
    });
  }

  return events.sort((a, b) => a.at.getTime() - b.at.getTime() || a.id.localeCompare(b.id));
}
