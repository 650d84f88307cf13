import type { Meta, StoryObj } from '@storybook/react-vite';
import { SAMPLE_TIMELINE } from '../test/threatSamples';
import { ThreatTimelineChart } from './ThreatTimelineChart';

const meta: Meta<typeof ThreatTimelineChart> = {
  title: 'Admin/ThreatTimelineChart',
  component: ThreatTimelineChart,
  args: { days: SAMPLE_TIMELINE },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 900 }}>
        <Story />
      </div>
    ),
  ],
};

export default meta;
type Story = StoryObj<typeof ThreatTimelineChart>;

/** Two weeks, three lines. */
export const Data: Story = {};

export const Loading: Story = { args: { days: [], loading: true } };

/** Days without a threat: the empty text instead of three flat lines. */
export const Empty: Story = {
  args: { days: SAMPLE_TIMELINE.map((day) => ({ ...day, threats: 0, mitigated: 0, quarantined: 0 })) },
};

export const FetchError: Story = {
  args: { days: [], error: 'Unable to reach the server.', onRetry: () => {} },
};
