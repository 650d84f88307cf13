import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Box, Button, Stack } from '@mui/material';
import AddOutlined from '@mui/icons-material/AddOutlined';
import type { DriskDevice } from '@drisk/contract';
import { CONNECTED, REGISTRATION_TEXT, UI_TEXT, can, screenPath } from '@drisk/contract/client';
import { ConfirmDialog, DelayedSpinner, EmptyState, LoadError, useText, useToast } from '@drisk/ui';
import { useApiMutation } from '../api/useApiMutation';
import { useApiQuery } from '../api/useApiQuery';
import { useSession } from '../session/SessionProvider';
import { ScreenHeader } from '../shared/ScreenHeader';
import { useApiErrorToast } from '../shared/useApiErrorToast';
import { AddDeviceDialog } from './AddDeviceDialog';
import { RegisteredDeviceGroup } from './RegisteredDeviceGroup';
import { RenameRegisteredDeviceDialog } from './RenameRegisteredDeviceDialog';

/**
 * Registration (/dashboard/registration): the user's gateways in Connected Device and Available Device,
 * rename (Owner and Admin), unregister (Owner) with a confirmation, each device's user list, and Add device
 * with the id and claim code of a gateway's sticker.
 */
export function RegistrationPage() {
  const navigate = useNavigate();
  const ui = useText(UI_TEXT);
  const text = useText(REGISTRATION_TEXT);
  const { refreshDevices } = useSession();
  const { showToast } = useToast();
  const showError = useApiErrorToast();
  const { data, error, loading, reload } = useApiQuery('getAllDriskDevices');
  const { mutate: unregister, loading: unregistering } = useApiMutation('unRegisterDevice');
  const [renaming, setRenaming] = useState<DriskDevice | null>(null);
  const [removing, setRemoving] = useState<DriskDevice | null>(null);
  const [adding, setAdding] = useState(false);

  const devices = data?.device_details ?? [];
  const connected = devices.filter((device) => device.is_connected === CONNECTED);
  const available = devices.filter((device) => device.is_connected !== CONNECTED);

  // The list here and the session's connected device (header, other screens) both follow a change.
  const handleChanged = () => {
    void reload();
    refreshDevices().catch(showError);
  };

  const handleUnregister = async () => {
    if (!removing) return;
    try {
      const reply = await unregister({ body: { device_id: removing.device_id } });
      showToast(reply.message, 'success');
      setRemoving(null);
      handleChanged();
    } catch (failure) {
      showError(failure);
    }
  };

  const groupProps = {
    onOpenUsers: (device: DriskDevice) => void navigate(screenPath('connectedUsers'), { state: { device } }),
    onUnregister: setRemoving,
    canUnregister: (device: DriskDevice) => can(device.role_id, 'unRegisterDevice'),
    canRename: (device: DriskDevice) => can(device.role_id, 'updateDriskDevices'),
  };

  return (
    <Box component="section">
      <ScreenHeader
        actions={
          <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setAdding(true)}>
            {ui.addDeviceButton}
          </Button>
        }
      />
      {error && <LoadError message={error.message} onRetry={() => void reload()} />}
      {loading && !data && <DelayedSpinner label={text.loadingDevices} />}
      {data && devices.length === 0 && <EmptyState title={ui.noDeviceConnected} />}
      {devices.length > 0 && (
        <Stack spacing={2} sx={{ maxWidth: 720 }}>
          <RegisteredDeviceGroup
            title={ui.connectedDeviceGroup}
            devices={connected}
            onRename={setRenaming}
            {...groupProps}
          />
          <RegisteredDeviceGroup title={ui.availableDeviceGroup} devices={available} {...groupProps} />
        </Stack>
      )}
      <RenameRegisteredDeviceDialog
        device={renaming}
        onRenamed={handleChanged}
        onClose={() => setRenaming(null)}
      />
      <ConfirmDialog
        open={removing !== null}
        title={ui.unregisterTitle}
        text={removing ? ui.unregisterText(removing.name) : undefined}
        confirmLabel={ui.unregisterButton}
        destructive
        loading={unregistering}
        onConfirm={() => void handleUnregister()}
        onCancel={() => setRemoving(null)}
      />
      <AddDeviceDialog open={adding} onAdded={handleChanged} onClose={() => setAdding(false)} />
    </Box>
  );
}
