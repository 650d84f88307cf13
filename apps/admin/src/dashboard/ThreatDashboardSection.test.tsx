import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { AdminContext, HttpError } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import type { ThreatAlert, ThreatSummary } from '@drisk/contract';
import { THREAT_DEFAULT_RANGE_DAYS, THREAT_TEXT } from '@drisk/contract/client';
import type { DriskDataProvider, ThreatAlertsParams } from '@drisk/data-provider';
import { ThreatDashboardSection } from './ThreatDashboardSection';

const SUMMARY: ThreatSummary = {
  severity: { Critical: 4, High: 9, Medium: 6, Low: 12 },
  impact: { Critical: 4, High: 9, Medium: 6, Low: 12 },
  device_type: { Server: 3, Desktop: 10, Mobile: 8, IoT: 10 },
  alert_type: { Malware: 7, System: 5, Auth: 4, Admin: 12, Intrusion: 3 },
  timeline: [
    { date: '11/22/2026', threats: 14, mitigated: 12, quarantined: 2 },
    { date: '11/23/2026', threats: 17, mitigated: 16, quarantined: 1 },
  ],
  top_hosts: [
    { host: "Adam's ThinkPad", count: 11 },
    { host: 'Lobby Camera', count: 7 },
  ],
  total: 31,
};

const alertRow = (index: number): ThreatAlert => ({
  id: `blocked:${index}`,
  alert_type: 'Admin',
  impact: 'Low',
  action: 'Blocked',
  device_type: 'Mobile',
  date_time: new Date(Date.UTC(2026, 10, 23, 10, index)).toISOString(),
  organization: 'Example Corp',
  device_name: `Phone ${index}`,
  detail: 'casino.example',
});

/** The DataProvider of the console, answering from the tables above (the api is tested on its own). */
function fakeDataProvider(overrides: Partial<DriskDataProvider> = {}) {
  const threatSummary = vi.fn(async () => SUMMARY);
  const threatAlerts = vi.fn(async ({ pagination }: ThreatAlertsParams) => {
    const first = (pagination.page - 1) * pagination.perPage;
    return { data: Array.from({ length: pagination.perPage }, (_, i) => alertRow(first + i)), total: 8 };
  });
  return { threatSummary, threatAlerts, ...overrides } as unknown as DriskDataProvider & {
    threatSummary: typeof threatSummary;
    threatAlerts: typeof threatAlerts;
  };
}

function renderSection(dataProvider: DriskDataProvider) {
  return render(
    <AdminContext dataProvider={dataProvider}>
      <ThreatDashboardSection />
    </AdminContext>,
  );
}

const counters = () =>
  within(screen.getByRole('list', { name: THREAT_TEXT.countersLabel }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

// Three charts and three pies render in jsdom: slow on a busy 2-core machine.
describe('ThreatDashboardSection', { timeout: 60_000 }, () => {
  it('loads the last 30 days and shows the counters, timeline, pies and top hosts', async () => {
    const dataProvider = fakeDataProvider();
    renderSection(dataProvider);
    await waitFor(() => expect(counters()).toEqual(['Critical4', 'High9', 'Medium6', 'Low12']));
    const today = dayjs();
    expect(dataProvider.threatSummary).toHaveBeenCalledWith({
      from: today.subtract(THREAT_DEFAULT_RANGE_DAYS - 1, 'day').format('MM/DD/YYYY'),
      to: today.format('MM/DD/YYYY'),
      customer_id: undefined,
    });
    // The charts are their own chunk, which loads after the counters.
    expect(
      await screen.findByRole('figure', {
        name: /^Threats Timeline: 31 threats, 28 mitigated, 3 quarantined$/,
      }),
    );
    expect(screen.getByRole('list', { name: 'Device Type: 31 threats' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Alert Type: 31 threats' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Impact: 31 threats' })).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: "Top Threats by Host: Adam's ThinkPad 11, Lobby Camera 7" }));
    expect(screen.getByRole('button', { name: THREAT_TEXT.search })).toBeEnabled();
  });

  it('opens the Threat Alerts of a clicked slice and pages them on the server', async () => {
    const user = userEvent.setup();
    const dataProvider = fakeDataProvider();
    renderSection(dataProvider);
    const deviceTypes = await screen.findByRole('list', { name: 'Device Type: 31 threats' });
    await user.click(within(deviceTypes).getByRole('button', { name: 'Mobile 8' }));

    const dialog = await screen.findByRole('dialog', { name: 'Threat Alerts: Device Type: Mobile' });
    await waitFor(() => expect(within(dialog).getByRole('cell', { name: 'Phone 0' })).toBeInTheDocument());
    expect(dataProvider.threatAlerts).toHaveBeenLastCalledWith(
      expect.objectContaining({
        dimension: 'device_type',
        value: 'Mobile',
        pagination: { page: 1, perPage: 5 },
      }),
    );
    expect(within(dialog).getByText('1–5 of 8')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(within(dialog).getByRole('cell', { name: 'Phone 5' })).toBeInTheDocument());
    expect(dataProvider.threatAlerts).toHaveBeenLastCalledWith(
      expect.objectContaining({ pagination: { page: 2, perPage: 5 } }),
    );

    await user.click(within(dialog).getByRole('button', { name: THREAT_TEXT.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows the server's message with Retry when the summary fails", async () => {
    const user = userEvent.setup();
    const threatSummary = vi
      .fn()
      .mockRejectedValueOnce(new HttpError('to: a range covers at most 92 days', 400, null))
      .mockResolvedValue(SUMMARY);
    renderSection(fakeDataProvider({ threatSummary }));
    const alerts = await screen.findAllByRole('alert');
    expect(alerts[0]).toHaveTextContent('to: a range covers at most 92 days');
    await user.click(within(alerts[0]).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(counters()).toEqual(['Critical4', 'High9', 'Medium6', 'Low12']));
  });
});
