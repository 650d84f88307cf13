import {
  DAY_MS,
  SERVER,
  THREAT_MAX_RANGE_DAYS,
  TOTAL_COUNT_HEADER,
  VALIDATION,
  wireDateOf,
  type IssueLogEntry,
  type ThreatAlert,
  type ThreatSummary,
} from '@drisk/contract';
import { and, eq, gte, inArray, lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, companyDevices, issueLogs, notifications, scanReports, scans } from '../../db/schema';
import { DEMO_SECOND_COMPANY } from '../../db/seed/demoCompany';
import { DEMO_THREAT_DAYS } from '../../db/seed/demoThreatEvents';
import { getTestServer, type TestServer } from '../../test/testServer';

let server: TestServer;
let owner: string;
let admin: string;
beforeAll(async () => {
  server = await getTestServer();
  owner = await server.login('owner@example.com', 'Owner#12345');
  admin = await server.login('admin@example.com', 'Admin#12345');
});
afterAll(() => server?.close());

const today = () => Math.floor(Date.now() / DAY_MS) * DAY_MS;
const lastDays = (days: number) => ({
  from: wireDateOf(today() - (days - 1) * DAY_MS),
  to: wireDateOf(today()),
});

const summary = (token: string, query: Record<string, string>) =>
  server.call<ThreatSummary>(`admin/threat-summary?${new URLSearchParams(query)}`, { token });
const alerts = (token: string, query: Record<string, string>) =>
  server.call<ThreatAlert[]>(`admin/threat-alerts?${new URLSearchParams(query)}`, { token });

/**
 * The impact each stored reason must get, written out here rather than read from the classifier, so a
 * change of the mapping shows up as a failing count.
 */
const EXPECTED_IMPACT: [RegExp, string][] = [
  [/access controls/, 'Low'],
  [/known malicious host/, 'Critical'],
  [/phishing/, 'High'],
  [/port scan/, 'High'],
  [/failed sign-ins/, 'Medium'],
  [/unsigned firmware/, 'Medium'],
];

/** The seeded events of the demo company's gateways in the range, read straight from the tables. */
async function storedEvents(from: number, to: number) {
  const [company] = await server.db
    .select({ id: companies.id })
    .from(companies)
    .innerJoin(companyDevices, eq(companyDevices.companyId, companies.id));
  const gateways = (
    await server.db
      .select({ deviceId: companyDevices.deviceId })
      .from(companyDevices)
      .where(eq(companyDevices.companyId, company.id))
  ).map((g) => g.deviceId);
  const blocked = await server.db
    .select()
    .from(issueLogs)
    .where(
      and(
        inArray(issueLogs.deviceId, gateways),
        gte(issueLogs.occurredAt, new Date(from)),
        lt(issueLogs.occurredAt, new Date(to)),
      ),
    );
  const questions = await server.db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.kind, 'new_device'),
        inArray(notifications.deviceId, gateways),
        gte(notifications.createdAt, new Date(from)),
        lt(notifications.createdAt, new Date(to)),
      ),
    );
  const autoBlocks = new Set(
    questions.map((q) => `${q.deviceId} ${String(q.payload.mac_address)} ${q.createdAt.getTime()}`),
  );
  // Findings of the finished scan runs (the seed has one per demo gateway), each counted once.
  const reports = await server.db
    .select({ findings: scanReports.findings })
    .from(scanReports)
    .innerJoin(scans, eq(scans.id, scanReports.scanId))
    .where(
      and(
        inArray(scans.deviceId, gateways),
        gte(scanReports.createdAt, new Date(from)),
        lt(scanReports.createdAt, new Date(to)),
      ),
    );
  const findingScores = reports.flatMap((r) =>
    (r.findings as { cvss_score: number }[]).map((f) => f.cvss_score),
  );
  return { blocked, autoBlocks: autoBlocks.size, findingScores };
}

