import { SCAN_STATUS, SERVER, TOTAL_COUNT_HEADER, type CompanyScan } from '@drisk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTestServer, type TestServer } from '../../test/testServer';

let server: TestServer;
let owner: string;
beforeAll(async () => {
  server = await getTestServer();
  owner = await server.login('owner@example.com', 'Owner#12345');
});
afterAll(() => server?.close());

const list = (query = '') => server.call<CompanyScan[]>(`admin/scans${query}`, { token: owner });
const total = (reply: { headers: Headers }) => Number(reply.headers.get(TOTAL_COUNT_HEADER));

describe("the Scans tab: the company's gateways' scans", () => {
  it('lists the seeded scans of every company gateway, newest first, with their report counts', async () => {
    const reply = await list('?per_page=25');
    expect(reply.status).toBe(200);
    const rows = reply.body.result;
    // Each demo gateway of the company has a finished full audit and a scheduled weekly check.
    expect(new Set(rows.map((row) => row.device_name)).size).toBeGreaterThanOrEqual(2);
    const audit = rows.find((row) => row.scan_name === 'Full network audit')!;
    expect(audit).toMatchObject({ status: SCAN_STATUS.done, reports: 1 });
    expect(audit.severity).not.toBe('');
    const weekly = rows.find((row) => row.scan_name === 'Weekly check')!;
    expect(weekly.reports).toBe(0);
    expect(weekly.upcoming_scan).toBeGreaterThan(Date.now());
    const dates = rows.map((row) => row.created_date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(total(reply)).toBe(rows.length);
  });

  it('pages, sorts and searches on the server', async () => {
    const all = (await list('?per_page=25&sort=scan_name&order=asc')).body.result;
    expect(all.map((row) => row.scan_name)).toEqual([...all.map((row) => row.scan_name)].sort());
    const second = await list('?per_page=2&page=2&sort=scan_name&order=asc');
    expect(second.body.result.map((row) => row.unique_id)).toEqual(
      all.slice(2, 4).map((row) => row.unique_id),
    );
    expect(total(second)).toBe(all.length);
    const found = await list('?q=weekly');
    expect(found.body.result.length).toBeGreaterThan(0);
    expect(found.body.result.every((row) => row.scan_name === 'Weekly check')).toBe(true);
    // LIKE's own characters are searched literally.
    expect((await list('?q=%25')).body.result).toEqual([]);
  });

  it('refuses bad paging and sorting, naming the field', async () => {
    const sort = await list('?sort=password');
    expect(sort.status).toBe(400);
    expect(sort.body.message).toContain('sort');
    const perPage = await list('?per_page=100000');
    expect(perPage.status).toBe(400);
    expect(perPage.body.message).toContain('per_page');
  });

  it("links a finished scan's report, and says when a scan has none yet", async () => {
    const rows = (await list('?per_page=25')).body.result;
    const audit = rows.find((row) => row.scan_name === 'Full network audit')!;
    const link = await server.call<{ url: string }>('admin/scan-report', {
      token: owner,
      body: { unique_id: audit.unique_id },
    });
    expect(link.status).toBe(200);
    const page = await fetch(`${server.url}${link.body.result.url}`, { headers: { Auth: owner } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Full network audit');

    const weekly = rows.find((row) => row.scan_name === 'Weekly check')!;
    const none = await server.call('admin/scan-report', {
      token: owner,
      body: { unique_id: weekly.unique_id },
    });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe(SERVER.scanReportNotReady);
  });

  it("refuses a scan of a gateway outside the caller's companies (403), and unknown ones alike", async () => {
    const unknown = await server.call('admin/scan-report', {
      token: owner,
      body: { unique_id: 'no-such-scan' },
    });
    expect(unknown.status).toBe(403);
    expect(unknown.body.message).toBe(SERVER.companyForbidden);
  });
});
