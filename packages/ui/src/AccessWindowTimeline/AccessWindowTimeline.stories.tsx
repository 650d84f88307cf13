import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { AccessWindow, AccessWindowInput } from '@drisk/contract';
import { AccessWindowTimeline, type AccessWindowTimelineProps } from './AccessWindowTimeline';

/** The timeline keeps its windows in the story, so drags and keys show their effect. */
function Stateful(props: AccessWindowTimelineProps) {
  const [windows, setWindows] = useState<readonly AccessWindowInput[]>(props.value);
  const handleChange: AccessWindowTimelineProps['onChange'] = (next) => {
    props.onChange(next);
    setWindows(next);
  };
  return <AccessWindowTimeline {...props} value={windows} onChange={handleChange} />;
}

// Annotated (not `satisfies`) so portable stories take the component's props, not the mocks' types.
const meta: Meta<typeof AccessWindowTimeline> = {
  title: 'Access controls/AccessWindowTimeline',
  component: AccessWindowTimeline,
  args: { value: [], onChange: fn(), defaultView: 'timeline' },
  render: (args) => <Stateful {...args} />,
  decorators: [(Story) => <div style={{ maxWidth: 760 }}>{Story()}</div>],
};

export default meta;
type Story = StoryObj<typeof AccessWindowTimeline>;

/** No windows yet: the rules hold all day on their days. */
export const Empty: Story = {};

export const OneWindow: Story = {
  args: {
    value: [{ days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], start: '08:00', end: '15:30' }],
  },
};

const MANY: AccessWindow[] = [
  { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], start: '07:00', end: '08:00' },
  { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday'], start: '12:00', end: '13:00' },
  { days: ['Friday'], start: '16:00', end: '18:30' },
  { days: ['Saturday', 'Sunday'], start: '09:00', end: '11:00' },
  { days: ['Sunday'], start: '20:00', end: '21:45' },
];
export const ManyWindows: Story = { args: { value: MANY } };

/** Windows that end before they start run into the next day; Sunday's runs into Monday. */
export const AcrossMidnight: Story = {
  args: {
    value: [
      { days: ['Monday'], start: '22:00', end: '02:00' },
      { days: ['Friday', 'Saturday'], start: '23:30', end: '01:00' },
      { days: ['Sunday'], start: '21:00', end: '06:00' },
    ],
  },
};

/** A Guest's view: the windows, no Add, no handles, nothing moves. */
export const Disabled: Story = { args: { value: MANY, disabled: true } };

/** The same windows as a table: day, start, end, remove. */
export const ListView: Story = { args: { value: MANY, defaultView: 'list' } };

/**
 * On a phone (the list view opens there by default; the timeline is one tap away and still fits), in a
 * card as wide as a 360 px screen leaves it: each window folds to its day over its two times.
 */
export const Phone: Story = {
  args: { value: MANY, defaultView: 'list' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  decorators: [(Story) => <div style={{ width: 296 }}>{Story()}</div>],
};

/** In German: day names, the help and the buttons. */
export const German: Story = { args: { value: MANY }, globals: { language: 'de' } };

export const GermanListView: Story = {
  args: { value: MANY, defaultView: 'list' },
  globals: { language: 'de' },
};
