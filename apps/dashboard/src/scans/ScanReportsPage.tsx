import { useParams } from 'react-router';
import { Box, Stack, Typography } from '@mui/material';
import { SCAN_TEXT, UI_TEXT } from '@drisk/contract/client';
import { DelayedSpinner, EmptyState, LoadError, useText } from '@drisk/ui';
import { useSession } from '../session/SessionProvider';
import { ScreenHeader } from '../shared/ScreenHeader';
import { ScanReportsSection } from './ScanReportsSection';
import { useScanDetails } from './useScanDetails';

/** Scan Reports (/dashboard/reports/{id}): the runs of one scan with their reports (spec 2 §2). */
export function ScanReportsPage() {
  const { id = '' } = useParams();
  const ui = useText(UI_TEXT);
  const text = useText(SCAN_TEXT);
  const { connectedDevice, roleId } = useSession();
  const deviceId = connectedDevice?.device_id ?? null;
  const { data, error, loading, reload } = useScanDetails(id, deviceId);

  return (
    <Box component="section">
      <ScreenHeader />
      {!deviceId ? (
        <EmptyState title={ui.noDeviceConnected} />
      ) : (
        <>
          {error && <LoadError message={error.message} onRetry={() => void reload()} />}
          {loading && !data && <DelayedSpinner label={text.loadingReports} />}
          {data && (
            <Stack spacing={2}>
              <Typography variant="subtitle1" component="p" sx={{ overflowWrap: 'anywhere' }}>
                {data.scan_name}
              </Typography>
              <ScanReportsSection reports={data.reports} roleId={roleId} onDeleted={reload} />
            </Stack>
          )}
        </>
      )}
    </Box>
  );
}
