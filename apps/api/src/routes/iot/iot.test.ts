import { readdir } from 'node:fs/promises';
import { API_BASE_PATH, ROLE, SERVER, VALIDATION, type IssueLogEntry } from '@drisk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvExports, issueLogs } from '../../db/schema';
import { getTestServer, type TestServer } from '../../test/testServer';
import { createTestDevice } from '../deviceData/testDevice';
import { exportsDir } from '../exports/exportStore';
import { csvCell, toCsv } from './csv';
import { signInDemoUsers } from '../../test/demoSessions';

const PHONE_IP = '10.3.0.11';
const TV_IP = '10.3.0.12';

let server: TestServer;
let owner: string;
let guest: string;
let admin: string;
let solo: string;
let deviceId: string;

beforeAll(async () => {
  server = await getTestServer();
  [owner, guest, admin, solo] = await signInDemoUsers(server, 'owner', 'guest', 'admin', 'solo');
  deviceId = await createTestDevice(server.db, {
    members: { 'owner@example.com': ROLE.Owner, 'guest@example.com': ROLE.Guest },
    endpoints: [
      { mac: 'A4:83:E7:60:00:01', ip: PHONE_IP, name: 'Phone' },
      { mac: 'A4:83:E7:60:00:02', ip: TV_IP, name: 'TV' },
    ],
  });
  const entry = (ip: string, at: string, website: string, description = 'Blocked by access controls') => ({
    deviceId,
    endpointIp: ip,
    websiteAccess: website,
    description,
    occurredAt: new Date(at),
  });
  await server.db
    .insert(issueLogs)
    .values([
      entry(PHONE_IP, '2026-03-09T23:59:59Z', 'late.example.com'),
      entry(PHONE_IP, '2026-03-10T08:15:00Z', 'casino.example.com', 'Blocked: keyword \'casino\', "bet"'),
      entry(PHONE_IP, '2026-03-10T21:40:30Z', '=HYPERLINK("http://evil.example","click")', '+1 visits'),
      entry(TV_IP, '2026-03-10T12:00:00Z', 'torrent.example.org'),
      entry(PHONE_IP, '2026-03-12T00:00:00Z', '@import.example.net', '-rule\nline two'),
    ]);
});
afterAll(() => server?.close());

const logs = (token: string, body: Record<string, unknown>) =>
  server.call<IssueLogEntry[]>('user/getVulnerabilityLogs', { token, body });
const exportCsv = (token: string, body: Record<string, unknown>) =>
  server.call<{ url: string }>('user/exportCSV', { token, body: { device_id: deviceId, ...body } });

