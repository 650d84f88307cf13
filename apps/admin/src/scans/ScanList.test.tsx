import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADMIN_TEXT } from '@drisk/contract/client';
import { fakeDataProvider } from '../test/fakeDataProvider';
import { renderConsole } from '../test/renderConsole';

configure({ asyncUtilTimeout: 15_000 });

const scan = (uniqueId: string, name: string, reports: number) => ({
  id: uniqueId,
  unique_id: uniqueId,
  scan_name: name,
  scan_config: 'full_and_fast',
  device_id: 'DRA-100001',
  device_name: 'dRisk-Alpha',
  customer_id: 7,
  status: reports ? 'Done' : 'Scheduled',
  severity: reports ? 'High' : '',
  reports,
  created_date: '2026-11-20T09:00:00.000Z',
  upcoming_scan: null,
});

describe('the Scans tab', { timeout: 60_000 }, () => {
  beforeAll(() => import('./ScanList'), 120_000);
  afterEach(() => vi.restoreAllMocks());

  it("lists the company's scans with status and severity, and opens a finished scan's report", async () => {
    const { provider, calls } = fakeDataProvider({
      scans: [scan('s-1', 'Full network audit', 1), scan('s-2', 'Weekly check', 0)],
    });
    const opened = vi.spyOn(window, 'open').mockReturnValue(null);
    renderConsole('/scans', { dataProvider: provider });

    const audit = (await screen.findByText('Full network audit')).closest('tr')!;
    expect(within(audit).getByText('dRisk-Alpha')).toBeInTheDocument();
    expect(within(audit).getByText('High')).toBeInTheDocument();
    const weekly = screen.getByText('Weekly check').closest('tr')!;
    expect(within(weekly).getByText('Scheduled')).toBeInTheDocument();
    // No finished run: no report to open.
    expect(within(weekly).queryByRole('button', { name: ADMIN_TEXT.viewReport })).toBeNull();
    expect(calls.find((c) => c.method === 'getList')?.params).toMatchObject({
      sort: { field: 'created_date', order: 'DESC' },
      pagination: { page: 1, perPage: 5 },
    });

    await userEvent.click(within(audit).getByRole('button', { name: ADMIN_TEXT.viewReport }));
    await vi.waitFor(() =>
      expect(opened).toHaveBeenCalledWith('/api/3.0/exports/report-s-1.html', '_blank', 'noopener'),
    );
  });

  it('searches on the server', async () => {
    const { provider, calls } = fakeDataProvider({
      scans: [scan('s-1', 'Full network audit', 1), scan('s-2', 'Weekly check', 0)],
    });
    renderConsole('/scans', { dataProvider: provider });
    await screen.findByText('Weekly check');
    await userEvent.type(screen.getByPlaceholderText('Search'), 'weekly');
    await vi.waitFor(() => expect(screen.queryByText('Full network audit')).toBeNull());
    expect(
      calls.some((c) => c.method === 'getList' && JSON.stringify(c.params).includes('"q":"weekly"')),
    ).toBe(true);
  });
});
