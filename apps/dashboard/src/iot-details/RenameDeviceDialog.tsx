import { useState } from 'react';
import { TextField } from '@mui/material';
import { IOT_DETAILS_TEXT, NAME_MAX_LENGTH, VALIDATION } from '@drisk/contract/client';
import { FormDialog, useServerText, useText, useToast } from '@drisk/ui';
import { useApiMutation } from '../api/useApiMutation';
import { useApiErrorToast } from '../shared/useApiErrorToast';
import { useResetOnOpen } from '../shared/useResetOnOpen';
import { useCharacterLimit } from '../shared/useCharacterLimit';
import type { IotEndpoint } from './iotDetailsState';

export interface RenameDeviceDialogProps {
  open: boolean;
  deviceId: string;
  endpoint: IotEndpoint;
  /** Called with the name the server stored (result[0].name) after a successful rename. */
  onRenamed: (name: string) => void;
  onClose: () => void;
}

/** 'Rename Device' (spec 2): a Device Name field and Update; an empty name says 'Please enter device name'. */
export function RenameDeviceDialog({
  open,
  deviceId,
  endpoint,
  onRenamed,
  onClose,
}: RenameDeviceDialogProps) {
  const text = useText(IOT_DETAILS_TEXT);
  // The check keeps VALIDATION's English; the field shows it translated.
  const translate = useServerText();
  const { showToast } = useToast();
  const showError = useApiErrorToast();
  const { mutate: rename, loading } = useApiMutation('iotRename');
  const [name, setName] = useState(endpoint.name);
  const [error, setError] = useState<string | null>(null);
  // Each opening starts from the current name.
  useResetOnOpen(open, () => {
    setName(endpoint.name);
    setError(null);
  });

  const characterLimit = useCharacterLimit();

  const limit = characterLimit(name.trim(), NAME_MAX_LENGTH);

  const handleSubmit = async () => {
    const trimmed = name.trim();
    if (!trimmed) {
      setError(VALIDATION.deviceNameRequired);
      return;
    }
    if (limit.over) return;
    try {
      const reply = await rename({
        body: { device_id: deviceId, name: trimmed, mac_address: endpoint.mac_address },
      });
      onRenamed(reply.result[0]?.name ?? trimmed);
      showToast(reply.message, 'success');
      onClose();
    } catch (failure) {
      showError(failure);
    }
  };

  return (
    <FormDialog
      open={open}
      title={text.renameTitle}
      submitLabel={text.update}
      onClose={onClose}
      onSubmit={() => void handleSubmit()}
      loading={loading}
    >
      <TextField
        label={text.deviceName}
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
