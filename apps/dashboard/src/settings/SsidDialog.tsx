import { useState } from 'react';
import { TextField } from '@mui/material';
import { SETTINGS_TEXT, SSID_MAX_LENGTH, VALIDATION } from '@drisk/contract/client';
import { FormDialog, useServerText, useText, useToast } from '@drisk/ui';
import { useApiMutation } from '../api/useApiMutation';
import { useApiErrorToast } from '../shared/useApiErrorToast';
import { DialogFailureAnnouncer, failureMessageOf } from './DialogFailureAnnouncer';
import { requiredFieldProps } from '../shared/requiredFieldProps';
import { useCharacterLimit } from '../shared/useCharacterLimit';

export interface SsidDialogProps {
  deviceId: string;
  /** The SSID the field starts with. */
  ssid: string;
  onClose: () => void;
  /** Called with the new SSID once the server accepted it. */
  onSaved: (ssid: string) => void;
}

const ssidField = requiredFieldProps('SSID');

/**
 * The SSID edit dialog of Settings: an empty SSID gives 'Please enter the SSID' (spec 2 §5). A counter
 * shows the limit as the name is typed; a longer name is kept as typed and refused, never cut.
 */
export function SsidDialog({ deviceId, ssid, onClose, onSaved }: SsidDialogProps) {
  const text = useText(SETTINGS_TEXT);
  // The check keeps VALIDATION's English; the field shows it translated.
  const translate = useServerText();
  const [value, setValue] = useState(ssid);
  const [error, setError] = useState<string | null>(null);
  const { mutate: updateSsid, loading } = useApiMutation('updateSSID');
  const { showToast } = useToast();
  const showError = useApiErrorToast();
  const [failure, setFailure] = useState<string | null>(null);
  // Counted as the server stores it: without the spaces around it.
  const characterLimit = useCharacterLimit();
  const limit = characterLimit(value.trim(), SSID_MAX_LENGTH);

  const handleSubmit = async () => {
    setFailure(null);
    const next = value.trim();
    if (!next) {
      setError(VALIDATION.ssidRequired);
      return;
    }
    if (limit.over) return;
    setError(null);
    try {
      const reply = await updateSsid({ body: { device_id: deviceId, type: 'wifi_name_ssid', value: next } });
      showToast(reply.message, 'success');
      onSaved(next);
      onClose();
    } catch (cause) {
      showError(cause);
      setFailure(failureMessageOf(cause));
    }
  };

  return (
    <FormDialog
      open
      title={text.ssid}
      submitLabel={text.save}
      onClose={onClose}
      onSubmit={() => void handleSubmit()}
      loading={loading}
    >
      <TextField
        label={ssidField.label}
        autoFocus
        fullWidth
        margin="dense"
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setError(null);
        }}
        error={Boolean(error) || limit.over}
        helperText={error === null ? limit.helperText : translate(error)}
        slotProps={{
          ...ssidField.slotProps,
          htmlInput: { ...ssidField.slotProps.htmlInput, autoComplete: 'off' },
        }}
      />
      <DialogFailureAnnouncer message={failure} />
    </FormDialog>
  );
}
