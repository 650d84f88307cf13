import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { Box, Card, List, ListItem, ListItemButton, ListItemIcon, ListItemText, Stack } from '@mui/material';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { MORE_TEXT, UI_TEXT, screenPath } from '@drisk/contract/client';
import { DelayedSpinner, EmptyState, LoadError, useText } from '@drisk/ui';
import { useApiQuery } from '../api/useApiQuery';
import { useSession } from '../session/SessionProvider';
import { PRIVACY_NOTICE_URL } from '../shared/companyInfo';
import type { AboutUsState } from '../about/aboutUsState';
import { NewTabHint } from '../shared/NewTabHint';
import { DetailRow } from '../shared/DetailRow';
import { WifiCard } from './WifiCard';
import { ScreenHeader } from '../shared/ScreenHeader';

/** More (/dashboard/more): About Us, Privacy Notice, and the connected device's details and Wi-Fi. */
export function MorePage() {
  const { connectedDevice } = useSession();
  const navigate = useNavigate();
  const ui = useText(UI_TEXT);
  const text = useText(MORE_TEXT);
  const deviceId = connectedDevice?.device_id ?? '';
  const input = useMemo(() => ({ body: { device_id: deviceId } }), [deviceId]);
  const { data, error, loading, reload } = useApiQuery('getMoreDetails', input, {
    enabled: Boolean(deviceId),
  });
  const details = data?.[0];

  return (
    <Box component="section">
      <ScreenHeader />
      {!connectedDevice ? (
        <EmptyState title={ui.noDeviceConnected} />
      ) : (
        <Stack spacing={2} sx={{ maxWidth: 720 }}>
          {error && <LoadError message={error.message} onRetry={() => void reload()} />}
          {loading && !data && <DelayedSpinner label={text.loadingDetails} />}
          <Card>
            <List disablePadding aria-label={text.deviceInformation}>
              <ListItem divider disablePadding>
                <ListItemButton
                  onClick={() =>
                    void navigate(screenPath('aboutUs'), {
                      state: { version: details?.version } satisfies AboutUsState,
                    })
                  }
                >
                  <ListItemText primary={text.aboutUs} />
                  <ListItemIcon sx={{ minWidth: 0 }}>
                    <ChevronRightIcon />
                  </ListItemIcon>
                </ListItemButton>
              </ListItem>
              <ListItem divider disablePadding>
                <ListItemButton
                  component="a"
                  href={PRIVACY_NOTICE_URL}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  <ListItemText primary={text.privacyNotice} />
                  <NewTabHint />
                  <ListItemIcon sx={{ minWidth: 0 }}>
                    <OpenInNewIcon />
                  </ListItemIcon>
                </ListItemButton>
              </ListItem>
              <DetailRow label={text.manufacture} value={details?.manufacture} />
              <DetailRow label={text.model} value={details?.model} />
              <DetailRow label={text.serialNumber} value={details?.device_name} />
              <DetailRow label={text.softwareVersion} value={details?.version} />
            </List>
          </Card>
          <WifiCard ssid={details?.wifi_name_ssid ?? ''} password={details?.wifi_password ?? ''} />
        </Stack>
      )}
    </Box>
  );
}
