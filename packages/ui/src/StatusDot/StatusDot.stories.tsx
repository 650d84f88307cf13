import type { Meta, StoryObj } from '@storybook/react-vite';
import { StatusDot } from './StatusDot';

const meta = {
  title: 'Feedback/StatusDot',
  component: StatusDot,
  args: { active: true, label: 'Active' },
} satisfies Meta<typeof StatusDot>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An active company device or registered user: a green dot. */
export const Active: Story = {};

/** Anything else: a red dot. */
export const Inactive: Story = { args: { active: false, label: 'In-active' } };
