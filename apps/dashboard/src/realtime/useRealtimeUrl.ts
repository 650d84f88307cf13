import { useEffect } from 'react';
import { useStartupCalls } from '../api/ApiProvider';
import { useApiQuery } from '../api/useApiQuery';

/** After a failed realtime/config call, ask again this much later (the api may be restarting). */
const CONFIG_RETRY_MS = 15_000;

/**
 * The broker's MQTT-over-WebSocket URL from GET realtime/config, or null until it is known. A failure is
 * retried every 15 s; until then the dashboard works without live updates (the screens still poll).
 */
export function useRealtimeUrl(enabled: boolean): string | null {
  const startup = useStartupCalls();
  // The first answer may be on its way already (startShellCalls).
  const { data, error, reload } = useApiQuery('realtimeConfig', undefined, {
    enabled,
    takeFirst: () => startup.take('realtimeConfig'),
  });

  useEffect(() => {
    if (!enabled || !error) return undefined;
    const timer = setTimeout(() => void reload(), CONFIG_RETRY_MS);
    return () => clearTimeout(timer);
  }, [enabled, error, reload]);

  return enabled ? (data?.ws_url ?? null) : null;
}
