import type { Meta, StoryObj } from '@storybook/react-vite';
import type { BandwidthData } from './donutValues';
import { BandwidthDonut } from './BandwidthDonut';

const typical: BandwidthData = {
  used_data: '12.50 GB',
  left_data: '37.50 GB',
  expiry_date: '12/31/2026',
  used_data_graph: 12800,
  left_data_graph: 38400,
  total_data_graph: 51200,
  cellular_data_usage: '4.20 GB',
  lan_data_usage: '8.30 GB',
};

// Annotated (not `satisfies`) so portable stories take the component's props.
const meta: Meta<typeof BandwidthDonut> = {
  title: 'Home/BandwidthDonut',
  component: BandwidthDonut,
  args: { bandwidth: typical },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
};

export default meta;
type Story = StoryObj<typeof BandwidthDonut>;

export const Typical: Story = {};

export const Loading: Story = { args: { bandwidth: null, loading: true } };

/** No reply yet (or the device has no plan figures at all). */
export const NoData: Story = { args: { bandwidth: null } };

/** Both figures are 0: the donut shows the spec's 100 and 0 so it is still drawn. */
export const NothingUsedNothingLeft: Story = {
  args: {
    bandwidth: {
      ...typical,
      used_data: '0 GB',
      left_data: '0 GB',
      used_data_graph: 0,
      left_data_graph: 0,
      total_data_graph: 0,
      cellular_data_usage: '0 GB',
      lan_data_usage: '0 GB',
      expiry_date: 'No information available',
    },
  },
};

/** The plan is used up. */
export const AllUsed: Story = {
  args: {
    bandwidth: {
      ...typical,
      used_data: '50.00 GB',
      left_data: '0.00 GB',
      used_data_graph: 51200,
      left_data_graph: 0,
    },
  },
};

/** A sliver of use on a very large plan, and long figures. */
export const ExtremeValues: Story = {
  args: {
    bandwidth: {
      ...typical,
      used_data: '0.01 GB',
      left_data: '99999.99 GB',
      used_data_graph: 10,
      left_data_graph: 102399990,
      total_data_graph: 102400000,
      cellular_data_usage: '0.00 GB',
      lan_data_usage: '0.01 GB',
    },
  },
};

export const Small: Story = { args: { size: 140 } };

/** In German: the terms and the figures with a decimal comma. */
export const German: Story = { globals: { language: 'de' } };
