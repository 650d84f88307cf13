import { useState } from 'react';
import { DialogContentText, TextField } from '@mui/material';
import { emailIdError } from '@drisk/contract/client';
import { FormDialog, useToast } from '@drisk/ui';
import { useApiMutation } from '../api/useApiMutation';

export interface ForgotPasswordDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Forgot Password (spec 1 §2.2, §4): one e-mail field. A 200 closes the dialog and shows the server's
 * message as a toast; any other answer keeps the dialog open with the server's message inside it.
 */
export function ForgotPasswordDialog({ open, onClose }: ForgotPasswordDialogProps) {
  const { mutate: requestReset, loading } = useApiMutation('forgotPassword');
  const { showToast } = useToast();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | undefined>();
  const [serverError, setServerError] = useState<string | null>(null);

  const handleClose = () => {
    setEmail('');
    setEmailError(undefined);
    setServerError(null);
    onClose();
  };

  const handleSubmit = async () => {
    const error = emailIdError(email);
    setEmailError(error);
    setServerError(null);
    if (error) return;
    try {
      const reply = await requestReset({ body: { email: email.trim() } });
      showToast(reply.message, 'success');
      setEmail('');
      onClose();
    } catch (failure) {
      setServerError(failure instanceof Error ? failure.message : String(failure));
    }
  };

  return (
    <FormDialog
      open={open}
      title="Forgot Password"
      onClose={handleClose}
      onSubmit={() => void handleSubmit()}
      loading={loading}
      error={serverError}
    >
      <DialogContentText sx={{ mb: 1 }}>
        Enter the e-mail address of your account and we will send you a link to set a new password.
      </DialogContentText>
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        autoFocus
        fullWidth
        margin="dense"
        value={email}
        onChange={(event) => {
          setEmail(event.target.value);
          setEmailError(undefined);
        }}
        error={Boolean(emailError)}
        helperText={emailError ?? ' '}
      />
    </FormDialog>
  );
}
