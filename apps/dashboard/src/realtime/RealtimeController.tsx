import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { RealtimeProvider, useResync, useUserChannel, type RealtimeConnection } from '@drisk/realtime';
import { useSession } from '../session/SessionProvider';
import { useNotificationCount } from './useNotificationCount';
import { useRealtimeUrl } from './useRealtimeUrl';
import { createReasonBatcher } from './reasonBatcher';
import {
  RefetchSignalContext,
  createRefetchSignal,
  type RefetchReason,
  type RefetchSignal,
} from './refetchSignal';

/** Messages that arrive this close together are answered with one round of refetching. */
const REFETCH_BATCH_MS = 250;

export interface RealtimeControllerProps {
  /** A connection to use instead of the broker's (tests pass `createFakeRealtimeConnection()`). */
  connection?: RealtimeConnection;
  children: ReactNode;
}

/**
 * The shell's one realtime connection, headless: asks realtime/config where the broker is, connects as the
 * signed-in user (user id and session token), and turns what the user's topic says into refetches instead of
 * the spec's page reload: the devices, the bell's count and every open screen (`useRefetchSignal`). After a
 * reconnect it does the same, since messages may have been missed. Mounted once, inside the lazily loaded
 * shell, so the sign-in page never loads mqtt.js.
 */
export function RealtimeController({ connection, children }: RealtimeControllerProps) {
  const { token, user } = useSession();
  const url = useRealtimeUrl(connection === undefined && token !== null);
  const [signal] = useState(createRefetchSignal);
  // Without a URL (not known yet, or the api has no broker) nobody is signed in as far as realtime goes.
  const userId = url !== null || connection ? (user?.user_id ?? null) : null;

  return (
    <RealtimeProvider url={url ?? ''} userId={userId} token={token} connection={connection}>
      <RefetchSignalContext.Provider value={signal}>
        <RealtimeRefetch signal={signal} userId={userId} />
        {children}
      </RefetchSignalContext.Provider>
    </RealtimeProvider>
  );
}

function RealtimeRefetch({ signal, userId }: { signal: RefetchSignal; userId: number | null }) {
  const { refreshDevices } = useSession();
  const { reload: reloadCount } = useNotificationCount();
  const refetch = useRef((reasons: ReadonlySet<RefetchReason>) => void reasons);
  useLayoutEffect(() => {
    refetch.current = (reasons) => {
      // Failures stay quiet: session expiry has its own dialog, and the count and screens poll again.
      refreshDevices().catch(() => undefined);
      void reloadCount();
      signal.emit(reasons);
    };
  });
  const [batcher] = useState(() =>
    createReasonBatcher(REFETCH_BATCH_MS, (reasons) => refetch.current(reasons)),
  );
  useEffect(() => () => batcher.cancel(), [batcher]);

  useUserChannel(userId, (message) => batcher.add(message.module));
  useResync(() => batcher.add('resync'));
  return null;
}
