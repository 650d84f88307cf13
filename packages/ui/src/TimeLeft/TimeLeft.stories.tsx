import type { Meta, StoryObj } from '@storybook/react-vite';
import { TimeLeft } from './TimeLeft';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
/** Counted from when the story file loads: each story counts down live from there. */
const fromNow = (ms: number) => Date.now() + ms;

const meta = {
  title: 'Data Display/TimeLeft',
  component: TimeLeft,
  args: { until: fromNow(14 * MINUTE + 32 * SECOND) },
} satisfies Meta<typeof TimeLeft>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A 15-minute block a little after it started: minutes and seconds tick. */
export const MinutesLeft: Story = {};

/** The last minute: the seconds count down; a screen reader hears 'Less than a minute left' once. */
export const UnderAMinute: Story = { args: { until: fromNow(42 * SECOND) } };

/** A block of an hour or more shows hours too. */
export const HoursLeft: Story = { args: { until: fromNow(2 * 60 * MINUTE + 5 * MINUTE) } };

/** The time is up: the countdown says so until the list moves the endpoint back to Connected. */
export const Ended: Story = { args: { until: fromNow(-5 * SECOND) } };

/** On a 360 px phone the countdown keeps to one line. */
export const Phone: Story = {
  args: { until: fromNow(59 * MINUTE + 59 * SECOND) },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
