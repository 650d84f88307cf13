import {
  ROLE,
  SCAN_STATUS,
  SERVER,
  VALIDATION,
  nextRunAt,
  type ScanDetails,
  type ScanOverview,
  type ScanRow,
  type ScanSchedule,
} from '@drisk/contract';
import { eq } from 'drizzle-orm';
import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scanReports, scans } from '../../db/schema';
import { getTestServer, type TestServer } from '../../test/testServer';
import { DEMO_TEAM, createTestDevice } from '../deviceData/testDevice';
import { exportsDir } from '../exports/exportStore';
import { signInDemoUsers } from '../../test/demoSessions';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const PHONE = { name: 'Pixel 8', ip_address: '10.9.0.11', mac_address: 'A4:83:E7:61:00:01' };
const CAMERA = { name: 'Front-door camera', ip_address: '10.9.0.12' };

let server: TestServer;
let owner: string;
let admin: string;
let guest: string;
let solo: string;
let deviceId: string;
let otherDeviceId: string;

beforeAll(async () => {
  server = await getTestServer();
  [owner, admin, guest, solo] = await signInDemoUsers(server, 'owner', 'admin', 'guest', 'solo');
  deviceId = await createTestDevice(server.db, {
    members: DEMO_TEAM,
    endpoints: [
      { mac: PHONE.mac_address, ip: PHONE.ip_address, name: PHONE.name },
      { mac: 'A4:83:E7:61:00:02', ip: CAMERA.ip_address, name: CAMERA.name },
    ],
  });
  otherDeviceId = await createTestDevice(server.db, {
    members: { 'solo@example.com': ROLE.Owner },
    endpoints: [{ mac: 'A4:83:E7:62:00:01', ip: '10.9.1.11', name: 'Solo TV' }],
  });
});
afterAll(() => server?.close());

const quick = (at = Date.now() + HOUR): ScanSchedule => ({
  run_from: at,
  run_until: at,
  recurrence: {
    pattern: { type: 'once', interval: 1, days_of_week: [], days_of_month: [], months_of_year: [] },
  },
});
const weekly = (from = Date.now() - DAY): ScanSchedule => ({
  run_from: from,
  run_until: from + 90 * DAY,
  time_zone: 'Europe/Berlin',
  recurrence: {
    pattern: {
      type: 'weekly',
      interval: 1,
      days_of_week: [{ day: 'monday' }, { day: 'thursday' }],
      days_of_month: [],
      months_of_year: [],
    },
  },
});

const create = (token: string, body: Record<string, unknown> = {}) =>
  server.call<ScanRow>('user/createVulnerabilityScan', {
    token,
    body: {
      device_id: deviceId,
      scan_name: 'Weekly check',
      scan_config: 'full_and_fast',
      schedule: weekly(),
      devices: [PHONE],
      ...body,
    },
  });
const overview = (token: string, id = deviceId) =>
  server.call<ScanOverview>('user/getVulnerabilityScanning', { token, body: { device_id: id } });
const details = (token: string, id: string) =>
  server.call<ScanDetails>(`user/getScanDetails/${id}`, { token, method: 'GET' });

