import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { fn } from 'storybook/test';
import { SERVER } from '@drisk/contract';
import { PasswordField } from '../PasswordField';
import { FormDialog } from './FormDialog';
import { ACCOUNT_TEXT_DE } from '@drisk/contract/i18n/de';

const passwordFields = (
  <Stack spacing={2} sx={{ pt: 1 }}>
    <PasswordField label="Old Password" required autoFocus />
    <PasswordField label="New Password" required />
    <PasswordField label="Confirm Password" required />
  </Stack>
);

// Annotated (not `satisfies`) so portable stories take the component's props, not the mocks' types.
const meta: Meta<typeof FormDialog> = {
  title: 'Dialogs/FormDialog',
  component: FormDialog,
  args: {
    open: true,
    title: 'Change Password',
    children: passwordFields,
    onSubmit: fn(),
    onClose: fn(),
  },
};

export default meta;
type Story = StoryObj<typeof FormDialog>;

export const Default: Story = {};

/** The request runs: Submit spins and is busy, Cancel, Escape and the backdrop do nothing. */
export const Loading: Story = { args: { loading: true } };

/** The server refused the request; the form stays open so the user can correct it and retry. */
export const WithServerError: Story = { args: { error: SERVER.oldPasswordWrong } };

/** More fields than a phone shows (Storybook's mobile1 viewport): the content scrolls between the fixed title and buttons. */
export const LongContentOnPhone: Story = {
  args: {
    title: 'Edit Details',
    submitLabel: 'Save',
    children: (
      <Stack spacing={2} sx={{ pt: 1 }}>
        {['First Name', 'Last Name', 'Phone Number', 'Street', 'City', 'Postcode', 'Country', 'Notes'].map(
          (label) => (
            <TextField key={label} label={label} required />
          ),
        )}
      </Stack>
    ),
    error: SERVER.settingsUpdateFailed,
  },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

/** Try it: open, submit (the request takes a second), or cancel. */
export const Interactive: Story = {
  args: { open: false },
  render: function InteractiveFormDialog(args) {
    const [open, setOpen] = useState(false);
    const [loading, setLoading] = useState(false);
    const [sent, setSent] = useState(0);
    return (
      <>
        <Button variant="outlined" onClick={() => setOpen(true)}>
          Change Password
        </Button>
        <Typography sx={{ mt: 2 }}>Sent {sent} times</Typography>
        <FormDialog
          {...args}
          open={open}
          loading={loading}
          onSubmit={() => {
            setLoading(true);
            setTimeout(() => {
              setLoading(false);
              setSent((count) => count + 1);
              setOpen(false);
            }, 1000);
          }}
          onClose={() => setOpen(false)}
        />
      </>
    );
  },
};

/** In German, as Account's Change Password: the server's refusal in German too. */
export const German: Story = {
  args: { title: ACCOUNT_TEXT_DE.changePasswordTitle, error: SERVER.oldPasswordWrong },
  globals: { language: 'de' },
};
