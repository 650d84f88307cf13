import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import Typography from '@mui/material/Typography';
import { fn } from 'storybook/test';
import { WEEK_DAYS } from '@drisk/contract';
import { DayPicker, type DayPickerProps } from './DayPicker';

// Annotated (not `satisfies`) so portable stories take the component's props, not the mocks' types.
const meta: Meta<typeof DayPicker> = {
  title: 'Access controls/DayPicker',
  component: DayPicker,
  args: { value: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], onChange: fn() },
};

export default meta;
type Story = StoryObj<typeof DayPicker>;

/** The working week. */
export const Default: Story = {};

export const NoDays: Story = { args: { value: [] } };

export const EveryDay: Story = { args: { value: [...WEEK_DAYS] } };

/** A saved rule as the server may spell it: lower case, out of order. */
export const FromTheWire: Story = { args: { value: ['sunday', 'saturday'] } };

export const Disabled: Story = { args: { disabled: true } };

/** Phones show Mon..Sun; the buttons keep the full day names as accessible names. */
export const Phone: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };

function DayPickerPlayground(props: DayPickerProps) {
  const [days, setDays] = useState<readonly string[]>(props.value);
  const handleChange: DayPickerProps['onChange'] = (next) => {
    props.onChange(next);
    setDays(next);
  };
  return (
    <>
      <DayPicker {...props} value={days} onChange={handleChange} />
      <Typography variant="body2" sx={{ mt: 2 }} data-testid="day-rule">
        day_rule: {days.join(',') || '(none)'}
      </Typography>
    </>
  );
}

/** The days follow the clicks; the line beneath shows what the page would send. */
export const Interactive: Story = {
  args: { value: [] },
  render: (args) => <DayPickerPlayground {...args} />,
};
