import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SAMPLE_DEVICE_TYPES } from '../test/threatSamples';
import { ThreatPieChart } from './ThreatPieChart';

const meta: Meta<typeof ThreatPieChart> = {
  title: 'Admin/ThreatPieChart',
  component: ThreatPieChart,
  args: { title: 'Device Type', slices: SAMPLE_DEVICE_TYPES, onSliceClick: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
};

export default meta;
type Story = StoryObj<typeof ThreatPieChart>;

/** Slices open the Threat Alerts of their category, from the pie or the legend. */
export const Data: Story = {};

export const Loading: Story = { args: { loading: true } };

export const Empty: Story = {
  args: { slices: SAMPLE_DEVICE_TYPES.map((slice) => ({ ...slice, value: 0 })) },
};

export const FetchError: Story = { args: { error: 'Unable to reach the server.', onRetry: fn() } };

/** Without onSliceClick the legend is plain text. */
export const ReadOnly: Story = { args: { onSliceClick: undefined } };
