import { useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { Box, Card, IconButton, List, ListItem, ListItemText, Tooltip, Typography } from '@mui/material';
import ArrowBack from '@mui/icons-material/ArrowBack';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import type { MappedUser } from '@drisk/contract';
import { CONNECTED_USERS_TEXT, ROLE, UI_TEXT, roleLabel, screenPath } from '@drisk/contract/client';
import { ConfirmDialog, DelayedSpinner, EmptyState, LoadError, useText, useToast } from '@drisk/ui';
import { useApiMutation } from '../api/useApiMutation';
import { useApiQuery } from '../api/useApiQuery';
import { useSession } from '../session/SessionProvider';
import { ScreenHeader } from '../shared/ScreenHeader';
import { useApiErrorToast } from '../shared/useApiErrorToast';
import { readConnectedUsersState } from './connectedUsersState';
import { DeviceTwoFactorSwitch } from './DeviceTwoFactorSwitch';

/**
 * User List (/dashboard/connectedUsers): the people mapped to the device Registration passed (the
 * connected device when none was), with their role. The Owner may remove anyone but themselves, and may
 * require a second factor of the device's other users (issue 16).
 */
export function ConnectedUsersPage() {
  const location = useLocation();
  const ui = useText(UI_TEXT);
  const text = useText(CONNECTED_USERS_TEXT);
  const { connectedDevice, user } = useSession();
  const { showToast } = useToast();
  const showError = useApiErrorToast();
  const device = readConnectedUsersState(location.state) ?? connectedDevice;
  const { data, error, loading, reload } = useApiQuery(
    'getMappedUsers',
    { body: { device_id: device?.device_id ?? '' } },
    { enabled: device !== null },
  );
  const { mutate: remove, loading: removingNow } = useApiMutation('removeGuestUsers');
  const [removing, setRemoving] = useState<MappedUser | null>(null);
  const [shown, setShown] = useState<MappedUser[] | null>(null);
  const users = shown ?? data ?? [];
  const isOwner = device?.role_id === ROLE.Owner;

  const handleRemove = async () => {
    if (!removing || !device) return;
    try {
      const reply = await remove({ body: { device_id: device.device_id, user_id: removing.user_id } });
      // The reply is the updated list (spec 2 §7).
      setShown(reply.result);
      showToast(reply.message, 'success');
      setRemoving(null);
    } catch (failure) {
      showError(failure);
    }
  };

  return (
    <Box component="section">
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <Tooltip title={text.back}>
          <IconButton
            component={RouterLink}
            to={screenPath('registration')}
            aria-label={text.back}
            edge="start"
            sx={{ mt: 0.25 }}
          >
            <ArrowBack />
          </IconButton>
        </Tooltip>
        <ScreenHeader sx={{ flex: 1 }} />
      </Box>
      {!device && <EmptyState title={ui.noDeviceConnected} />}
      {error && (
        <LoadError
          message={error.message}
          onRetry={() => {
            setShown(null);
            void reload();
          }}
        />
      )}
      {device && loading && !data && <DelayedSpinner label={text.loadingUsers} />}
      {device && users.length > 0 && (
        <Card sx={{ maxWidth: 720 }}>
          <Typography component="h2" variant="h6" sx={{ px: 2, pt: 2, overflowWrap: 'anywhere' }}>
            {device.name}
          </Typography>
          {isOwner && <DeviceTwoFactorSwitch deviceId={device.device_id} />}
          <List aria-label={text.usersOf(device.name)}>
            {users.map((mapped) => (
              <ListItem
                key={mapped.user_id}
                divider
                secondaryAction={
                  isOwner && mapped.user_id !== user?.user_id ? (
                    <IconButton
                      edge="end"
                      aria-label={text.removeLabel(mapped.full_name)}
                      onClick={() => setRemoving(mapped)}
                    >
                      <DeleteOutlined />
                    </IconButton>
                  ) : undefined
                }
              >
                <ListItemText
                  primary={mapped.full_name}
                  secondary={text.roles[roleLabel(mapped.role_id)]}
                  slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
                />
              </ListItem>
            ))}
          </List>
        </Card>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={ui.removeUserTitle}
        text={removing ? ui.removeUserText(removing.full_name) : undefined}
        confirmLabel={ui.removeUserButton}
        destructive
        loading={removingNow}
        onConfirm={() => void handleRemove()}
        onCancel={() => setRemoving(null)}
      />
    </Box>
  );
}
