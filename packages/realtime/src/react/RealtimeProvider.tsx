import { startTransition, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { connectRealtime, type RealtimeConnection } from '../connection/RealtimeConnection';
import { RealtimeContext } from './RealtimeContext';

export interface RealtimeProviderProps {
  /** The broker's MQTT-over-WebSocket URL: the `ws_url` of the `realtimeConfig` route. */
  url: string;
  /** The signed-in user's id (the MQTT user name), or null when signed out. */
  userId: number | null;
  /** The session token (the MQTT password), or null when signed out. Read again at every reconnect. */
  token: string | null;
  /**
   * A connection to provide instead of opening one, for tests and Storybook (see
   * `createFakeRealtimeConnection`). It is provided only while userId and token are set, and the provider
   * never releases it.
   */
  connection?: RealtimeConnection;
  children: ReactNode;
}

/**
 * Holds the tab's realtime connection for the signed-in user: it connects when `userId` and `token` are set,
 * and releases the connection on sign-out, on a change of user or url, and on unmount.
 * Mount it once, above every screen that uses the realtime hooks.
 */
export function RealtimeProvider({ url, userId, token, connection, children }: RealtimeProviderProps) {
  const signedIn = userId !== null && Boolean(token);
  const [opened, setOpened] = useState<RealtimeConnection | null>(null);

  // The connection asks for the password at each attempt: it gets the newest token, not the one it began with.
  const tokenRef = useRef(token);
  useLayoutEffect(() => {
    tokenRef.current = token;
  }, [token]);

  useEffect(() => {
    if (!signedIn || userId === null || connection) return undefined;
    const handle = connectRealtime({ url, username: String(userId), getPassword: () => tokenRef.current });
    // A transition: every screen's realtime hooks re-render with the new connection, which from an effect
    // would be one unsliced render of the whole open screen (all of Home) on a phone.
    startTransition(() => setOpened(handle));
    return () => {
      handle.release();
      setOpened(null);
    };
  }, [url, userId, signedIn, connection]);

  const provided = signedIn ? (connection ?? opened) : null;

  // A new token may be what a refused connection waits for.
  const lastToken = useRef(token);
  useEffect(() => {
    if (token === lastToken.current) return;
    lastToken.current = token;
    if (token) provided?.credentialsChanged();
  }, [provided, token]);

  return <RealtimeContext.Provider value={provided}>{children}</RealtimeContext.Provider>;
}