/** A finding's impact follows its CVSS base score, as CVSS rates it (written out, like EXPECTED_IMPACT). */
const impactOfScore = (score: number) =>
  score >= 9 ? 'Critical' : score >= 7 ? 'High' : score >= 4 ? 'Medium' : 'Low';

describe('admin/threat-summary', () => {
  it('counts every seeded event of the company gateways, by severity, day, type and host', async () => {
    const range = lastDays(DEMO_THREAT_DAYS);
    const reply = await summary(owner, range);
    expect(reply.status).toBe(200);
    const result = reply.body.result;

    const stored = await storedEvents(today() - (DEMO_THREAT_DAYS - 1) * DAY_MS, today() + DAY_MS);
    // A month of seeded blocks and the seeded auto-block questions: a meaningful picture.
    expect(stored.blocked.length).toBeGreaterThan(100);
    expect(stored.autoBlocks).toBeGreaterThan(3);
    const expected: Record<string, number> = { Critical: 0, High: stored.autoBlocks, Medium: 0, Low: 0 };
    for (const row of stored.blocked) {
      const impact = EXPECTED_IMPACT.find(([pattern]) => pattern.test(row.description))?.[1];
      expect(impact, row.description).toBeDefined();
      expected[impact!] += 1;
    }
    for (const score of stored.findingScores) expected[impactOfScore(score)] += 1;
    expect(result.severity).toEqual(expected);
    expect(result.impact).toEqual(expected);
    for (const level of ['Critical', 'High', 'Medium', 'Low']) expect(expected[level]).toBeGreaterThan(0);

    const total = stored.blocked.length + stored.autoBlocks + stored.findingScores.length;
    expect(result.total).toBe(total);
    const sum = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);
    expect(sum(result.device_type)).toBe(total);
    expect(sum(result.alert_type)).toBe(total);
    for (const slice of Object.values(result.device_type)) expect(slice).toBeGreaterThan(0);
    for (const slice of Object.values(result.alert_type)) expect(slice).toBeGreaterThan(0);

    expect(result.timeline).toHaveLength(DEMO_THREAT_DAYS);
    expect(result.timeline[0].date).toBe(range.from);
    expect(result.timeline.at(-1)!.date).toBe(range.to);
    expect(result.timeline.reduce((n, day) => n + day.threats, 0)).toBe(total);
    expect(result.timeline.reduce((n, day) => n + day.mitigated, 0)).toBe(stored.blocked.length);
    expect(result.timeline.reduce((n, day) => n + day.quarantined, 0)).toBe(stored.autoBlocks);

    expect(result.top_hosts).toHaveLength(5);
    const counts = result.top_hosts.map((h) => h.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it('gives an empty picture for a range without events, with a day for each day', async () => {
    const reply = await summary(owner, { from: '01/01/2020', to: '01/03/2020' });
    expect(reply.status).toBe(200);
    expect(reply.body.result.total).toBe(0);
    expect(reply.body.result.severity).toEqual({ Critical: 0, High: 0, Medium: 0, Low: 0 });
    expect(reply.body.result.timeline.map((d) => d.date)).toEqual(['01/01/2020', '01/02/2020', '01/03/2020']);
    expect(reply.body.result.top_hosts).toEqual([]);
  });

  it.each([
    [{ from: '11/20/2026', to: '11/10/2026' }, `to: ${VALIDATION.endBeforeStart}`],
    [{ from: '13/45/2026', to: '11/10/2026' }, 'from: must be a date as MM/DD/YYYY'],
    [{ from: '02/30/2026', to: '03/10/2026' }, 'from: must be a real calendar date'],
    [{ from: '11/10/2026' }, 'to:'],
    [{ from: '01/01/2026', to: '12/31/2026' }, `to: a range covers at most ${THREAT_MAX_RANGE_DAYS} days`],
  ])('refuses %j with a 400 naming the field', async (query, message) => {
    const reply = await summary(owner, query as Record<string, string>);
    expect(reply.status).toBe(400);
    expect(reply.body.message).toContain(message);
  });

  it("keeps other companies' data out: 403 for a company not administered, other gateways not counted", async () => {
    const list = await server.call<{ customer_name: string; CustomerId: number }[]>(
      'user/getCustomerDetails?per_page=100',
      { token: owner },
    );
    const second = list.body.result.find((c) => c.customer_name === DEMO_SECOND_COMPANY)!.CustomerId;
    const range = lastDays(7);
    const foreign = await summary(admin, { ...range, customer_id: String(second) });
    expect(foreign.status).toBe(403);
    expect(foreign.body.message).toBe(SERVER.companyForbidden);
    const foreignAlerts = await alerts(admin, {
      ...range,
      customer_id: String(second),
      dimension: 'impact',
      value: 'High',
    });
    expect(foreignAlerts.status).toBe(403);

    const before = (await summary(admin, range)).body.result.total;
    // dRisk-Solo belongs to no company: its blocks are nobody's threat dashboard.
    await server.db.insert(issueLogs).values({
      deviceId: 'DRS-100003',
      endpointIp: '192.168.10.21',
      websiteAccess: 'evil.example',
      description: 'Blocked by protect mode: known malicious host',
      occurredAt: new Date(Date.now() - 60_000),
    });
    expect((await summary(admin, range)).body.result.total).toBe(before);
    // The company with no gateways has nothing.
    const empty = await summary(owner, { ...range, customer_id: String(second) });
    expect(empty.body.result.total).toBe(0);
  });
});

describe('admin/threat-alerts', () => {
  it('pages the events behind a slice, newest first, with the total', async () => {
    const range = lastDays(DEMO_THREAT_DAYS);
    const { result } = (await summary(owner, range)).body;
    const first = await alerts(owner, { ...range, dimension: 'impact', value: 'Critical', per_page: '5' });
    expect(first.status).toBe(200);
    expect(Number(first.headers.get(TOTAL_COUNT_HEADER))).toBe(result.impact.Critical);
    expect(first.body.result).toHaveLength(5);
    for (const row of first.body.result) {
      expect(row).toMatchObject({ impact: 'Critical', alert_type: 'Malware', action: 'Blocked' });
      expect(row.organization).toBeTruthy();
      expect(row.device_name).toBeTruthy();
    }
    const times = first.body.result.map((row) => row.date_time);
    expect(times).toEqual([...times].sort().reverse());
    const second = await alerts(owner, {
      ...range,
      dimension: 'impact',
      value: 'Critical',
      per_page: '5',
      page: '2',
    });
    expect(second.body.result[0].date_time <= times[4]).toBe(true);
    expect(second.body.result.map((r) => r.id)).not.toContain(first.body.result[0].id);

    const quarantined = await alerts(owner, {
      ...range,
      dimension: 'alert_type',
      value: 'Intrusion',
      per_page: '100',
    });
    expect(Number(quarantined.headers.get(TOTAL_COUNT_HEADER))).toBe(result.alert_type.Intrusion);
    expect(quarantined.body.result.some((row) => row.action === 'Quarantined')).toBe(true);
    const mobile = await alerts(owner, {
      ...range,
      dimension: 'device_type',
      value: 'Mobile',
      per_page: '100',
    });
    expect(mobile.body.result.every((row) => row.device_type === 'Mobile')).toBe(true);
    expect(Number(mobile.headers.get(TOTAL_COUNT_HEADER))).toBe(result.device_type.Mobile);
  });

  it.each([
    [{ dimension: 'colour', value: 'Red' }, 'dimension:'],
    [{ dimension: 'impact', value: 'Severe' }, 'value: must be one of Critical, High, Medium, Low'],
    [{ dimension: 'impact', value: 'High', per_page: '1000' }, 'per_page:'],
  ])('refuses %j with a 400 naming the field', async (query, message) => {
    const reply = await alerts(owner, { ...lastDays(7), ...query });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toContain(message);
  });
});

describe('user/getVulnerabilityLogsForSnort', () => {
  it("lists one endpoint's issue log of one day, like getVulnerabilityLogs", async () => {
    const body = { device_id: 'DRA-100001', date: wireDateOf(Date.now()), ip_address: '192.168.8.21' };
    const snort = await server.call<IssueLogEntry[]>('user/getVulnerabilityLogsForSnort', {
      token: owner,
      body,
    });
    const logs = await server.call<IssueLogEntry[]>('user/getVulnerabilityLogs', { token: owner, body });
    expect(snort.status).toBe(200);
    expect(snort.body.result).toEqual(logs.body.result);
    const yesterday = await server.call<IssueLogEntry[]>('user/getVulnerabilityLogsForSnort', {
      token: owner,
      body: { ...body, date: wireDateOf(Date.now() - DAY_MS) },
    });
    expect(yesterday.body.result.length).toBeGreaterThan(0);
    for (const entry of yesterday.body.result) {
      expect(wireDateOf(Date.parse(entry.date))).toBe(wireDateOf(Date.now() - DAY_MS));
    }
  });

  it('needs the date and the address, and a role on the device', async () => {
    const missing = await server.call('user/getVulnerabilityLogsForSnort', {
      token: owner,
      body: { device_id: 'DRA-100001', date: '11/31/2026', ip_address: '' },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/date|ip_address/);
    const solo = await server.login('solo@example.com', 'Solo#12345');
    const foreign = await server.call('user/getVulnerabilityLogsForSnort', {
      token: solo,
      body: { device_id: 'DRA-100001', date: wireDateOf(Date.now()), ip_address: '192.168.8.21' },
    });
    expect(foreign.status).toBe(403);
  });
});

// Last: it adds findings to the company's week, which the tests above count without.
describe('scan findings', () => {
  it('counts the findings of a finished run as Detected threats of the scanned endpoint', async () => {
    const range = lastDays(7);
    const before = (await summary(admin, range)).body.result;
    const [scan] = await server.db
      .insert(scans)
      .values({
        uniqueId: 'threat-scan-1',
        deviceId: 'DRB-100002',
        scanName: 'Warehouse weekly',
        scanConfig: 'full_and_fast',
        schedule: {},
        status: 'Completed',
      })
      .returning({ id: scans.id });
    const finding = {
      ref: 'CWE-798',
      name: 'Default credentials on the web console',
      cvss_score: 9.8,
      cvss_vector: 'CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H',
      severity: 'High',
      endpoint_ip: '192.168.9.22',
      endpoint_name: 'Warehouse Scanner',
      port: 80,
      protocol: 'tcp',
      description: 'The console accepts admin/admin.',
      remedy: 'Change the password.',
    };
    await server.db.insert(scanReports).values({
      uniqueId: 'threat-scan-1-run-1',
      scanId: scan.id,
      status: 'Completed',
      severity: 'High',
      // The second is not a finding the gateway could have sent: left out, as in the report.
      findings: [
        finding,
        { ...finding, ref: 'CVE-2011-3389', name: 'TLS 1.0 enabled', cvss_score: 3.7 },
        { junk: true },
      ],
    });
    const after = (await summary(admin, range)).body.result;
    expect(after.total).toBe(before.total + 2);
    expect(after.severity.Critical).toBe(before.severity.Critical + 1);
    expect(after.severity.Low).toBe(before.severity.Low + 1);
    expect(after.alert_type.Auth).toBe(before.alert_type.Auth + 1);
    expect(after.alert_type.System).toBe(before.alert_type.System + 1);
    expect(after.device_type.IoT).toBe(before.device_type.IoT + 2);
    const rows = await alerts(admin, { ...range, dimension: 'alert_type', value: 'Auth', per_page: '100' });
    expect(rows.body.result).toContainEqual(
      expect.objectContaining({
        action: 'Detected',
        impact: 'Critical',
        device_type: 'IoT',
        device_name: 'Warehouse Scanner',
        detail: 'CWE-798 Default credentials on the web console',
      }),
    );
  });
});
