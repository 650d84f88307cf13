import { useState } from 'react';
import { DialogContentText, TextField } from '@mui/material';
import { CLAIM_CODE_MAX_LENGTH, UI_TEXT, VALIDATION } from '@drisk/contract/client';
import { FormDialog, useToast } from '@drisk/ui';
import { useApiMutation } from '../api/useApiMutation';
import { useApiErrorToast } from '../shared/useApiErrorToast';
import { useResetOnOpen } from '../shared/useResetOnOpen';

export interface AddDeviceDialogProps {
  open: boolean;
  onAdded: () => void;
  onClose: () => void;
}

/** 'Add device': the device id and claim code of a gateway's sticker (device/claimDevice). */
export function AddDeviceDialog({ open, onAdded, onClose }: AddDeviceDialogProps) {
  const { showToast } = useToast();
  const showError = useApiErrorToast();
  const { mutate: claim, loading } = useApiMutation('claimDevice');
  const [deviceId, setDeviceId] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ deviceId?: string; code?: string }>({});
  useResetOnOpen(open, () => {
    setDeviceId('');
    setCode('');
    setErrors({});
  });

  const handleSubmit = async () => {
    const found = {
      deviceId: deviceId.trim() ? undefined : VALIDATION.claimDeviceIdRequired,
      code: code.trim() ? undefined : VALIDATION.claimCodeRequired,
    };
    setErrors(found);
    if (found.deviceId || found.code) return;
    try {
      const reply = await claim({ body: { device_id: deviceId.trim(), claim_code: code.trim() } });
      showToast(reply.message, 'success');
      onAdded();
      onClose();
    } catch (failure) {
      showError(failure);
    }
  };

  return (
    <FormDialog
      open={open}
      title={UI_TEXT.addDeviceTitle}
      submitLabel={UI_TEXT.addDeviceButton}
      onClose={onClose}
      onSubmit={() => void handleSubmit()}
      loading={loading}
    >
      <DialogContentText sx={{ mb: 1 }}>{UI_TEXT.addDeviceText}</DialogContentText>
      <TextField
        label={UI_TEXT.claimDeviceIdLabel}
        fullWidth
        autoFocus
        margin="dense"
        value={deviceId}
        slotProps={{ htmlInput: { maxLength: 64, autoCapitalize: 'characters', spellCheck: false } }}
        onChange={(event) => {
          setDeviceId(event.target.value);
          setErrors((current) => ({ ...current, deviceId: undefined }));
        }}
        error={Boolean(errors.deviceId)}
        helperText={errors.deviceId}
      />
      <TextField
        label={UI_TEXT.claimCodeLabel}
        fullWidth
        margin="dense"
        value={code}
        placeholder="XXXX-XXXX-XXXX"
        slotProps={{
          htmlInput: { maxLength: CLAIM_CODE_MAX_LENGTH, autoCapitalize: 'characters', spellCheck: false },
        }}
        onChange={(event) => {
          setCode(event.target.value);
          setErrors((current) => ({ ...current, code: undefined }));
        }}
        error={Boolean(errors.code)}
        helperText={errors.code}
      />
    </FormDialog>
  );
}
