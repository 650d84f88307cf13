import type { Meta, StoryObj } from '@storybook/react-vite';
import TextField from '@mui/material/TextField';
import { fn } from 'storybook/test';
import { UI_TEXT } from '@drisk/contract';
import { ConfirmDialog } from './ConfirmDialog';
import { UI_TEXT_DE } from '@drisk/contract/i18n/de';

// Annotated (not `satisfies`) so portable stories take the component's props, not the mocks' types.
const meta: Meta<typeof ConfirmDialog> = {
  title: 'Dialogs/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: true,
    title: UI_TEXT.logoutTitle,
    text: UI_TEXT.logoutText,
    confirmLabel: 'Logout',
    onConfirm: fn(),
    onCancel: fn(),
  },
};

export default meta;
type Story = StoryObj<typeof ConfirmDialog>;

export const Default: Story = {};

export const Loading: Story = { args: { loading: true } };

export const Destructive: Story = {
  args: {
    title: 'Delete scan?',
    text: UI_TEXT.scanDeleteQuestion,
    confirmLabel: 'Delete',
    destructive: true,
  },
};

export const WithCustomBody: Story = {
  args: {
    title: 'Invite',
    text: undefined,
    confirmLabel: 'Invite',
    children: <TextField label="Email ID" required fullWidth margin="dense" />,
  },
};

/** In German, as the shell's Logout dialog. */
export const German: Story = {
  args: { title: UI_TEXT_DE.logoutTitle, text: UI_TEXT_DE.logoutText },
  globals: { language: 'de' },
};
