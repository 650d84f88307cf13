import { useCallback, useContext, useSyncExternalStore } from 'react';
import type { ConnectionState } from '../connection/ConnectionState';
import { RealtimeContext } from './RealtimeContext';

/** The state of the tab's realtime connection, for the shell's online/offline indicator. 'idle' when signed out. */
export function useConnectionState(): ConnectionState {
  const connection = useContext(RealtimeContext);
  const subscribe = useCallback(
    (listener: () => void) => (connection ? connection.subscribeState(listener) : () => {}),
    [connection],
  );
  const getSnapshot = useCallback((): ConnectionState => connection?.getSnapshot() ?? 'idle', [connection]);
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
