import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import StorageOutlined from '@mui/icons-material/StorageOutlined';
import { ROLE, STORAGE_TEXT, UI_TEXT, screenPath } from '@drisk/contract/client';
import { EmptyState, LoadError, StorageDonut, useFormatters, useText } from '@drisk/ui';
import { ScreenHeader } from '../shared/ScreenHeader';
import { useSharingDevices } from './useSharingDevices';

/**
 * Data Sharing (/dashboard/dataSharing, spec 3 §2.3): the device dropdown, the cloud storage donut with the
 * plan in its tooltip (a click opens the cloud browser), 'Upgrade' for the Owner, and for the Owner the
 * gateway's external drives (a click opens the gateway browser on that drive).
 */
export function DataSharingPage() {
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<string | null>(null);
  const sharing = useSharingDevices(chosen);
  const ui = useText(UI_TEXT);
  const text = useText(STORAGE_TEXT);
  const { wireDate } = useFormatters();
  const { devices, device } = sharing;
  const owner = device?.role_id === ROLE.Owner;

  if (!sharing.connectedId) {
    return (
      <Box component="section">
        <ScreenHeader />
        <EmptyState title={ui.noDeviceConnected} />
      </Box>
    );
  }

  const openGateway = (mountpoint: string) =>
    device && void navigate(screenPath('mqttFileSharing', {}, { device_id: device.device_id, mountpoint }));

  return (
    <Box component="section" sx={{ minWidth: 0 }}>
      <ScreenHeader />
      <Button component={RouterLink} to={screenPath('trusted')} startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
        {text.backToCotGroups}
      </Button>
      <TextField
        select
        fullWidth
        label={text.selectDevice}
        value={device?.device_id ?? ''}
        disabled={sharing.loading && devices.length === 0}
        onChange={(event) => setChosen(event.target.value)}
        sx={{ maxWidth: 360, mb: 3, display: 'flex' }}
        slotProps={{
          select: {
            displayEmpty: true,
            renderValue: (value) =>
              devices.find((item) => item.device_id === value)?.device_name ??
              (sharing.loading ? text.loading : ''),
          },
        }}
      >
        {devices.map((item) => (
          <MenuItem key={item.device_id} value={item.device_id}>
            {item.device_name}
          </MenuItem>
        ))}
      </TextField>
      {sharing.error ? (
        <LoadError message={sharing.error.message} onRetry={() => void sharing.reload()} />
      ) : null}
      {sharing.loading && !device ? (
        <StorageDonut label={text.cloudStorage} used={0} total={0} loading />
      ) : null}
      {device ? (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          <Card variant="outlined">
            <CardContent sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}>
              <Typography variant="h6" component="h2" sx={{ alignSelf: 'flex-start' }}>
                {text.cloudStorage}
              </Typography>
              <StorageDonut
                label={device.device_name}
                used={device.used}
                total={device.total}
                tooltip={`${text.currentPlan}: ${device.current_plan}${device.expire_date ? ` · ${text.expiryDate}: ${wireDate(device.expire_date)}` : ''}`}
                onClick={() => void navigate(screenPath('fileSharing', {}, { device_id: device.device_id }))}
              />
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {text.currentPlan}: {device.current_plan}
                {device.expire_date ? ` · ${text.expiryDate}: ${wireDate(device.expire_date)}` : ''}
              </Typography>
              {owner ? (
                <Button
                  component={RouterLink}
                  to={screenPath('upgradePlan')}
                  state={{ device_id: device.device_id }}
                  variant="contained"
                >
                  {text.upgrade}
                </Button>
              ) : null}
            </CardContent>
          </Card>
          {device.localStorageServer ? (
            <Card variant="outlined">
              <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
                <Typography variant="h6" component="h2">
                  {text.externalDriveTitle}
                </Typography>
                <Button
                  variant="outlined"
                  startIcon={<StorageOutlined />}
                  onClick={() => openGateway(device.device_id)}
                  sx={{ alignSelf: 'flex-start' }}
                >
                  {text.internalStorage}
                </Button>
                {owner ? (
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
                    {device.external_drive.map((drive) => (
                      <StorageDonut
                        key={drive.device_id}
                        size={120}
                        label={drive.device_name}
                        used={drive.used}
                        total={drive.total}
                        onClick={() => openGateway(drive.device_id)}
                      />
                    ))}
                  </Box>
                ) : null}
              </CardContent>
            </Card>
          ) : null}
        </Box>
      ) : null}
    </Box>
  );
}
