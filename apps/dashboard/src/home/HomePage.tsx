import { Link as RouterLink } from 'react-router';
import { Box, Link } from '@mui/material';
import RouterOutlined from '@mui/icons-material/RouterOutlined';
import { HOME_TEXT, UI_TEXT, screenPath } from '@drisk/contract/client';
import { useDeviceChannel } from '@drisk/realtime';
import { BatteryIcon, EmptyState, useText } from '@drisk/ui';
import { useSession } from '../session/SessionProvider';
import { HomeDashboard } from './HomeDashboard';
import { ScreenHeader } from '../shared/ScreenHeader';

/**
 * Home (/dashboard/home, spec 1 §2.5): the connected device with its live battery, its data usage for the
 * chosen period and network, and the endpoint devices connected to or blocked on it.
 */
export function HomePage() {
  const { connectedDevice } = useSession();
  const text = useText(HOME_TEXT);
  const ui = useText(UI_TEXT);

  return (
    <Box component="section">
      <ScreenHeader
        actions={connectedDevice ? <LiveBattery deviceId={connectedDevice.device_id} /> : undefined}
      />
      {connectedDevice ? (
        // Keyed by device: a switch starts from the default view instead of showing the other device's data.
        <HomeDashboard key={connectedDevice.device_id} deviceId={connectedDevice.device_id} />
      ) : (
        <EmptyState
          title={ui.noDeviceConnectedTitle}
          icon={<RouterOutlined />}
          description={
            <>
              {text.noDeviceBefore}{' '}
              <Link component={RouterLink} to={screenPath('switchDevices')}>
                {text.noDeviceLink}
              </Link>
              .
            </>
          }
        />
      )}
    </Box>
  );
}

/**
 * The device's battery as the gateway publishes it on {device_id}/device/app, unknown until the first
 * message. A component of its own, so that a battery message re-renders the icon, not the whole of Home.
 */
function LiveBattery({ deviceId }: { deviceId: string }) {
  const { battery } = useDeviceChannel(deviceId);
  return <BatteryIcon value={battery} showLabel />;
}
