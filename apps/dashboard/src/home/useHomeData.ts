import { useCallback, useMemo } from 'react';
import type { Network } from '@drisk/contract';
import { DASHBOARD_REFRESH_MS, SERVER } from '@drisk/contract/client';
import { useApiQuery } from '../api/useApiQuery';
import { useRefetchSignal } from '../realtime/useRefetchSignal';
import type { DashboardView } from './dashboardRange';
import { settingsRequest, usageRequest } from './homeRequests';
import { usePolling } from './usePolling';

/**
 * Everything Home shows for one device, view and network: the usage graph, the bandwidth and endpoint
 * lists, and the device's settings (for the Internet and Wireless Networks cards). Fetched again every 30 s,
 * when the server signals a change on the user's realtime topic, and after a reconnect.
 */
export function useHomeData(deviceId: string, view: DashboardView, network: Network) {
  const request = useMemo(() => usageRequest(deviceId, view, network), [deviceId, network, view]);
  // Transitions: each answer re-renders most of Home, which React then renders in slices (see useApiQuery).
  const graph = useApiQuery('getDashboardGraph', request, { transition: true });
  const dashboard = useApiQuery('getDashboardData', request, { transition: true });
  const settings = useApiQuery('getSettings', settingsRequest(deviceId), { transition: true });

  const { reload: reloadGraph } = graph;
  const { reload: reloadDashboard } = dashboard;
  const { reload: reloadSettings } = settings;
  /** Graph and endpoints: after a block or an unblock. */
  const reloadUsage = useCallback(() => {
    void reloadGraph();
    void reloadDashboard();
  }, [reloadGraph, reloadDashboard]);
  const reloadAll = useCallback(() => {
    reloadUsage();
    void reloadSettings();
  }, [reloadUsage, reloadSettings]);

  usePolling(reloadAll, DASHBOARD_REFRESH_MS);
  useRefetchSignal(reloadAll);

  // 'No information available' hides the chart (spec 1 §8), whether it comes as a refusal or with no data.
  const noGraphData = graph.error?.message === SERVER.noInformation;
  return {
    graph: {
      points: noGraphData ? [] : (graph.data?.data ?? []),
      loading: graph.loading && graph.data === undefined && !noGraphData,
      error: noGraphData ? null : graph.error,
      reload: reloadGraph,
    },
    dashboard,
    settings: { ...settings, data: settings.data?.[0] },
    reloadUsage,
  };
}
