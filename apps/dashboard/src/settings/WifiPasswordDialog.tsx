import { useState } from 'react';
import { Stack } from '@mui/material';
import { SETTINGS_TEXT, VALIDATION, WIFI_PASSWORD_MAX_LENGTH } from '@drisk/contract/client';
import { FormDialog, PasswordField, useServerText, useText, useToast } from '@drisk/ui';
import { useApiMutation } from '../api/useApiMutation';
import { useApiErrorToast } from '../shared/useApiErrorToast';
import { useCharacterLimit } from '../shared/useCharacterLimit';
import { DialogFailureAnnouncer, failureMessageOf } from './DialogFailureAnnouncer';
import { checkWifiPassword, wifiPasswordsDiffer } from './wifiPasswordRules';

export interface WifiPasswordDialogProps {
  deviceId: string;
  onClose: () => void;
}

/**
 * The Password dialog of Change Wi-Fi Password: password and confirmation, checked by the spec's rules
 * (spec 2 §5) before settings/updateSSID with type wifi_password. The password is never kept in the browser.
 */
export function WifiPasswordDialog({ deviceId, onClose }: WifiPasswordDialogProps) {
  const text = useText(SETTINGS_TEXT);
  // The checks keep VALIDATION's English; the fields show them translated.
  const translate = useServerText();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [submitError, setSubmitError] = useState<string | null>(null);
  const { mutate: updateSsid, loading } = useApiMutation('updateSSID');
  const { showToast } = useToast();
  const showError = useApiErrorToast();
  const [failure, setFailure] = useState<string | null>(null);

  const error =
    submitError ?? (wifiPasswordsDiffer(password, confirm) ? VALIDATION.wifiPasswordsDiffer : null);
  const characterLimit = useCharacterLimit();
  const limit = characterLimit(password, WIFI_PASSWORD_MAX_LENGTH);

  const handleSubmit = async () => {
    setFailure(null);
    if (limit.over) return;
    const check = checkWifiPassword(password, confirm);
    if (check.clear) {
      setPassword('');
      setConfirm('');
    }
    setSubmitError(check.error);
    if (check.error) return;
    try {
      const reply = await updateSsid({
        body: { device_id: deviceId, type: 'wifi_password', value: password },
      });
      showToast(reply.message, 'success');
      onClose();
    } catch (cause) {
      showError(cause);
      setFailure(failureMessageOf(cause));
    }
  };

  const fieldProps = { fullWidth: true, autoComplete: 'new-password' };

  return (
    <FormDialog
      open
      title={text.passwordTitle}
      submitLabel={text.save}
      onClose={onClose}
      onSubmit={() => void handleSubmit()}
      loading={loading}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <PasswordField
          {...fieldProps}
          label={text.password}
          autoFocus
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            setSubmitError(null);
          }}
          error={Boolean(error) || limit.over}
          helperText={limit.helperText}
        />
        <PasswordField
          {...fieldProps}
          label={text.confirmPassword}
          value={confirm}
          onChange={(event) => {
            setConfirm(event.target.value);
            setSubmitError(null);
          }}
          error={Boolean(error)}
          helperText={error === null ? undefined : translate(error)}
        />
      </Stack>
      <DialogFailureAnnouncer message={failure} />
    </FormDialog>
  );
}
