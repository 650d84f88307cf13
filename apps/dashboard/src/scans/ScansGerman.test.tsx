import { afterEach, describe, expect, it } from 'vitest';
import { act, configure, screen, within } from '@testing-library/react';
import { LANGUAGE_STORAGE_KEY, topics } from '@drisk/contract/client';
import { SCAN_TEXT_DE, SCREEN_TEXT_DE, UI_TEXT_DE } from '@drisk/contract/i18n/de';
import { RealtimeProvider, createFakeRealtimeConnection } from '@drisk/realtime';
import { renderScreen } from '../test/render';
import type { FakeRoutes } from '../test/fakeServer';
import { ALPHA } from '../test/demoData';
import { ScanReportsPage } from './ScanReportsPage';
import { VulnerabilityScanPage } from './VulnerabilityScanPage';
import { NIGHTLY_DETAILS, NIGHTLY_SCAN, overviewWith } from './scanTestData';

configure({ asyncUtilTimeout: 5000 });

function renderGerman(page: 'scans' | 'reports', routes: FakeRoutes = {}) {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, 'de');
  const connection = createFakeRealtimeConnection();
  const view = renderScreen(
    <RealtimeProvider url="ws://broker.test/mqtt" userId={1} token="test-token" connection={connection}>
      {page === 'scans' ? <VulnerabilityScanPage /> : <ScanReportsPage />}
    </RealtimeProvider>,
    {
      path:
        page === 'scans' ? '/dashboard/vulnerabilityScan' : `/dashboard/reports/${NIGHTLY_SCAN.unique_id}`,
      routes: {
        getVulnerabilityScanning: { result: overviewWith() },
        getScanDetails: { result: NIGHTLY_DETAILS },
        ...routes,
      },
    },
  );
  return { ...view, connection };
}

afterEach(() => localStorage.clear());

describe('Vulnerability scans in German', { timeout: 60_000 }, () => {
  it('shows the form, the scans table with a German run time, and live statuses in German', async () => {
    const { connection } = renderGerman('scans');
    expect(
      await screen.findByRole('heading', { level: 1, name: SCREEN_TEXT_DE.titles.vulnerabilityScan }),
    ).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: UI_TEXT_DE.vulnerabilityScansTitle });
    for (const column of [
      SCAN_TEXT_DE.columns.name,
      SCAN_TEXT_DE.columns.user,
      SCAN_TEXT_DE.columns.upcomingScan,
      SCAN_TEXT_DE.columns.reports,
    ])
      expect(within(table).getByRole('columnheader', { name: column })).toBeInTheDocument();
    const row = within(table).getByText(NIGHTLY_SCAN.scan_name).closest('tr') as HTMLElement;
    // The next run (Jan 3, 2030, 02:00 UTC) as German writes it.
    expect(within(row).getByText('03.01.2030, 02:00')).toBeInTheDocument();
    expect(within(row).getByText(SCAN_TEXT_DE.statuses.Scheduled)).toBeInTheDocument();
    expect(
      within(row).getByRole('link', { name: SCAN_TEXT_DE.reportsOf(2, NIGHTLY_SCAN.scan_name) }),
    ).toBeInTheDocument();
    expect(
      within(row).getByRole('link', { name: SCAN_TEXT_DE.editLabel(NIGHTLY_SCAN.scan_name) }),
    ).toBeInTheDocument();

    // The form's cards and the Auto Scan card.
    expect(screen.getByRole('region', { name: UI_TEXT_DE.selectDeviceTitle })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: UI_TEXT_DE.scanDetailsTitle })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: UI_TEXT_DE.scanConfigLabel })).toHaveTextContent(
      SCAN_TEXT_DE.configs.full_and_fast,
    );
    expect(screen.getByRole('combobox', { name: UI_TEXT_DE.quarantineStatusLabel })).toHaveTextContent(
      SCAN_TEXT_DE.quarantine.medium,
    );
    expect(screen.getByText(UI_TEXT_DE.noDevicesSelected)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: SCAN_TEXT_DE.save })).toBeInTheDocument();

    const topic = topics.deviceApp(ALPHA.device_id);
    act(() =>
      connection.emit(topic, {
        module: 'scan_status',
        result: { unique_id: NIGHTLY_SCAN.unique_id, value: 'Running 40%' },
      }),
    );
    expect(within(row).getByText(`${SCAN_TEXT_DE.statuses.Running} 40%`)).toBeInTheDocument();
    act(() =>
      connection.emit(topic, {
        module: 'scan_severity',
        result: { unique_id: NIGHTLY_SCAN.unique_id, value: 'High' },
      }),
    );
    expect(within(row).getByText(SCAN_TEXT_DE.severities.High)).toBeInTheDocument();
  });

  it('asks in German before deleting a scan', async () => {
    const { user } = renderGerman('scans');
    await user.click(
      await screen.findByRole('button', { name: SCAN_TEXT_DE.deleteLabel(NIGHTLY_SCAN.scan_name) }),
    );
    const dialog = await screen.findByRole('dialog', { name: UI_TEXT_DE.scanDeleteTitle });
    expect(within(dialog).getByText(UI_TEXT_DE.scanDeleteQuestion)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: SCAN_TEXT_DE.delete })).toBeInTheDocument();
  });

  it('lists the reports with German dates, severities and statuses', async () => {
    renderGerman('reports');
    expect(
      await screen.findByRole('heading', { level: 1, name: SCREEN_TEXT_DE.titles.reports }),
    ).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: UI_TEXT_DE.scanReportsTitle });
    expect(
      within(table).getByRole('columnheader', { name: SCAN_TEXT_DE.columns.createDate }),
    ).toBeInTheDocument();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]).getByText('19.11.2026')).toBeInTheDocument();
    expect(within(rows[0]).getByText(SCAN_TEXT_DE.severities.High)).toBeInTheDocument();
    expect(within(rows[0]).getByText(SCAN_TEXT_DE.statuses.Done)).toBeInTheDocument();
    expect(
      within(rows[0]).getByRole('button', { name: SCAN_TEXT_DE.openReportLabel('19.11.2026') }),
    ).toBeInTheDocument();
    expect(
      within(rows[1]).getByRole('button', { name: SCAN_TEXT_DE.downloadPdfLabel('16.11.2026') }),
    ).toBeInTheDocument();
  });
});
