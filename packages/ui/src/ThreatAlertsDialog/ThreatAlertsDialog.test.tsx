import '../test/storybookPreview';
import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { THREAT_TEXT } from '@drisk/contract';
import { SAMPLE_ALERTS } from '../test/threatSamples';
import { formatAlertTime } from './ThreatAlertsDialog';
import * as stories from './ThreatAlertsDialog.stories';

const { Data, Loading, Empty, FetchError } = composeStories(stories);

describe('ThreatAlertsDialog', () => {
  it("lists the slice's threats under the spec's columns", () => {
    render(<Data />);
    const dialog = screen.getByRole('dialog', { name: 'Threat Alerts: Impact: Critical' });
    const table = within(dialog).getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Alert Type',
      'Threat Impact',
      'Threat Action',
      'Device Type',
      'Date Time',
      'Organization',
      'Device Name',
    ]);
    const first = within(table).getAllByRole('row')[1];
    expect(
      within(first)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      'Malware',
      'Critical',
      'Blocked',
      'Desktop',
      formatAlertTime(SAMPLE_ALERTS[0].date_time),
      'Example Corp',
      "Adam's ThinkPad",
    ]);
    expect(within(dialog).getByText('1–5 of 19')).toBeInTheDocument();
  });

  it('pages, changes the page size and closes', async () => {
    const onPageChange = vi.fn();
    const onRowsPerPageChange = vi.fn();
    const onClose = vi.fn();
    render(<Data onPageChange={onPageChange} onRowsPerPageChange={onRowsPerPageChange} onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(onPageChange).toHaveBeenCalledWith(1);
    await userEvent.click(screen.getByRole('combobox', { name: /rows per page/i }));
    await userEvent.click(screen.getByRole('option', { name: '25' }));
    expect(onRowsPerPageChange).toHaveBeenCalledWith(25);
    await userEvent.click(screen.getByRole('button', { name: THREAT_TEXT.close }));
    expect(onClose).toHaveBeenCalled();
  });

  it('shows progress while loading, the empty text, and the error with Retry', async () => {
    const loading = render(<Loading />);
    expect(screen.getByRole('progressbar', { name: 'Loading Threat Alerts' })).toBeInTheDocument();
    loading.unmount();
    const empty = render(<Empty />);
    expect(screen.getByText(THREAT_TEXT.noAlerts)).toBeInTheDocument();
    empty.unmount();
    const onRetry = vi.fn();
    render(<FetchError onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Unable to reach the server.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalled();
  });
});
