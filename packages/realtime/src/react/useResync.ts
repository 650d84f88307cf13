import { useContext, useEffect, useLayoutEffect, useRef } from 'react';
import { RealtimeContext } from './RealtimeContext';

/**
 * Calls `callback` after the connection comes back from a drop, once its subscriptions are in place:
 * refetch over REST whatever the missed messages would have updated.
 */
export function useResync(callback: () => void): void {
  const connection = useContext(RealtimeContext);
  const callbackRef = useRef(callback);
  useLayoutEffect(() => {
    callbackRef.current = callback;
  });

  useEffect(() => connection?.onResync(() => callbackRef.current()), [connection]);
}
