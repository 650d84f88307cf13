import { useState } from 'react';
import { Stack } from '@mui/material';
import { ACCOUNT_TEXT, PASSWORD_MIN_LENGTH, VALIDATION } from '@drisk/contract/client';
import { isSessionExpiredError } from '@drisk/data-provider';
import { FormDialog, PasswordField, useServerText, useText, useToast } from '@drisk/ui';
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
  const text = useText(ACCOUNT_TEXT);
  // The checks keep VALIDATION's English (tests and the server compare it); the fields show it translated.
  const translate = useServerText();
  const shown = (message: string | undefined) => (message === undefined ? undefined : translate(message));

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
      title={text.changePasswordTitle}
      onClose={onClose}
      onSubmit={() => void handleSubmit()}
      loading={loading}
      error={serverMessage}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <PasswordField
          label={text.oldPassword}
          required
          autoFocus
          value={oldPassword}
          onChange={(event) => setOldPassword(event.target.value)}
          error={Boolean(errors.oldPassword)}
          helperText={shown(errors.oldPassword)}
          autoComplete="current-password"
        />
        <PasswordField
          label={text.newPassword}
          required
          value={newPassword}
          onChange={(event) => {
            setNewPassword(event.target.value);
            setErrors(({ confirmPassword: _differ, ...rest }) => rest);
          }}
          error={Boolean(errors.newPassword)}
          helperText={shown(errors.newPassword)}
          autoComplete="new-password"
        />
        <PasswordField
          label={text.confirmPassword}
          required
          value={confirmPassword}
          onChange={(event) => {
            setConfirmPassword(event.target.value);
            setErrors(({ confirmPassword: _differ, ...rest }) => rest);
          }}
          error={Boolean(errors.confirmPassword)}
          helperText={shown(errors.confirmPassword)}
          autoComplete="new-password"
        />
      </Stack>
    </FormDialog>
  );
}
