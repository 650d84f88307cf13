import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { UpdatePrompt } from './UpdatePrompt';

// Annotated (not `satisfies`) so portable stories take the component's props, not the mocks' types.
const meta: Meta<typeof UpdatePrompt> = {
  title: 'Feedback/UpdatePrompt',
  component: UpdatePrompt,
  args: { open: true, onReload: fn() },
};

export default meta;
type Story = StoryObj<typeof UpdatePrompt>;

/** A new version was deployed while the app was open. */
export const Available: Story = {};

/** No new version: nothing is shown (the tag tells the Chromium story check so). */
export const UpToDate: Story = { args: { open: false }, tags: ['renders-nothing'] };
