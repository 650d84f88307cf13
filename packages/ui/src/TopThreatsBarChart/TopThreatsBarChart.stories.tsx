import type { Meta, StoryObj } from '@storybook/react-vite';
import { SAMPLE_HOSTS } from '../test/threatSamples';
import { TopThreatsBarChart } from './TopThreatsBarChart';

const meta: Meta<typeof TopThreatsBarChart> = {
  title: 'Admin/TopThreatsBarChart',
  component: TopThreatsBarChart,
  args: { hosts: SAMPLE_HOSTS },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 600 }}>
        <Story />
      </div>
    ),
  ],
};

export default meta;
type Story = StoryObj<typeof TopThreatsBarChart>;

export const Data: Story = {};

export const Loading: Story = { args: { hosts: [], loading: true } };

export const Empty: Story = { args: { hosts: [] } };

export const FetchError: Story = {
  args: { hosts: [], error: 'Unable to reach the server.', onRetry: () => {} },
};
