import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SessionExpiredDialog } from './SessionExpiredDialog';

const meta = {
  title: 'Dialogs/SessionExpiredDialog',
  component: SessionExpiredDialog,
  args: { open: true, onOkay: fn() },
} satisfies Meta<typeof SessionExpiredDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};

export const Closed: Story = { args: { open: false } };
