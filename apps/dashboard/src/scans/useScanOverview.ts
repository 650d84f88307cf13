import { useMemo, useState } from 'react';
import type { ScanOverview, ScanRow } from '@drisk/contract';
import { SCAN_STATUS, SCAN_UPDATE_MODULES, isScanUpdateMessage } from '@drisk/contract/client';
import type { ApiError } from '@drisk/data-provider';
import { useDeviceChannel } from '@drisk/realtime';
import { useApiQuery } from '../api/useApiQuery';
import { useRefetchSignal } from '../realtime/useRefetchSignal';

/** What the device's live messages changed in a row since the last load. */
type LivePatch = Partial<Pick<ScanRow, 'severity' | 'status'>>;

export interface ScanOverviewState {
  overview: ScanOverview | undefined;
  /** The scans, with the severity and status the gateway published since they were loaded. */
  scans: ScanRow[];
  loading: boolean;
  error: ApiError | null;
  reload: () => Promise<void>;
}

/** A finished run changes more than its status (the reports count, the next run): the list is loaded again. */
const isFinal = (status: string) => status === SCAN_STATUS.done || status.startsWith(SCAN_STATUS.stopped);

/**
 * user/getVulnerabilityScanning of a device, kept live: while the screen is open it listens to
 * `{device_id}/device/app`, and a scan update whose unique_id names a row sets that row's severity
 * (module scan_severity) or status (any other module), without reloading (spec 2 §4 live updates).
 */
export function useScanOverview(deviceId: string | null): ScanOverviewState {
  const input = useMemo(() => ({ body: { device_id: deviceId ?? '' } }), [deviceId]);
  const query = useApiQuery('getVulnerabilityScanning', input, { enabled: Boolean(deviceId) });
  // Kept across reloads: a reload may answer before the api has stored what the gateway just published.
  // Every later change comes with its own message, so a patch is never older than the row it covers.
  const [live, setLive] = useState<{ deviceId: string | null; patches: Map<string, LivePatch> }>({
    deviceId,
    patches: new Map(),
  });
  const patches = live.deviceId === deviceId ? live.patches : new Map<string, LivePatch>();

  useDeviceChannel(deviceId, (message) => {
    if (!isScanUpdateMessage(message)) return;
    const { unique_id, value } = message.result;
    const field = message.module === SCAN_UPDATE_MODULES.severity ? 'severity' : 'status';
    setLive((current) => {
      const next = new Map(current.deviceId === deviceId ? current.patches : undefined);
      next.set(unique_id, { ...next.get(unique_id), [field]: value });
      return { deviceId, patches: next };
    });
    const known = query.data?.reports.some((row) => row.unique_id === unique_id);
    if (field === 'status' && known && isFinal(value)) void query.reload();
  });

  // A scan another user of the gateway made, changed or deleted (the api tells every user's apps), or what
  // a reconnect may have missed.
  useRefetchSignal(() => void query.reload(), ['devices', 'resync']);

  const scans = useMemo(
    () => (query.data?.reports ?? []).map((row) => ({ ...row, ...patches.get(row.unique_id) })),
    [query.data, patches],
  );
  return { overview: query.data, scans, loading: query.loading, error: query.error, reload: query.reload };
}
