import { useMemo } from 'react';
import { isScanUpdateMessage } from '@drisk/contract/client';
import { useDeviceChannel } from '@drisk/realtime';
import { useApiQuery } from '../api/useApiQuery';

/**
 * user/getScanDetails/{id}, loaded again whenever the device publishes an update of this scan, so a run's
 * row in Scan Reports follows its progress while the screen is open.
 */
export function useScanDetails(uniqueId: string, deviceId: string | null) {
  const input = useMemo(() => ({ params: { id: uniqueId } }), [uniqueId]);
  const query = useApiQuery('getScanDetails', input, { enabled: uniqueId !== '' });
  useDeviceChannel(deviceId, (message) => {
    if (isScanUpdateMessage(message) && message.result.unique_id === uniqueId) void query.reload();
  });
  return query;
}