/** GET of an export link, as a browser would (no envelope when it works). */
const download = (url: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${url}`, { headers });

describe('user/getVulnerabilityLogs', () => {
  it("lists one endpoint's entries of one UTC day, newest first", async () => {
    const reply = await logs(guest, { device_id: deviceId, date: '03/10/2026', ip_address: PHONE_IP });
    expect(reply.status).toBe(200);
    expect(reply.body.result).toEqual([
      {
        website_access: '=HYPERLINK("http://evil.example","click")',
        description: '+1 visits',
        date: '2026-03-10T21:40:30.000Z',
      },
      {
        website_access: 'casino.example.com',
        description: 'Blocked: keyword \'casino\', "bet"',
        date: '2026-03-10T08:15:00.000Z',
      },
    ]);
  });

  it("lists the whole device's latest entries with device_id only", async () => {
    const reply = await logs(owner, { device_id: deviceId });
    expect(reply.body.result.map((entry) => entry.website_access)).toEqual([
      '@import.example.net',
      '=HYPERLINK("http://evil.example","click")',
      'torrent.example.org',
      'casino.example.com',
      'late.example.com',
    ]);
    const day = await logs(owner, { device_id: deviceId, date: '03/10/2026' });
    expect(day.body.result).toHaveLength(3);
    const none = await logs(owner, { device_id: deviceId, date: '03/11/2026', ip_address: PHONE_IP });
    expect(none.status).toBe(200);
    expect(none.body.result).toEqual([]);
  });

  it('refuses other users (403) and bad input (400)', async () => {
    expect((await logs(solo, { device_id: deviceId })).status).toBe(403);
    expect((await logs(admin, { device_id: deviceId })).status).toBe(403);
    for (const body of [
      {},
      { device_id: deviceId, date: '2026-03-10' },
      { device_id: deviceId, date: '13/01/2026' },
      { device_id: deviceId, ip_address: 'x'.repeat(65) },
      { device_id: deviceId, ip_address: 7 },
    ]) {
      expect((await logs(owner, body)).status, JSON.stringify(body)).toBe(400);
    }
  });
});

describe('csv', () => {
  it('quotes as RFC 4180 says and neutralises formulas', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('=A1,B1')).toBe(`"'=A1,B1"`);
    expect(toCsv(['a', 'b'], [['1', '2']])).toBe('a,b\r\n1,2\r\n');
  });
});

describe('user/exportCSV and the export link', () => {
  it("writes the endpoint's issues of the range as CSV, served to the user who asked", async () => {
    const reply = await exportCsv(guest, {
      ip_address: PHONE_IP,
      start_date: '03/10/2026',
      end_date: '03/12/2026',
    });
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe(SERVER.exportReady);
    expect(reply.body.result.url).toMatch(new RegExp(`^${API_BASE_PATH}/exports/[A-Za-z0-9_-]{43}\\.csv$`));

    const file = await download(reply.body.result.url, { Auth: guest });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(file.headers.get('content-disposition')).toBe(
      `attachment; filename="issues_${deviceId}_${PHONE_IP}_03-10-2026_03-12-2026.csv"`,
    );
    expect(file.headers.get('cache-control')).toBe('private, no-store');
    expect(await file.text()).toBe(
      [
        'date,time,website_access,description',
        `03/10/2026,08:15:00,casino.example.com,"Blocked: keyword 'casino', ""bet"""`,
        `03/10/2026,21:40:30,"'=HYPERLINK(""http://evil.example"",""click"")",'+1 visits`,
        `03/12/2026,00:00:00,'@import.example.net,"'-rule\nline two"`,
        '',
      ].join('\r\n'),
    );
    const files = await readdir(exportsDir(server.config.dataDir));
    expect(files.filter((name) => name.endsWith('.csv'))).toHaveLength(1);
  });

  it('serves a new window by the cookie of the export reply, while the session that asked lives', async () => {
    const reply = await exportCsv(owner, {
      ip_address: TV_IP,
      start_date: '03/10/2026',
      end_date: '03/10/2026',
    });
    const cookie = reply.headers.get('set-cookie') ?? '';
    expect(cookie).toContain(`Path=${reply.body.result.url}`);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain('Max-Age=900');
    const pair = cookie.split(';')[0];

    const byCookie = await download(reply.body.result.url, { Cookie: pair });
    expect(byCookie.status).toBe(200);
    expect(await byCookie.text()).toContain('torrent.example.org');
    expect((await download(reply.body.result.url, { Cookie: `${pair}x` })).status).toBe(404);
    expect((await download(reply.body.result.url)).status).toBe(404);
  });

  it('answers 404 to other users, to anyone after 15 minutes, and to unknown links', async () => {
    const reply = await exportCsv(owner, {
      ip_address: PHONE_IP,
      start_date: '03/01/2026',
      end_date: '03/31/2026',
    });
    const url = reply.body.result.url;
    const other = await download(url, { Auth: solo });
    expect(other.status).toBe(404);
    expect(((await other.json()) as { message: string }).message).toBe(SERVER.notFound);
    expect((await download(url, { Auth: guest })).status).toBe(404);
    expect((await download(url, { Auth: 'not-a-session' })).status).toBe(401);
    expect((await download(`${API_BASE_PATH}/exports/${'a'.repeat(43)}.csv`, { Auth: owner })).status).toBe(
      404,
    );
    expect((await download(`${API_BASE_PATH}/exports/..%2F..%2Fetc%2Fpasswd`, { Auth: owner })).status).toBe(
      400,
    );

    expect((await download(url, { Auth: owner })).status).toBe(200);
    // 15 minutes later (the record's end moved into the past instead of waiting).
    await server.db.update(csvExports).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await download(url, { Auth: owner })).status).toBe(404);
    const left = await readdir(exportsDir(server.config.dataDir));
    expect(left.some((name) => name.endsWith('.csv'))).toBe(false);
    expect(await server.db.select().from(csvExports)).toEqual([]);
  });

  it('stops serving the cookie once the session that asked has ended', async () => {
    const reply = await exportCsv(owner, {
      ip_address: PHONE_IP,
      start_date: '03/10/2026',
      end_date: '03/10/2026',
    });
    const pair = (reply.headers.get('set-cookie') ?? '').split(';')[0];
    const fresh = await server.login('owner@example.com', 'Owner#12345');
    await server.call('user/logout', { token: owner, method: 'POST', body: {} });
    expect((await download(reply.body.result.url, { Cookie: pair })).status).toBe(404);
    // The same user with another live session may still fetch it.
    expect((await download(reply.body.result.url, { Auth: fresh })).status).toBe(200);
    owner = fresh;
  });

  it('exports the whole device with an empty ip_address', async () => {
    const reply = await exportCsv(owner, {
      ip_address: '',
      start_date: '03/10/2026',
      end_date: '03/10/2026',
    });
    const text = await (await download(reply.body.result.url, { Auth: owner })).text();
    expect(text.split('\r\n')).toHaveLength(5);
  });

  it("answers 400 'No data to export' and the date rule, 403 for other users, 400 for bad input", async () => {
    const empty = await exportCsv(owner, {
      ip_address: PHONE_IP,
      start_date: '03/11/2026',
      end_date: '03/11/2026',
    });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(SERVER.noDataToExport);
    const backwards = await exportCsv(owner, {
      ip_address: PHONE_IP,
      start_date: '03/12/2026',
      end_date: '03/10/2026',
    });
    expect(backwards.status).toBe(400);
    expect(backwards.body.message).toBe(`end_date: ${VALIDATION.endBeforeStart}`);
    const tooLong = await exportCsv(owner, {
      ip_address: PHONE_IP,
      start_date: '01/01/2024',
      end_date: '03/10/2026',
    });
    expect(tooLong.status).toBe(400);
    const forbidden = await exportCsv(solo, {
      ip_address: PHONE_IP,
      start_date: '03/10/2026',
      end_date: '03/10/2026',
    });
    expect(forbidden.status).toBe(403);
    for (const body of [
      {},
      { ip_address: PHONE_IP, start_date: '2026-03-10', end_date: '03/10/2026' },
      { ip_address: PHONE_IP, start_date: '03/10/2026' },
      { start_date: '03/10/2026', end_date: '03/10/2026' },
    ]) {
      expect((await exportCsv(owner, body)).status, JSON.stringify(body)).toBe(400);
    }
  });
});
