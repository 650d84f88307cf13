import { useContext, useEffect, useLayoutEffect, useRef } from 'react';
import type { MessageHandler } from '../connection/RealtimeConnection';
import { RealtimeContext } from './RealtimeContext';

/**
 * Calls `onMessage` with every JSON message on `topic` (null subscribes to nothing). The subscription
 * follows the connection and the topic only: a new `onMessage` on each render is used without resubscribing.
 */
export function useRealtimeTopic(topic: string | null, onMessage: MessageHandler): void {
  const connection = useContext(RealtimeContext);
  const onMessageRef = useRef(onMessage);
  useLayoutEffect(() => {
    onMessageRef.current = onMessage;
  });

  useEffect(() => {
    if (!connection || topic === null) return undefined;
    return connection.subscribe(topic, (message, messageTopic) =>
      onMessageRef.current(message, messageTopic),
    );
  }, [connection, topic]);
}
