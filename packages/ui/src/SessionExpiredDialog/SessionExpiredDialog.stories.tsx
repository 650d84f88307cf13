import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SessionExpiredDialog } from './SessionExpiredDialog';

// Annotated (not `satisfies`) so portable stories take the component's props, not the mocks' types.
const meta: Meta<typeof SessionExpiredDialog> = {
  title: 'Dialogs/SessionExpiredDialog',
  component: SessionExpiredDialog,
  args: { open: true, onOkay: fn() },
};

export default meta;
type Story = StoryObj<typeof SessionExpiredDialog>;

export const Open: Story = {};

/** Closed, it renders nothing (the tag tells the Chromium story check so). */
export const Closed: Story = { args: { open: false }, tags: ['renders-nothing'] };
