import { useState } from 'react';
import { Stack } from '@mui/material';
import { PASSWORD_MIN_LENGTH, VALIDATION } from '@drisk/contract/client';
import { isSessionExpiredError } from '@drisk/data-provider';
import { FormDialog, PasswordField, useToast } from '@drisk/ui';
import { useApiMutation } from '../api/useApiMutation';

export interface ChangePasswordDialogProps {
  onClose: () => void;
  /** Called after the server changed the password, so the profile can reload. */
  onChanged: () => void;
}

interface PasswordErrors {
  oldPassword?: string;
  newPassword?: string;
  confirmPassword?: string;
}

/**
 * Change Password (spec 2, Account). The old password is required. When new and confirm differ nothing is
 * sent and the confirmation says 'Password and confirm password should be same', as the other password
 * forms do; the fields are kept for correcting (spec 2 §5 clears both without a word, which users read as
 * a reset). The password is never stored in the browser (ARCHITECTURE.md).
 */
export function ChangePasswordDialog({ onClose, onChanged }: ChangePasswordDialogProps) {
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [errors, setErrors] = useState<PasswordErrors>({});
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const { mutate: changePassword, loading } = useApiMutation('changePassword');
  const { showToast } = useToast();

  const handleSubmit = async () => {
    setServerMessage(null);
    if (!oldPassword) {
      setErrors({ oldPassword: VALIDATION.oldPasswordRequired });
      return;
    }
    if (newPassword !== confirmPassword) {
      setErrors({ confirmPassword: VALIDATION.passwordsDiffer });
      return;
    }
    // The server's password rule, checked here so the user learns it before a round trip.
    if (!newPassword || newPassword.length < PASSWORD_MIN_LENGTH) {
      setErrors({ newPassword: newPassword ? VALIDATION.passwordTooShort : VALIDATION.passwordRequired });
      return;
    }
    setErrors({});
    try {
      const reply = await changePassword({ body: { oldPassword, newPassword } });
      showToast(reply.message, 'success');
      onChanged();
      onClose();
    } catch (cause) {
      // Session expiry has its own modal; every other refusal is explained here, where the user can retry.
      if (!isSessionExpiredError(cause))
        setServerMessage(cause instanceof Error ? cause.message : String(cause));
    }
  };

  return (
    <FormDialog
      open
      title="Change Password"
      onClose={onClose}
      onSubmit={() => void handleSubmit()}
      loading={loading}
      error={serverMessage}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <PasswordField
          label="Old Password"
          required
          autoFocus
          value={oldPassword}
          onChange={(event) => setOldPassword(event.target.value)}
          error={Boolean(errors.oldPassword)}
          helperText={errors.oldPassword}
          autoComplete="current-password"
        />
        <PasswordField
          label="New Password"
          required
          value={newPassword}
          onChange={(event) => {
            setNewPassword(event.target.value);
            setErrors(({ confirmPassword: _differ, ...rest }) => rest);
          }}
          error={Boolean(errors.newPassword)}
          helperText={errors.newPassword}
          autoComplete="new-password"
        />
        <PasswordField
          label="Confirm Password"
          required
          value={confirmPassword}
          onChange={(event) => {
            setConfirmPassword(event.target.value);
            setErrors(({ confirmPassword: _differ, ...rest }) => rest);
          }}
          error={Boolean(errors.confirmPassword)}
          helperText={errors.confirmPassword}
          autoComplete="new-password"
        />
      </Stack>
    </FormDialog>
  );
}
