import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { PeriodId } from '@drisk/contract';
import { PeriodSelector } from './PeriodSelector';

// Annotated (not `satisfies`) so portable stories take the component's props.
const meta: Meta<typeof PeriodSelector> = {
  title: 'Home/PeriodSelector',
  component: PeriodSelector,
  args: { value: 'day', anchor: '11/20/2026', canStepForward: false, onChange: fn(), onStep: fn() },
};

export default meta;
type Story = StoryObj<typeof PeriodSelector>;

/** Today: Next is disabled, there is no tomorrow yet. */
export const Today: Story = {};

/** A day in the past, reached with Previous: both steps are enabled. */
export const PastDay: Story = { args: { anchor: '11/12/2026', canStepForward: true } };

export const Yesterday: Story = { args: { value: 'yesterday', anchor: '11/19/2026', canStepForward: true } };

/** The week view has no steps; it shows the ISO week around the anchor. */
export const Week: Story = { args: { value: 'weekly' } };

/** A week across the new year. */
export const WeekAcrossYears: Story = { args: { value: 'weekly', anchor: '01/01/2027' } };

export const CurrentMonth: Story = { args: { value: 'monthly' } };

export const LastMonth: Story = { args: { value: 'lastmonth', anchor: '10/01/2026', canStepForward: true } };

/** The oldest data: Previous is disabled too. */
export const OldestDay: Story = { args: { anchor: '08/22/2026', canStepForward: true, canStepBack: false } };

export const Disabled: Story = { args: { disabled: true } };

/** On a 360 px phone the date moves under the select. */
export const Phone: Story = {
  args: { value: 'monthly', anchor: '09/01/2026', canStepForward: true },
  decorators: [
    (Story) => (
      <div style={{ width: 360, border: '1px dashed #ccc', padding: 8, boxSizing: 'border-box' }}>
        <Story />
      </div>
    ),
  ],
};

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** Try it: the story keeps its own period and anchor, as the Home page does. */
export const Interactive: Story = {
  render: function InteractivePeriodSelector() {
    const today = new Date(2026, 10, 20);
    const [period, setPeriod] = useState<PeriodId>('day');
    const [anchor, setAnchor] = useState(today);
    const isMonth = period === 'monthly' || period === 'lastmonth';
    const canStepForward = isMonth
      ? anchor.getFullYear() * 12 + anchor.getMonth() < today.getFullYear() * 12 + today.getMonth()
      : anchor < today;
    return (
      <PeriodSelector
        value={period}
        onChange={(next) => {
          setPeriod(next);
          const start = new Date(today);
          if (next === 'yesterday') start.setDate(start.getDate() - 1);
          if (next === 'lastmonth') start.setMonth(start.getMonth() - 1, 1);
          setAnchor(start);
        }}
        anchor={`${pad(anchor.getMonth() + 1)}/${pad(anchor.getDate())}/${anchor.getFullYear()}`}
        onStep={(delta) => {
          const next = new Date(anchor);
          if (isMonth) next.setMonth(next.getMonth() + delta, 1);
          else next.setDate(next.getDate() + delta);
          setAnchor(next);
        }}
        canStepForward={canStepForward}
      />
    );
  },
};

/** In German: the periods, the steps and the date as German writes them. */
export const German: Story = {
  args: { anchor: '11/12/2026', canStepForward: true },
  globals: { language: 'de' },
};

/** In German, a month. */
export const GermanMonth: Story = { args: { value: 'monthly' }, globals: { language: 'de' } };
