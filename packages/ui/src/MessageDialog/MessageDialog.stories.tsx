import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SERVER, UI_TEXT } from '@drisk/contract';
import { MessageDialog } from './MessageDialog';

// Annotated (not `satisfies`) so portable stories take the component's props, not the mocks' types.
const meta: Meta<typeof MessageDialog> = {
  title: 'Dialogs/MessageDialog',
  component: MessageDialog,
  args: { open: true, title: 'Success', message: SERVER.registrationSuccess, onClose: fn() },
};

export default meta;
type Story = StoryObj<typeof MessageDialog>;

export const SuccessMessage: Story = {};

export const ErrorMessage: Story = { args: { title: 'Error', message: SERVER.duplicateUser } };

export const CustomButton: Story = {
  args: {
    title: UI_TEXT.feedbackSuccessTitle,
    message: UI_TEXT.feedbackSuccessText,
    buttonLabel: 'Close',
  },
};
