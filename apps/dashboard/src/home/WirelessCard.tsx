import { Link as RouterLink } from 'react-router';
import { Alert, Button, List, Skeleton } from '@mui/material';
import type { DeviceSettings } from '@drisk/contract';
import { WIFI_PROFILES, screenPath } from '@drisk/contract/client';
import { DetailRow } from '../shared/DetailRow';
import { HomeCard } from './HomeCard';

export interface WirelessCardProps {
  /** The device's settings (settings/getSettings); undefined before the first reply. */
  settings: DeviceSettings | undefined;
  loading: boolean;
  /** Why the settings could not be loaded, if they could not. */
  error?: string | null;
}

const onOff = (flag: number) => (flag === 1 ? 'On' : 'Off');
const bandLabel = (profile: string) =>
  WIFI_PROFILES.find((entry) => entry.value === profile)?.label ?? profile;

/** The Wi-Fi network the gateway offers: name, band, whether it is on, and how the gateway uses Wi-Fi. */
export function WirelessCard({ settings, loading, error }: WirelessCardProps) {
  return (
    <HomeCard
      title="Wireless Networks"
      busy={loading}
      action={
        <Button component={RouterLink} to={screenPath('settings')} size="small">
          Settings
        </Button>
      }
    >
      {settings ? (
        <List disablePadding aria-label="Wireless Networks">
          <DetailRow label="Network name (SSID)" value={settings.wifi_name_ssid} />
          <DetailRow label="Wi-Fi profile" value={bandLabel(settings.wifi_profile)} />
          <DetailRow label="Wi-Fi Services" value={onOff(settings.wifi_service)} />
          {/* Wi-Fi Mode on means the gateway joins another network as a client (spec 2 §4). */}
          <DetailRow label="Wi-Fi Mode" value={settings.wifi_mode === 1 ? 'Client' : 'Access point'} />
          <DetailRow label="Network Tethering" value={onOff(settings.ethernet_host)} />
        </List>
      ) : loading ? (
        <Skeleton variant="rounded" height={160} aria-label="Loading wireless networks" />
      ) : (
        <Alert severity="info">{error ?? 'The Wi-Fi settings are not available.'}</Alert>
      )}
    </HomeCard>
  );
}
