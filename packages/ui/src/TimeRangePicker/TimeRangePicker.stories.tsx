import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { fn } from 'storybook/test';
import { TimeRangePicker, type TimeRange, type TimeRangePickerProps } from './TimeRangePicker';

// Annotated (not `satisfies`) so portable stories take the component's props, not the mocks' types.
const meta: Meta<typeof TimeRangePicker> = {
  title: 'Access controls/TimeRangePicker',
  component: TimeRangePicker,
  args: { start: '08:00 AM', end: '05:30 PM', onChange: fn() },
  // The app provides the pickers' date library once, as the stories do here.
  decorators: [
    (Story) => (
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <div style={{ maxWidth: 560 }}>{Story()}</div>
      </LocalizationProvider>
    ),
  ],
};

export default meta;
type Story = StoryObj<typeof TimeRangePicker>;

export const Default: Story = {};

/** No schedule saved yet. */
export const Empty: Story = { args: { start: '', end: '' } };

/** A night-time rule: the end is earlier than the start, so the range spans midnight. */
export const Overnight: Story = { args: { start: '10:00 PM', end: '06:00 AM' } };

export const Disabled: Story = { args: { disabled: true } };

/** A Guest's view: the times at full contrast, focusable, not changeable. */
export const ReadOnly: Story = { args: { readOnly: true } };

/** On a phone the pickers stack. */
export const Phone: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };

function TimeRangePlayground(props: TimeRangePickerProps) {
  const [range, setRange] = useState<TimeRange>({ start: props.start, end: props.end });
  const handleChange = (next: TimeRange) => {
    props.onChange(next);
    setRange(next);
  };
  return (
    <>
      <TimeRangePicker {...props} start={range.start} end={range.end} onChange={handleChange} />
      <Typography variant="body2" sx={{ mt: 2 }} data-testid="wire-times">
        start_time: {range.start || '(none)'}, end_time: {range.end || '(none)'}
      </Typography>
    </>
  );
}

/** The times follow the pickers; the line beneath shows what the page would send. */
export const Interactive: Story = { render: (args) => <TimeRangePlayground {...args} /> };
