import { useContext } from 'react';
import { NotificationCountContext } from './notificationCountContext';
import { usePolledNotificationCount, type NotificationCount } from './usePolledNotificationCount';

export type { NotificationCount } from './usePolledNotificationCount';

/**
 * `{ count, reload }` of the notifications waiting for an answer, polled every 30 s. Inside the shell this
 * is the bell's own count, so `reload()` after answering a notification updates the bell. Outside it (a
 * screen rendered alone, in a test) the hook polls by itself.
 */
export function useNotificationCount(): NotificationCount {
  const shared = useContext(NotificationCountContext);
  const own = usePolledNotificationCount(shared === null);
  return shared ?? own;
}