describe('user/createVulnerabilityScan', () => {
  it('stores a scheduled scan whose upcoming_scan is the next run of its recurrence', async () => {
    const schedule = weekly();
    const before = Date.now();
    const reply = await create(owner, { schedule, devices: [PHONE, CAMERA] });
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe(SERVER.scanCreated);
    const row = reply.body.result;
    expect(row).toMatchObject({
      scan_name: 'Weekly check',
      scan_config: 'full_and_fast',
      full_name: expect.stringMatching(/\S/),
      status: SCAN_STATUS.scheduled,
      reports: 0,
      task_id: null,
      device_id: deviceId,
    });
    expect(row.devices.map((d) => d.ip_address).sort()).toEqual([PHONE.ip_address, CAMERA.ip_address]);
    const expected = nextRunAt(schedule, before)!;
    expect(row.upcoming_scan).toBeGreaterThanOrEqual(expected);
    expect(row.upcoming_scan).toBe(nextRunAt(schedule, row.upcoming_scan!));
    expect(row.upcoming_scan! - before).toBeLessThan(7 * DAY);
  });

  it('runs a quick scan at run_from, or at once when run_from has passed', async () => {
    const later = Date.now() + 2 * HOUR;
    const future = await create(admin, { scan_name: 'Later', schedule: quick(later) });
    expect(future.body.result.upcoming_scan).toBe(later);
    const before = Date.now();
    const past = await create(owner, { scan_name: 'Now', schedule: quick(before - HOUR) });
    expect(past.body.result.upcoming_scan).toBeGreaterThanOrEqual(before);
    expect(past.body.result.upcoming_scan).toBeLessThanOrEqual(Date.now());
  });

  it('appears in the overview with the auto-scan setting and the endpoints', async () => {
    const made = await create(owner, { scan_name: 'Listed' });
    const reply = await overview(guest);
    expect(reply.status).toBe(200);
    expect(reply.body.result.auto_scan).toEqual([
      { openvas_autoscan_flag: 0, openvas_autoscan_value: 'none' },
    ]);
    expect(reply.body.result.iot_devices.map((d) => d.name)).toEqual([CAMERA.name, PHONE.name]);
    expect(reply.body.result.reports.map((r) => r.unique_id)).toContain(made.body.result.unique_id);
    // Another device's overview does not list it.
    const other = await overview(solo, otherDeviceId);
    expect(other.body.result.reports).toEqual([]);
  });

  it.each([
    [
      'an until before its from',
      { schedule: { ...weekly(), run_until: Date.now() - 30 * DAY } },
      'schedule.run_until',
    ],
    ['an unknown configuration', { scan_config: 'thorough' }, 'scan_config'],
    ['an empty device list', { devices: [] }, VALIDATION.selectDeviceForScan],
    ['a name of spaces', { scan_name: '   ' }, VALIDATION.scanNameEmpty],
    [
      '10,000 devices',
      {
        devices: Array.from({ length: 10_000 }, (_, i) => ({
          name: `d${i}`,
          ip_address: `10.1.${i >> 8}.${i & 255}`,
        })),
      },
      'devices',
    ],
    [
      'an endpoint the device does not have',
      { devices: [{ name: 'x', ip_address: '10.200.0.1' }] },
      'devices.0',
    ],
    [
      'a weekly pattern without days',
      { schedule: { ...weekly(), recurrence: { pattern: { type: 'weekly', interval: 1 } } } },
      'days_of_week',
    ],
    [
      'an interval of 0',
      { schedule: { ...weekly(), recurrence: { pattern: { type: 'daily', interval: 0 } } } },
      'interval',
    ],
    ['an unknown time zone', { schedule: { ...weekly(), time_zone: 'Mars/Olympus' } }, 'time_zone'],
    [
      'a schedule with no run left',
      { schedule: { ...weekly(Date.now() - 60 * DAY), run_until: Date.now() - 30 * DAY } },
      'schedule.run_until',
    ],
  ])('refuses %s with 400 naming the field', async (_, body, field) => {
    const reply = await create(owner, body);
    expect(reply.status).toBe(400);
    expect(reply.body.message).toContain(field);
  });

  it("refuses a Guest, and another user's device, with 403", async () => {
    expect((await create(guest)).status).toBe(403);
    const other = await create(solo);
    expect(other.status).toBe(403);
    expect(other.body.message).toBe(SERVER.deviceForbidden);
  });
});

