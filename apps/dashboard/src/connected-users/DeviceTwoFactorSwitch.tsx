import { useState } from 'react';
import { FormControlLabel, FormHelperText, Switch, Box } from '@mui/material';
import { TWO_FACTOR_TEXT } from '@drisk/contract/client';
import { useText, useToast } from '@drisk/ui';
import { useApiMutation } from '../api/useApiMutation';
import { useApiQuery } from '../api/useApiQuery';
import { useApiErrorToast } from '../shared/useApiErrorToast';

export interface DeviceTwoFactorSwitchProps {
  /** The device whose Admins and Guests the switch concerns. */
  deviceId: string;
}

/**
 * The Owner's switch in the device's User List (issue 16): require a second factor of the device's Admins
 * and Guests. Only the Owner sees it; the server refuses anyone else (device/setTwoFactorRequirement).
 */
export function DeviceTwoFactorSwitch({ deviceId }: DeviceTwoFactorSwitchProps) {
  const text = useText(TWO_FACTOR_TEXT);
  const { showToast } = useToast();
  const showError = useApiErrorToast();
  const { data } = useApiQuery('getDeviceTwoFactor', { body: { device_id: deviceId } });
  const { mutate: save, loading } = useApiMutation('setDeviceTwoFactor');
  const [shown, setShown] = useState<boolean | null>(null);
  const required = shown ?? data?.required ?? false;

  const handleChange = async (next: boolean) => {
    try {
      const reply = await save({ body: { device_id: deviceId, required: next } });
      setShown(reply.result.required);
      showToast(reply.message, 'success');
    } catch (failure) {
      showError(failure);
    }
  };

  return (
    <Box sx={{ px: 2, pb: 1 }}>
      <FormControlLabel
        control={
          <Switch
            checked={required}
            disabled={!data || loading}
            onChange={(event) => void handleChange(event.target.checked)}
            slotProps={{ input: { 'aria-describedby': 'device-two-factor-hint' } }}
          />
        }
        label={text.deviceRequireLabel}
      />
      <FormHelperText id="device-two-factor-hint" sx={{ mt: 0 }}>
        {text.deviceRequireHint}
      </FormHelperText>
    </Box>
  );
}
