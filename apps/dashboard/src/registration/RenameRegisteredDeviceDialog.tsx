import { useState } from 'react';
import { TextField } from '@mui/material';
import type { DriskDevice } from '@drisk/contract';
import { NAME_MAX_LENGTH, REGISTRATION_TEXT, UI_TEXT, VALIDATION } from '@drisk/contract/client';
import { FormDialog, useServerText, useText, useToast } from '@drisk/ui';
import { useApiMutation } from '../api/useApiMutation';
import { useCharacterLimit } from '../shared/useCharacterLimit';
import { useApiErrorToast } from '../shared/useApiErrorToast';
import { useResetOnOpen } from '../shared/useResetOnOpen';

export interface RenameRegisteredDeviceDialogProps {
  /** The device to rename; the dialog is open while it is set. */
  device: DriskDevice | null;
  onRenamed: () => void;
  onClose: () => void;
}

/** Rename on the Registration screen (user/updateDriskDevices); an empty name says 'Enter a name' (spec 2 §5). */
export function RenameRegisteredDeviceDialog({
  device,
  onRenamed,
  onClose,
}: RenameRegisteredDeviceDialogProps) {
  const ui = useText(UI_TEXT);
  const text = useText(REGISTRATION_TEXT);
  // The check keeps VALIDATION's English; the field shows it translated.
  const translate = useServerText();
  const { showToast } = useToast();
  const showError = useApiErrorToast();
  const { mutate: rename, loading } = useApiMutation('updateDriskDevices');
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const open = device !== null;
  useResetOnOpen(open, () => {
    setName(device?.name ?? '');
    setError(null);
  });
  const characterLimit = useCharacterLimit();
  const limit = characterLimit(name.trim(), NAME_MAX_LENGTH);

  const handleSubmit = async () => {
    const trimmed = name.trim();
    if (!trimmed) {
      setError(VALIDATION.deviceNameRequiredRegistration);
      return;
    }
    if (limit.over || !device) return;
    try {
      const reply = await rename({ body: { device_id: device.device_id, device_name: trimmed } });
      showToast(reply.message, 'success');
      onRenamed();
      onClose();
    } catch (failure) {
      showError(failure);
    }
  };

  return (
    <FormDialog
      open={open}
      title={ui.renameDeviceTitle}
      submitLabel={text.update}
      onClose={onClose}
      onSubmit={() => void handleSubmit()}
      loading={loading}
    >
      <TextField
        label={ui.deviceNameLabel}
        fullWidth
        autoFocus
        margin="dense"
        value={name}
        onChange={(event) => {
          setName(event.target.value);
          setError(null);
        }}
        error={error !== null || limit.over}
        helperText={error === null ? limit.helperText : translate(error)}
      />
    </FormDialog>
  );
}
