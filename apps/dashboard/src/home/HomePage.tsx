import { Link as RouterLink } from 'react-router';
import { Box, Link } from '@mui/material';
import RouterOutlined from '@mui/icons-material/RouterOutlined';
import { UI_TEXT, screenPath } from '@drisk/contract/client';
import { useDeviceChannel } from '@drisk/realtime';
import { BatteryIcon, EmptyState } from '@drisk/ui';
import { useSession } from '../session/SessionProvider';
import { HomeDashboard } from './HomeDashboard';
import { ScreenHeader } from '../shared/ScreenHeader';

/**
 * Home (/dashboard/home, spec 1 §2.5): the connected device with its live battery, its data usage for the
 * chosen period and network, and the endpoint devices connected to or blocked on it.
 */
export function HomePage() {
  const { connectedDevice } = useSession();
  // The gateway publishes its battery on {device_id}/device/app; unknown until the first message.
  const { battery } = useDeviceChannel(connectedDevice?.device_id ?? null);

  return (
    <Box component="section">
      <ScreenHeader actions={connectedDevice ? <BatteryIcon value={battery} showLabel /> : undefined} />
      {connectedDevice ? (
        // Keyed by device: a switch starts from the default view instead of showing the other device's data.
        <HomeDashboard key={connectedDevice.device_id} deviceId={connectedDevice.device_id} />
      ) : (
        <EmptyState
          title={UI_TEXT.noDeviceConnectedTitle}
          icon={<RouterOutlined />}
          description={
            <>
              Usage and endpoint devices appear here once one of your gateways is connected. Choose one under{' '}
              <Link component={RouterLink} to={screenPath('switchDevices')}>
                Switch Device
              </Link>
              .
            </>
          }
        />
      )}
    </Box>
  );
}
