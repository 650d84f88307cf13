import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import {
  connectChat,
  type ChatConnectOptions,
  type ChatConnection,
  type ChatSnapshot,
} from '../chat/ChatConnection';

export interface ChatRoom extends ChatSnapshot {
  send: ChatConnection['send'];
  loadOlder: ChatConnection['loadOlder'];
}

const IDLE: ChatSnapshot = { state: 'idle', joined: false, messages: [], hasOlder: false, closedReason: null };

/**
 * One chat room for a screen: connects when url, token, room and username are all known, closes on
 * leaving, and tries again at once when the browser comes back online or the tab becomes visible.
 * `onError` may change between renders without reconnecting.
 */
export function useChatRoom(
  options: Omit<ChatConnectOptions, 'url' | 'token'> & { url: string | null; token: string | null },
): ChatRoom {
  const { url, token, room, username, createSocket, createClientId } = options;
  const onError = useRef(options.onError);
  useEffect(() => {
    onError.current = options.onError;
  });
  const [connection, setConnection] = useState<ChatConnection | null>(null);

  useEffect(() => {
    if (!url || !token || !room || !username) return;
    const chat = connectChat({
      url,
      token,
      room,
      username,
      createSocket,
      createClientId,
      onError: (message) => onError.current?.(message),
    });
    setConnection(chat);
    const wake = () => {
      if (document.visibilityState === 'visible') chat.wake();
    };
    window.addEventListener('online', wake);
    document.addEventListener('visibilitychange', wake);
    return () => {
      window.removeEventListener('online', wake);
      document.removeEventListener('visibilitychange', wake);
      chat.close();
      setConnection(null);
    };
  }, [url, token, room, username, createSocket, createClientId]);

  const subscribe = useCallback(
    (listener: () => void) => (connection ? connection.subscribe(listener) : () => {}),
    [connection],
  );
  const getSnapshot = useCallback(() => connection?.getSnapshot() ?? IDLE, [connection]);
  const snapshot = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  const send = useCallback<ChatConnection['send']>((msg) => connection?.send(msg), [connection]);
  const loadOlder = useCallback(() => connection?.loadOlder() ?? Promise.resolve(), [connection]);
  return { ...snapshot, send, loadOlder };
}
