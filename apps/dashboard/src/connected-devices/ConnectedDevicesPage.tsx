import { Box } from '@mui/material';
import { UI_TEXT } from '@drisk/contract/client';
import { EmptyState, EndpointList, LoadError, useText } from '@drisk/ui';
import { useApiQuery } from '../api/useApiQuery';
import { useSession } from '../session/SessionProvider';
import { ScreenHeader } from '../shared/ScreenHeader';

/**
 * Connected Devices (/dashboard/connectedDevices): the endpoints online on the connected gateway with the
 * hours each has been connected and the data it used since (the spec shows fixed sample values here;
 * we show the real ones).
 */
export function ConnectedDevicesPage() {
  const { connectedDevice } = useSession();
  const ui = useText(UI_TEXT);
  const { data, error, loading, reload } = useApiQuery(
    'getConnectedDevices',
    { body: { device_id: connectedDevice?.device_id ?? '' } },
    { enabled: connectedDevice !== null },
  );
  return (
    <Box component="section">
      <ScreenHeader />
      {!connectedDevice && <EmptyState title={ui.noDeviceConnected} />}
      {error && <LoadError message={error.message} onRetry={() => void reload()} />}
      {connectedDevice && !error && (
        <EndpointList
          title={ui.connectedDevicesTitle}
          variant="connected"
          endpoints={data ?? []}
          loading={loading && !data}
          emptyText={ui.noDataAvailable}
          sx={{ maxWidth: 720 }}
        />
      )}
    </Box>
  );
}
