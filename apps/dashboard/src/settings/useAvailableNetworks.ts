import { useCallback, useEffect, useRef, useState } from 'react';
import type { WifiNetwork } from '@drisk/contract';
import { isApiError } from '@drisk/data-provider';
import { useApi } from '../api/ApiProvider';

export interface AvailableNetworks {
  /** The networks of the last scan; null until the first answer. */
  networks: WifiNetwork[] | null;
  /** The message of the last answer: the empty-state text when no network was found (spec 2 §2). */
  message: string;
  /** The refusal of the last scan (e.g. the gateway did not answer), or null. */
  error: string | null;
  scanning: boolean;
  /** Scans again; the previous list stays shown meanwhile. */
  rescan: () => Promise<void>;
}

/**
 * GET settings/getAvailableWiFiNetworks/{device_id} when mounted and on rescan. Unlike useApiQuery it keeps
 * the reply's message, which the spec shows when the list is empty.
 */
export function useAvailableNetworks(deviceId: string): AvailableNetworks {
  const api = useApi();
  const [networks, setNetworks] = useState<WifiNetwork[] | null>(null);
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [scanning, setScanning] = useState(true);
  const current = useRef<AbortController | null>(null);

  const rescan = useCallback(async () => {
    current.current?.abort();
    const controller = new AbortController();
    current.current = controller;
    setScanning(true);
    try {
      const reply = await api.call(
        'getAvailableWiFiNetworks',
        { params: { id: deviceId } },
        { signal: controller.signal },
      );
      if (controller.signal.aborted) return;
      setNetworks(reply.result);
      setMessage(reply.message);
      setError(null);
    } catch (cause) {
      if (controller.signal.aborted) return;
      // A session expiry has its own dialog; other failures are shown where the list would be.
      if (isApiError(cause) && cause.isSessionExpired) setError(null);
      else setError(cause instanceof Error ? cause.message : String(cause));
    } finally {
      if (!controller.signal.aborted) setScanning(false);
    }
  }, [api, deviceId]);

  useEffect(() => {
    void rescan();
    return () => current.current?.abort();
  }, [rescan]);

  return { networks, message, error, scanning, rescan };
}
