import { useId, useState, type FormEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  IconButton,
  MenuItem,
  TextField,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import type { InviteRole } from '@drisk/contract';
import { DEFAULT_INVITE_ROLE, INVITE_ROLES, SHELL_TEXT, UI_TEXT, emailIdError } from '@drisk/contract/client';
import { isApiError } from '@drisk/data-provider';
import { useServerText, useText, useToast } from '@drisk/ui';
import { useApiMutation } from '../api/useApiMutation';
import { useSession } from '../session/SessionProvider';
import { requiredFieldProps } from '../shared/requiredFieldProps';

export interface InviteDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Invite (spec 1 §2.4): an e-mail address and a role (Admin by default) for the connected device. The
 * server's answer is shown as a toast; the dialog closes only when the invitation went out.
 */
export function InviteDialog({ open, onClose }: InviteDialogProps) {
  const { connectedDevice } = useSession();
  const { mutate: invite, loading } = useApiMutation('inviteUser');
  const { showToast } = useToast();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<InviteRole>(DEFAULT_INVITE_ROLE);
  const [emailError, setEmailError] = useState<string | undefined>();
  const titleId = useId();
  const text = useText(SHELL_TEXT);
  const ui = useText(UI_TEXT);
  const serverText = useServerText();

  const reset = () => {
    setEmail('');
    setRole(DEFAULT_INVITE_ROLE);
    setEmailError(undefined);
  };

  const handleClose = () => {
    if (loading) return;
    reset();
    onClose();
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const error = emailIdError(email);
    setEmailError(error);
    if (error || !connectedDevice) return;
    try {
      const reply = await invite({
        body: { email_address: email.trim(), userType: role, device_id: connectedDevice.device_id },
      });
      showToast(reply.message, 'success');
      reset();
      onClose();
    } catch (failure) {
      // Session expiry has its own dialog; every other failure shows the server's message.
      if (isApiError(failure) && failure.isSessionExpired) return;
      showToast(failure instanceof Error ? failure.message : String(failure), 'error');
    }
  };

  return (
    <Dialog open={open} onClose={handleClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <Box component="form" noValidate onSubmit={(event) => void handleSubmit(event)}>
        <DialogTitle id={titleId} sx={{ pr: 7 }}>
          {text.inviteTitle}
        </DialogTitle>
        <IconButton
          aria-label={text.close}
          onClick={handleClose}
          loading={loading}
          sx={{ position: 'absolute', right: 8, top: 8 }}
        >
          <CloseIcon />
        </IconButton>
        <DialogContent>
          {connectedDevice ? (
            <DialogContentText sx={{ mb: 2 }}>{text.inviteText(connectedDevice.name)}</DialogContentText>
          ) : (
            <Alert severity="warning" sx={{ mb: 2 }}>
              {ui.noDeviceConnected}
            </Alert>
          )}
          <TextField
            {...requiredFieldProps(text.inviteEmailLabel)}
            type="email"
            fullWidth
            autoFocus
            autoComplete="off"
            margin="dense"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setEmailError(undefined);
            }}
            error={Boolean(emailError)}
            helperText={emailError ? serverText(emailError) : ' '}
          />
          <TextField
            select
            label={text.inviteRoleLabel}
            fullWidth
            margin="dense"
            value={role}
            onChange={(event) => setRole(event.target.value as InviteRole)}
          >
            {INVITE_ROLES.map((option) => (
              <MenuItem key={option} value={option}>
                {text.inviteRoles[option]}
              </MenuItem>
            ))}
          </TextField>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button
            type="submit"
            variant="contained"
            disabled={loading || !connectedDevice}
            aria-busy={loading}
          >
            {text.inviteButton}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
