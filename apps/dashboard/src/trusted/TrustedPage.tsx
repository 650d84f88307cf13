import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import {
  Box,
  Button,
  Card,
  CardContent,
  FormControlLabel,
  IconButton,
  Link,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import DevicesOutlined from '@mui/icons-material/DevicesOutlined';
import GroupOutlined from '@mui/icons-material/GroupOutlined';
import { TRUSTED_TEXT, UI_TEXT, can, screenPath } from '@drisk/contract/client';
import type { CotGroup } from '@drisk/contract';
import { ConfirmDialog, DelayedSpinner, EmptyState, LoadError, useText, useToast } from '@drisk/ui';
import { useApiMutation } from '../api/useApiMutation';
import { useApiQuery } from '../api/useApiQuery';
import { useSession } from '../session/SessionProvider';
import { storeGroupContext } from '../session/sessionStore';
import { ScreenHeader } from '../shared/ScreenHeader';
import { useApiErrorToast } from '../shared/useApiErrorToast';
import { CreateGroupDialog } from './CreateGroupDialog';
import { MembersDialog } from './MembersDialog';

/**
 * Trusted (/dashboard/trusted, spec 3 §2.1): the Circle of Trust switch of the connected device and, while
 * it is on, the user's groups there: a name opens the group's chat, the devices icon Data Sharing, the
 * members icon the Members dialog, the delete icon (owner only, as showDelete says) the Delete COT Group
 * confirmation.
 */
export function TrustedPage() {
  const navigate = useNavigate();
  const { connectedDevice, user, roleId } = useSession();
  const { showToast } = useToast();
  const showError = useApiErrorToast();
  const ui = useText(UI_TEXT);
  const text = useText(TRUSTED_TEXT);
  const deviceId = connectedDevice?.device_id ?? null;
  const details = useApiQuery(
    'getGroupDetails',
    { body: { device_id: deviceId ?? '' } },
    { enabled: Boolean(deviceId) },
  );
  const updateStatus = useApiMutation('updateCOTStatus');
  const join = useApiMutation('joinRoom');
  const removeGroup = useApiMutation('deleteGroup');
  const [cotOverride, setCotOverride] = useState<0 | 1 | null>(null);
  const [creating, setCreating] = useState(false);
  const [membersOf, setMembersOf] = useState<CotGroup | null>(null);
  const [deleting, setDeleting] = useState<CotGroup | null>(null);

  // The header says 'No device connected' (spec 3 §2.1): groups belong to a device.
  if (!deviceId) {
    return (
      <Box component="section">
        <ScreenHeader />
      </Box>
    );
  }

  const data = details.data;
  const cotOn = (cotOverride ?? data?.isCOTDisable) === 1;

  const toggleCot = async (next: boolean) => {
    try {
      const reply = await updateStatus.mutate({ body: { device_id: deviceId, isCOTDisable: next ? 1 : 0 } });
      // The reply decides whether groups show (spec 3 §4).
      setCotOverride(reply.result.isCOTDisable);
      if (reply.result.isCOTDisable === 1) void details.reload();
    } catch (cause) {
      showError(cause);
    }
  };

  const openChat = async (group: CotGroup) => {
    if (!data || !user) return;
    try {
      await join.mutate({
        params: { room: String(group.group_id) },
        body: { endpoint_id: user.tinode_username },
      });
      storeGroupContext({ localChatServer: data.localChatServer, hardwareIp: data.hardwareIp });
      void navigate(
        screenPath(
          'chat',
          { id: group.group_id, name: group.group_name },
          { server: data.localChatServer || undefined },
        ),
      );
    } catch (cause) {
      showError(cause);
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      const reply = await removeGroup.mutate({
        body: { device_id: deviceId, group_id: [deleting.group_id] },
      });
      showToast(reply.message, 'success');
      setDeleting(null);
      void details.reload();
    } catch (cause) {
      setDeleting(null);
      showError(cause);
    }
  };

  return (
    <Box component="section">
      <ScreenHeader />
      <Card variant="outlined" sx={{ mb: 2 }}>
        <CardContent>
          <FormControlLabel
            control={
              <Switch
                checked={cotOn}
                disabled={!data || updateStatus.loading || !can(roleId, 'updateCOTStatus')}
                onChange={(_event, next) => void toggleCot(next)}
              />
            }
            label={ui.cotSwitchLabel}
          />
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
            {ui.cotHelp}
          </Typography>
        </CardContent>
      </Card>
      {details.error && <LoadError message={details.error.message} onRetry={() => void details.reload()} />}
      {details.loading && !data && <DelayedSpinner label={text.loadingGroups} />}
      {data && cotOn && (
        <Card variant="outlined">
          <CardContent sx={{ px: { xs: 1, sm: 2 } }}>
            <Box
              sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1, gap: 1 }}
            >
              <Typography variant="h6" component="h2">
                {text.groupsTitle}
              </Typography>
              <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setCreating(true)}>
                {ui.createGroup}
              </Button>
            </Box>
            {data.groupList.length === 0 ? (
              <EmptyState title={ui.noGroups} />
            ) : (
              <Table
                size="small"
                aria-label={text.groupsTable}
                // Narrow cell padding on phones keeps the four columns inside 360 px.
                sx={{ tableLayout: 'fixed', '& .MuiTableCell-root': { px: { xs: 0.5, sm: 2 } } }}
              >
                <TableHead>
                  <TableRow>
                    <TableCell>{text.groupName}</TableCell>
                    <TableCell sx={{ width: { xs: 52, sm: 120 } }}>{text.users}</TableCell>
                    <TableCell sx={{ width: { xs: 64, sm: 96 } }}>{text.devices}</TableCell>
                    <TableCell sx={{ width: { xs: 80, sm: 112 } }}>{text.actions}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.groupList.map((group) => (
                    <TableRow key={group.group_id}>
                      <TableCell sx={{ overflowWrap: 'anywhere' }}>
                        <Link
                          component="button"
                          type="button"
                          onClick={() => void openChat(group)}
                          disabled={join.loading}
                          sx={{ textAlign: 'left' }}
                        >
                          {group.group_name}
                        </Link>
                      </TableCell>
                      <TableCell>{group.no_member}</TableCell>
                      <TableCell>
                        <IconButton
                          component={RouterLink}
                          to={screenPath('dataSharing')}
                          onClick={() => storeGroupContext({ groupId: group.group_id })}
                          aria-label={text.devicesOf(group.group_name)}
                          size="small"
                        >
                          <DevicesOutlined />
                        </IconButton>
                      </TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        <IconButton
                          aria-label={text.membersOf(group.group_name)}
                          size="small"
                          onClick={() => setMembersOf(group)}
                        >
                          <GroupOutlined />
                        </IconButton>
                        {group.showDelete && (
                          <IconButton
                            aria-label={text.deleteGroup(group.group_name)}
                            size="small"
                            onClick={() => setDeleting(group)}
                          >
                            <DeleteOutlined />
                          </IconButton>
                        )}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
          </CardContent>
        </Card>
      )}
      <CreateGroupDialog
        open={creating}
        deviceId={deviceId}
        onClose={() => setCreating(false)}
        onCreated={() => {
          setCreating(false);
          void details.reload();
        }}
      />
      <MembersDialog
        group={membersOf}
        deviceId={deviceId}
        onClose={() => setMembersOf(null)}
        onChanged={() => void details.reload()}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={ui.deleteGroupTitle}
        text={deleting ? `${deleting.group_name}: ${ui.deleteGroupText}` : ''}
        confirmLabel={text.delete}
        destructive
        loading={removeGroup.loading}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </Box>
  );
}
