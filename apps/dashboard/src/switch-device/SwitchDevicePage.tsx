import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Box, Stack } from '@mui/material';
import type { DriskDevice } from '@drisk/contract';
import { CONNECTED, SWITCH_DEVICE_TEXT, UI_TEXT, screenPath } from '@drisk/contract/client';
import { DelayedSpinner, EmptyState, LoadError, MessageDialog, useText } from '@drisk/ui';
import { useApiQuery } from '../api/useApiQuery';
import { useApiMutation } from '../api/useApiMutation';
import { useSession } from '../session/SessionProvider';
import { useApiErrorToast } from '../shared/useApiErrorToast';
import { DeviceGroup } from './DeviceGroup';
import { ScreenHeader } from '../shared/ScreenHeader';

/** Switch Device (/dashboard/switchDevices): make another of the user's gateways the connected one. */
export function SwitchDevicePage() {
  const { refreshDevices } = useSession();
  const navigate = useNavigate();
  const ui = useText(UI_TEXT);
  const text = useText(SWITCH_DEVICE_TEXT);
  const { data, error, loading, reload } = useApiQuery('getAllDriskDevices');
  const { mutate: switchDevice, loading: switching } = useApiMutation('updateDeviceConnectionStatus');
  const [switched, setSwitched] = useState(false);
  const showError = useApiErrorToast();

  const devices = data?.device_details ?? [];
  const connected = devices.filter((device) => device.is_connected === CONNECTED);
  const available = devices.filter((device) => device.is_connected !== CONNECTED);

  const handleSelect = async (device: DriskDevice) => {
    try {
      await switchDevice({ body: { device_id: device.device_id } });
    } catch (cause) {
      showError(cause);
      return;
    }
    setSwitched(true);
    // The spec reloads the page after 5 s; we refetch what the switch changed instead (ARCHITECTURE.md).
    void reload();
    try {
      await refreshDevices();
    } catch (cause) {
      showError(cause);
    }
  };

  return (
    <Box component="section">
      <ScreenHeader />
      {error && <LoadError message={error.message} onRetry={() => void reload()} />}
      {loading && !data && <DelayedSpinner label={text.loadingDevices} />}
      {data && devices.length === 0 && <EmptyState title={ui.noDeviceConnected} />}
      {devices.length > 0 && (
        <Stack spacing={2} sx={{ maxWidth: 720 }}>
          <DeviceGroup title={ui.connectedDeviceGroup} devices={connected} />
          <DeviceGroup
            title={ui.availableDeviceGroup}
            devices={available}
            disabled={switching || switched}
            onSelect={(device) => void handleSelect(device)}
          />
        </Stack>
      )}
      <MessageDialog
        open={switched}
        title={ui.switchSuccessTitle}
        message={ui.switchSuccessText}
        buttonLabel={text.ok}
        onClose={() => void navigate(screenPath('home'))}
      />
    </Box>
  );
}
