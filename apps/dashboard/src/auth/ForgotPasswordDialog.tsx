import { useId, useState, type FormEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { emailIdError } from '@drisk/contract/client';
import { useToast } from '@drisk/ui';
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
  const titleId = useId();

  const handleClose = () => {
    if (loading) return;
    setEmail('');
    setEmailError(undefined);
    setServerError(null);
    onClose();
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
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
    <Dialog open={open} onClose={handleClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <Box component="form" noValidate onSubmit={(event) => void handleSubmit(event)}>
        <DialogTitle id={titleId}>Forgot Password</DialogTitle>
        <DialogContent>
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
          {serverError && <Alert severity="error">{serverError}</Alert>}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={handleClose} disabled={loading}>
            Cancel
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={loading}
            aria-busy={loading}
            startIcon={loading ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
          >
            Submit
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
