import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SAMPLE_ALERTS } from '../test/threatSamples';
import { ThreatAlertsDialog } from './ThreatAlertsDialog';

const meta: Meta<typeof ThreatAlertsDialog> = {
  title: 'Admin/ThreatAlertsDialog',
  component: ThreatAlertsDialog,
  args: {
    open: true,
    subtitle: 'Impact: Critical',
    rows: SAMPLE_ALERTS,
    total: 19,
    page: 0,
    rowsPerPage: 5,
    onClose: fn(),
    onPageChange: fn(),
    onRowsPerPageChange: fn(),
  },
};

export default meta;
type Story = StoryObj<typeof ThreatAlertsDialog>;

/** The first page of a slice's 19 threats. */
export const Data: Story = {};

/** The first load: a progress bar over an empty table. */
export const Loading: Story = { args: { rows: [], total: 0, loading: true } };

export const Empty: Story = { args: { rows: [], total: 0 } };

export const FetchError: Story = {
  args: { rows: [], total: 0, error: 'Unable to reach the server.', onRetry: fn() },
};
