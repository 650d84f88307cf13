import type { Meta, StoryObj } from '@storybook/react-vite';
import { DelayedSpinner } from './DelayedSpinner';

const meta = {
  title: 'Feedback/DelayedSpinner',
  component: DelayedSpinner,
} satisfies Meta<typeof DelayedSpinner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Appears after one second; reload the story to see the wait. */
export const Default: Story = {};

export const Immediate: Story = { args: { delayMs: 0 } };

export const CustomLabel: Story = { args: { delayMs: 0, label: 'Loading notifications' } };

export const Small: Story = { args: { delayMs: 0, size: 20 } };
