import { useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { Box, Button, Card, IconButton, List, Tooltip, Typography } from '@mui/material';
import ArrowBack from '@mui/icons-material/ArrowBack';
import EditOutlined from '@mui/icons-material/EditOutlined';
import DevicesOther from '@mui/icons-material/DevicesOther';
import { IOT_DETAILS_TEXT, UI_TEXT, can, screenPath } from '@drisk/contract/client';
import { EmptyState, useText } from '@drisk/ui';
import { useSession } from '../session/SessionProvider';
import { DetailRow } from '../shared/DetailRow';
import { IssuesCard } from './IssuesCard';
import { RenameDeviceDialog } from './RenameDeviceDialog';
import { backPath } from './backPath';
import { readIotDetailsState, type IotDetailsState } from './iotDetailsState';
import { ScreenHeader } from '../shared/ScreenHeader';

/**
 * IoT Device Details (/dashboard/iotdetails, spec 2): one endpoint device of the connected gateway, passed
 * in the navigation state by Home or the map: its name (renamable), IP and MAC addresses and its issue log.
 */
export function IotDetailsPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const ui = useText(UI_TEXT);
  const text = useText(IOT_DETAILS_TEXT);
  const { connectedDevice, roleId } = useSession();
  const opened = readIotDetailsState(location.state);
  const [renameOpen, setRenameOpen] = useState(false);
  const back = backPath(opened?.from);

  const header = (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
      <Tooltip title={text.back}>
        <IconButton component={RouterLink} to={back} aria-label={text.back} edge="start" sx={{ mt: 0.25 }}>
          <ArrowBack />
        </IconButton>
      </Tooltip>
      <ScreenHeader sx={{ flex: 1 }} />
    </Box>
  );

  if (!opened || !connectedDevice) {
    return (
      <Box component="section">
        {header}
        <EmptyState
          icon={<DevicesOther />}
          title={connectedDevice ? text.noDeviceChosen : ui.noDeviceConnectedTitle}
          description={text.noDeviceChosenText}
          action={
            <Button component={RouterLink} to={screenPath('home')} variant="contained">
              {text.goHome}
            </Button>
          }
        />
      </Box>
    );
  }

  const { endpoint } = opened;
  // The new name goes into the history entry too, so a reload or a Back/Forward shows it.
  const handleRenamed = (name: string) => {
    const state: IotDetailsState = { ...opened, endpoint: { ...endpoint, name } };
    void navigate(location.pathname, { replace: true, state });
  };

  return (
    <Box component="section" sx={{ display: 'grid', gap: { xs: 2, md: 3 } }}>
      {header}
      <Card>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, pt: 2, minWidth: 0 }}>
          <Typography component="h2" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
            {endpoint.name}
          </Typography>
          {/* A Guest may not rename (the server refuses it too). */}
          {can(roleId, 'iotRename') && (
            <IconButton aria-label={text.renameButton} size="small" onClick={() => setRenameOpen(true)}>
              <EditOutlined fontSize="small" />
            </IconButton>
          )}
        </Box>
        {/* The card's edge closes the last row: no divider and no padding under it. */}
        <List aria-label={text.addresses} disablePadding sx={{ '& > li:last-of-type': { borderBottom: 0 } }}>
          <DetailRow label={text.ipAddress} value={endpoint.ip_address} />
          <DetailRow label={text.mac} value={endpoint.mac_address} />
        </List>
      </Card>
      <IssuesCard deviceId={connectedDevice.device_id} endpoint={endpoint} />
      <RenameDeviceDialog
        open={renameOpen}
        deviceId={connectedDevice.device_id}
        endpoint={endpoint}
        onRenamed={handleRenamed}
        onClose={() => setRenameOpen(false)}
      />
    </Box>
  );
}