describe('user/getScanDetails and user/updateVulnerabilityScan', () => {
  it('shows a scan to any role of its device and to nobody else', async () => {
    const made = (await create(owner, { scan_name: 'Details', devices: [CAMERA] })).body.result;
    const reply = await details(guest, made.unique_id);
    expect(reply.status).toBe(200);
    expect(reply.body.result).toMatchObject({
      unique_id: made.unique_id,
      scan_name: 'Details',
      scan_config: 'full_and_fast',
      reports: [],
      devices: [{ ip_address: CAMERA.ip_address, name: CAMERA.name }],
    });
    expect(reply.body.result.schedule.time_zone).toBe('Europe/Berlin');
    expect((await details(solo, made.unique_id)).status).toBe(403);
    expect((await details(owner, 'no-such-scan')).status).toBe(403);
  });

  it('changes devices, configuration and schedule but keeps the name', async () => {
    const made = (await create(owner, { scan_name: 'Keep me' })).body.result;
    const later = Date.now() + 3 * HOUR;
    const reply = await server.call<ScanRow>('user/updateVulnerabilityScan', {
      token: admin,
      body: {
        unique_id: made.unique_id,
        device_id: deviceId,
        scan_name: 'Renamed?',
        scan_config: 'discovery',
        schedule: quick(later),
        devices: [CAMERA],
      },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe(SERVER.scanUpdated);
    expect(reply.body.result).toMatchObject({
      scan_name: 'Keep me',
      scan_config: 'discovery',
      upcoming_scan: later,
    });
    expect(reply.body.result.devices.map((d) => d.ip_address)).toEqual([CAMERA.ip_address]);
  });

  it("refuses another device's scan named through unique_id, and a Guest", async () => {
    const soloScan = await server.call<ScanRow>('user/createVulnerabilityScan', {
      token: solo,
      body: {
        device_id: otherDeviceId,
        scan_name: 'Solo scan',
        scan_config: 'base',
        schedule: quick(),
        devices: [{ name: 'Solo TV', ip_address: '10.9.1.11' }],
      },
    });
    expect(soloScan.status).toBe(200);
    const update = (token: string, uniqueId: string) =>
      server.call('user/updateVulnerabilityScan', {
        token,
        body: {
          unique_id: uniqueId,
          device_id: deviceId,
          scan_name: 'x',
          scan_config: 'base',
          schedule: quick(),
          devices: [PHONE],
        },
      });
    expect((await update(owner, soloScan.body.result.unique_id)).status).toBe(403);
    const mine = (await create(owner)).body.result;
    expect((await update(guest, mine.unique_id)).status).toBe(403);
  });
});

describe('runs, reports and deleting', () => {
  it('a due run becomes a report; with the gateway offline it ends Stopped with a message', async () => {
    const made = (await create(owner, { scan_name: 'Run now', schedule: quick(Date.now() - 1000) })).body
      .result;
    await server.app.scanScheduler.tick();
    const reply = await details(owner, made.unique_id);
    expect(reply.body.result.reports).toHaveLength(1);
    expect(reply.body.result.reports[0]!.status).toBe(SCAN_STATUS.stopped);
    const [stored] = await server.db
      .select()
      .from(scanReports)
      .where(eq(scanReports.taskId, reply.body.result.reports[0]!.task_id));
    expect(stored!.message).toBe(SERVER.scanStoppedOffline);
    const row = (await overview(owner)).body.result.reports.find((r) => r.unique_id === made.unique_id)!;
    expect(row).toMatchObject({ status: SCAN_STATUS.stopped, reports: 1, upcoming_scan: null });
    // A second round does not run it again.
    await server.app.scanScheduler.tick();
    expect((await details(owner, made.unique_id)).body.result.reports).toHaveLength(1);
  });

  it('deletes a report (Owner or Admin only), then the scan with its reports', async () => {
    const made = (await create(owner, { scan_name: 'Delete me', schedule: quick(Date.now() - 1000) })).body
      .result;
    await server.app.scanScheduler.tick();
    const taskId = (await details(owner, made.unique_id)).body.result.reports[0]!.task_id;

    const asGuest = await server.call(`user/deleteVulnerabilityReport/${taskId}`, {
      token: guest,
      method: 'DELETE',
    });
    expect(asGuest.status).toBe(403);
    const asSolo = await server.call(`user/deleteVulnerabilityReport/${taskId}`, {
      token: solo,
      method: 'DELETE',
    });
    expect(asSolo.status).toBe(403);
    const removed = await server.call(`user/deleteVulnerabilityReport/${taskId}`, {
      token: admin,
      method: 'DELETE',
    });
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe(SERVER.scanReportDeleted);
    expect((await details(owner, made.unique_id)).body.result.reports).toEqual([]);

    expect(
      (
        await server.call(`user/deleteVulnerabilityScan/${made.unique_id}`, {
          token: guest,
          method: 'DELETE',
        })
      ).status,
    ).toBe(403);
    const gone = await server.call(`user/deleteVulnerabilityScan/${made.unique_id}`, {
      token: owner,
      method: 'DELETE',
    });
    expect(gone.status).toBe(200);
    expect(gone.body.message).toBe(SERVER.scanDeleted);
    expect(await server.db.select().from(scans).where(eq(scans.uniqueId, made.unique_id))).toEqual([]);
    expect((await details(owner, made.unique_id)).status).toBe(403);
  });
});

describe('user/getScanReport', () => {
  const FINDINGS = [
    {
      name: 'OpenSSH <script>alert(1)</script> weak key exchange',
      ref: 'CVE-2023-48795',
      cvss_score: 5.9,
      cvss_vector: 'CVSS:3.1/AV:N/AC:H/PR:N/UI:N/S:U/C:N/I:H/A:N',
      severity: 'Medium',
      endpoint_ip: PHONE.ip_address,
      endpoint_name: PHONE.name,
      port: 22,
      protocol: 'tcp',
      description: 'The Terrapin attack lets a man in the middle drop messages.',
      remedy: 'Update OpenSSH to 9.6 or later.',
    },
    {
      name: 'Default credentials on the web interface',
      ref: 'CWE-798',
      cvss_score: 9.8,
      cvss_vector: 'CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H',
      severity: 'High',
      endpoint_ip: CAMERA.ip_address,
      endpoint_name: CAMERA.name,
      port: 80,
      protocol: 'tcp',
      description: 'The camera accepts admin/admin.',
      remedy: 'Set a strong password.',
    },
  ];

  /** A scan with one finished run holding FINDINGS (the gateway's part is tested with the simulator). */
  async function finishedScan() {
    const made = (await create(owner, { scan_name: 'Reported', schedule: quick(Date.now() - 1000) })).body
      .result;
    await server.app.scanScheduler.tick();
    const [scan] = await server.db.select().from(scans).where(eq(scans.uniqueId, made.unique_id));
    await server.db
      .update(scanReports)
      .set({ status: SCAN_STATUS.done, severity: 'High', message: '', findings: FINDINGS })
      .where(eq(scanReports.scanId, scan!.id));
    return made.unique_id;
  }
  const reportLink = (token: string, body: Record<string, unknown>) =>
    server.call<{ url: string }>('user/getScanReport', { token, body: { device_id: deviceId, ...body } });
  const open = (url: string, token?: string) =>
    fetch(`${server.url}${url}`, { headers: token ? { Auth: token } : {} });

  it('links the HTML page of the latest run to the requester only', async () => {
    const uniqueId = await finishedScan();
    const reply = await reportLink(guest, { unique_id: uniqueId });
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe(SERVER.scanReportReady);
    expect(reply.body.result.url).toMatch(/\/exports\/[A-Za-z0-9_-]{43}\.html$/);
    expect(reply.headers.get('set-cookie')).toContain('HttpOnly');

    const page = await open(reply.body.result.url, guest);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('Reported');
    expect(html).toContain('CVE-2023-48795');
    expect(html).toContain('CWE-798');
    expect(html).toContain('&lt;script&gt;');
    expect(html).not.toContain('<script>alert');
    // High is listed before Medium.
    expect(html.indexOf('Default credentials')).toBeLessThan(html.indexOf('OpenSSH'));
    expect((await open(reply.body.result.url, owner)).status).toBe(404);
    expect((await open(reply.body.result.url)).status).toBe(404);
  });

  it('links the PDF of one run by task_id, and deleting the report deletes its files', async () => {
    const uniqueId = await finishedScan();
    const taskId = (await details(owner, uniqueId)).body.result.reports[0]!.task_id;
    const reply = await reportLink(owner, { task_id: taskId, format: 'pdf' });
    expect(reply.status).toBe(200);
    const pdf = await open(reply.body.result.url, owner);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await pdf.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.length).toBeGreaterThan(2000);

    const files = async () => readdir(exportsDir(server.config.dataDir)).catch(() => [] as string[]);
    const fileName = (await files()).find((f) => f.endsWith('.pdf'));
    expect(fileName).toBeDefined();
    await server.call(`user/deleteVulnerabilityReport/${taskId}`, { token: owner, method: 'DELETE' });
    expect(await files()).not.toContain(fileName);
    expect((await open(reply.body.result.url, owner)).status).toBe(404);
  });

  it('refuses a run without a finished report, and another device', async () => {
    const made = (await create(owner, { scan_name: 'Not yet' })).body.result;
    const reply = await reportLink(owner, { unique_id: made.unique_id });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe(SERVER.scanReportNotReady);
    expect((await reportLink(solo, { unique_id: made.unique_id })).status).toBe(403);
    expect((await reportLink(owner, { unique_id: made.unique_id, format: 'docx' })).status).toBe(400);
  });
});
