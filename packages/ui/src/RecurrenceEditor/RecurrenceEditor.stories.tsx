import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { RecurrenceEditor, type RecurrenceEditorProps } from './RecurrenceEditor';
import { defaultRecurrence, type RecurrenceValue } from './recurrenceValue';

/** Mon 2026-11-23 09:00 in Berlin: fixed, so previews and stories do not drift with the clock. */
const NOW = Date.UTC(2026, 10, 23, 8, 0);
const DAY_MS = 86_400_000;
const base = defaultRecurrence(NOW);
const scheduled = (patch: Partial<RecurrenceValue>): RecurrenceValue => ({
  ...base,
  scanType: 'schedule_scan',
  runUntil: NOW + 365 * DAY_MS,
  ...patch,
});

// Annotated (not `satisfies`) so portable stories take the component's props, not the mocks' types.
const meta: Meta<typeof RecurrenceEditor> = {
  title: 'Scans/RecurrenceEditor',
  component: RecurrenceEditor,
  args: { value: base, onChange: fn(), now: NOW, timeZone: 'Europe/Berlin' },
};

export default meta;
type Story = StoryObj<typeof RecurrenceEditor>;

/** The form's start: a quick scan runs once, at once; nothing else to choose. */
export const QuickScan: Story = {};

/** Daily is the default recurrence of a schedule. */
export const Daily: Story = { args: { value: scheduled({ repeat: 'daily', interval: '2' }) } };

/** Monday to Friday, sent as weekly; From cannot be in the past. */
export const EveryWeekday: Story = {
  args: {
    value: scheduled({
      repeat: 'every_weekday',
      weekDays: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'],
    }),
  },
};

export const Weekly: Story = {
  args: { value: scheduled({ repeat: 'weekly', weekDays: ['monday', 'thursday'] }) },
};

/** A weekly schedule needs a day. */
export const WeeklyWithoutDays: Story = { args: { value: scheduled({ repeat: 'weekly', weekDays: [] }) } };

/** 'On day 31' runs on the last day of shorter months. */
export const MonthlyOnDay: Story = { args: { value: scheduled({ repeat: 'monthly', dayOfMonth: 31 }) } };

export const MonthlyOnThe: Story = {
  args: {
    value: scheduled({ repeat: 'monthly', monthDayMode: 'on_the', occurrence: -1, occurrenceDay: 'friday' }),
  },
};

/** 29 February: the last day of February in other years. */
export const YearlyOnDay: Story = {
  args: {
    value: scheduled({
      repeat: 'yearly',
      month: 'february',
      dayOfMonth: 29,
      runUntil: NOW + 5 * 365 * DAY_MS,
    }),
  },
};

export const YearlyOnThe: Story = {
  args: {
    value: scheduled({
      repeat: 'yearly',
      monthDayMode: 'on_the',
      occurrence: 2,
      occurrenceDay: 'tuesday',
      month: 'march',
      runUntil: NOW + 3 * 365 * DAY_MS,
    }),
  },
};

export const UntilBeforeFrom: Story = {
  args: { value: scheduled({ runFrom: NOW + 2 * DAY_MS, runUntil: NOW + DAY_MS }) },
};

/** Every run lies in the past: the api would refuse it, so the editor says so first. */
export const NoRunLeft: Story = {
  args: { value: scheduled({ runFrom: NOW - 10 * DAY_MS, runUntil: NOW - DAY_MS }) },
};

/** A Guest sees the schedule but cannot change it. */
export const Disabled: Story = { args: { value: scheduled({ repeat: 'weekly' }), disabled: true } };

export const Phone: Story = {
  args: { value: scheduled({ repeat: 'yearly', monthDayMode: 'on_the' }) },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

function RecurrencePlayground(props: RecurrenceEditorProps) {
  const [value, setValue] = useState(props.value);
  const handleChange: RecurrenceEditorProps['onChange'] = (next) => {
    props.onChange(next);
    setValue(next);
  };
  return <RecurrenceEditor {...props} value={value} onChange={handleChange} />;
}

/** Try every mode. */
export const Interactive: Story = { render: (args) => <RecurrencePlayground {...args} /> };
