import { useState } from 'react';
import { DialogContentText, TextField } from '@mui/material';
import { CLAIM_CODE_MAX_LENGTH, UI_TEXT, VALIDATION } from '@drisk/contract/client';
import { FormDialog, useServerText, useText, useToast } from '@drisk/ui';
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
  const ui = useText(UI_TEXT);
  // The checks keep VALIDATION's English; the fields show them translated.
  const translate = useServerText();
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
      title={ui.addDeviceTitle}
      submitLabel={ui.addDeviceButton}
      onClose={onClose}
      onSubmit={() => void handleSubmit()}
      loading={loading}
    >
      <DialogContentText sx={{ mb: 1 }}>{ui.addDeviceText}</DialogContentText>
      <TextField
        label={ui.claimDeviceIdLabel}
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
        helperText={errors.deviceId && translate(errors.deviceId)}
      />
      <TextField
        label={ui.claimCodeLabel}
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
        helperText={errors.code && translate(errors.code)}
      />
    </FormDialog>
  );
}
