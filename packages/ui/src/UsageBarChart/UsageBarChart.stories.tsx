import type { Meta, StoryObj } from '@storybook/react-vite';
import type { GraphPoint } from '@drisk/contract';
import { UsageBarChart } from './UsageBarChart';

const megabytes = (value: number) => `${value.toFixed(2)} MB`;

// A daily rhythm: quiet at night, busy in the evening.
const dayData: GraphPoint[] = Array.from({ length: 24 }, (_, hour) => {
  const load = hour < 6 ? 4 : hour < 17 ? 40 + hour * 3 : 180 - (hour - 17) * 20;
  return {
    time: `${String(hour).padStart(2, '0')}:00`,
    data_download: megabytes(load * 1.7),
    data_upload: megabytes(load * 0.3),
  };
});

const weekData: GraphPoint[] = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].map((day, index) => ({
  time: day,
  data_download: megabytes(1200 + index * 310.25),
  data_upload: megabytes(240 + index * 41.5),
}));

const monthData: GraphPoint[] = Array.from({ length: 30 }, (_, index) => ({
  date: `11/${String(index + 1).padStart(2, '0')}/2026`,
  data_download: megabytes(2000 + ((index * 733) % 1900)),
  data_upload: megabytes(300 + ((index * 157) % 420)),
}));

/** A gigabyte-sized backup next to buckets of a few kilobytes. */
const extremeData: GraphPoint[] = [
  { time: '00:00', data_download: '0.01 MB', data_upload: '0.00 MB' },
  { time: '01:00', data_download: '98765.43 MB', data_upload: '45678.9 MB' },
  { time: '02:00', data_download: '0.5 MB', data_upload: '0.02 MB' },
  { time: '03:00', data_download: '12.34 MB', data_upload: 'No information available' },
];

const idleData: GraphPoint[] = dayData.map((point) => ({
  ...point,
  data_download: '0.00 MB',
  data_upload: '0.00 MB',
}));

// Annotated (not `satisfies`) so portable stories take the component's props.
const meta: Meta<typeof UsageBarChart> = {
  title: 'Home/UsageBarChart',
  component: UsageBarChart,
  args: { data: dayData, height: 300 },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 900 }}>
        <Story />
      </div>
    ),
  ],
};

export default meta;
type Story = StoryObj<typeof UsageBarChart>;

/** Today, one bar group per hour. */
export const Day: Story = {};

export const Week: Story = { args: { data: weekData } };

/** A month reply carries dates; ticks show MM/DD. */
export const Month: Story = { args: { data: monthData } };

export const Loading: Story = { args: { loading: true } };

/** The server answered 'No information available' (the page passes an empty list). */
export const Empty: Story = { args: { data: [] } };

/** Every bucket is zero: the axes still show, with no bars. */
export const Idle: Story = { args: { data: idleData } };

export const ExtremeValues: Story = { args: { data: extremeData } };

/** On a 360 px phone the chart takes the width it has. */
export const Phone: Story = {
  args: { data: weekData, height: 240 },
  decorators: [
    (Story) => (
      <div style={{ width: 360, border: '1px dashed #ccc', padding: 8, boxSizing: 'border-box' }}>
        <Story />
      </div>
    ),
  ],
};

/** In German: the legend, the table and the month's dates as day.month. */
export const German: Story = { args: { data: monthData }, globals: { language: 'de' } };
