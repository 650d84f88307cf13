import { useContext, useEffect, useLayoutEffect, useRef } from 'react';
import { RefetchSignalContext, type RefetchReason } from './refetchSignal';

/**
 * Calls `onRefetch` when the screen's data may have changed on the server: a message on the user's realtime
 * topic (one call per burst of messages) or a reconnect. `reasons` narrows it down, e.g. Alerts passes
 * `['notifications', 'resync']`; by default every reason counts. This replaces the spec's page reload.
 */
export function useRefetchSignal(onRefetch: () => void, reasons?: readonly RefetchReason[]): void {
  const signal = useContext(RefetchSignalContext);
  const latest = useRef({ onRefetch, reasons });
  useLayoutEffect(() => {
    latest.current = { onRefetch, reasons };
  });

  useEffect(
    () =>
      signal?.subscribe((fired) => {
        const wanted = latest.current.reasons;
        if (!wanted || wanted.some((reason) => fired.has(reason))) latest.current.onRefetch();
      }),
    [signal],
  );
}
