import type { Meta, StoryObj } from '@storybook/react-vite';
import { SAMPLE_SEVERITY } from '../test/threatSamples';
import { ThreatSeverityCounters } from './ThreatSeverityCounters';

const meta: Meta<typeof ThreatSeverityCounters> = {
  title: 'Admin/ThreatSeverityCounters',
  component: ThreatSeverityCounters,
  args: { counts: SAMPLE_SEVERITY },
};

export default meta;
type Story = StoryObj<typeof ThreatSeverityCounters>;

export const Data: Story = {};

export const Loading: Story = { args: { counts: null, loading: true } };

/** No threats in the range: every counter shows 0. */
export const Empty: Story = { args: { counts: { Critical: 0, High: 0, Medium: 0, Low: 0 } } };

export const FetchError: Story = {
  args: { counts: null, error: 'Unable to reach the server.', onRetry: () => {} },
};

/** Four-digit counts on a 360 px phone: two counters a row. */
export const Phone: Story = {
  args: { counts: { Critical: 197, High: 1057, Medium: 2201, Low: 700 } },
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
};
