import { Link as RouterLink } from 'react-router';
import { Alert, Button, List, Skeleton } from '@mui/material';
import type { DeviceSettings } from '@drisk/contract';
import { HOME_TEXT, WIFI_PROFILES, screenPath } from '@drisk/contract/client';
import { useServerText, useText } from '@drisk/ui';
import { DetailRow } from '../shared/DetailRow';
import { HomeCard } from './HomeCard';

export interface WirelessCardProps {
  /** The device's settings (settings/getSettings); undefined before the first reply. */
  settings: DeviceSettings | undefined;
  loading: boolean;
  /** Why the settings could not be loaded, if they could not. */
  error?: string | null;
}

const bandLabel = (profile: string) =>
  WIFI_PROFILES.find((entry) => entry.value === profile)?.label ?? profile;

/** The Wi-Fi network the gateway offers: name, band, whether it is on, and how the gateway uses Wi-Fi. */
export function WirelessCard({ settings, loading, error }: WirelessCardProps) {
  const text = useText(HOME_TEXT);
  const serverText = useServerText();
  const onOff = (flag: number) => (flag === 1 ? text.on : text.off);
  return (
    <HomeCard
      title={text.wirelessTitle}
      busy={loading}
      action={
        <Button component={RouterLink} to={screenPath('settings')} size="small">
          {text.settingsButton}
        </Button>
      }
    >
      {settings ? (
        <List disablePadding aria-label={text.wirelessTitle}>
          <DetailRow label={text.ssid} value={settings.wifi_name_ssid} />
          <DetailRow label={text.wifiProfile} value={bandLabel(settings.wifi_profile)} />
          <DetailRow label={text.wifiServices} value={onOff(settings.wifi_service)} />
          {/* Wi-Fi Mode on means the gateway joins another network as a client (spec 2 §4). */}
          <DetailRow
            label={text.wifiMode}
            value={settings.wifi_mode === 1 ? text.wifiModeClient : text.wifiModeAccessPoint}
          />
          <DetailRow label={text.tethering} value={onOff(settings.ethernet_host)} />
        </List>
      ) : loading ? (
        <Skeleton variant="rounded" height={160} aria-label={text.loadingWireless} />
      ) : (
        <Alert severity="info">{error ? serverText(error) : text.wifiUnavailable}</Alert>
      )}
    </HomeCard>
  );
}
