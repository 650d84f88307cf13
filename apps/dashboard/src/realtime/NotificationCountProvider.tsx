import type { ReactNode } from 'react';
import { NotificationCountContext } from './notificationCountContext';
import { usePolledNotificationCount } from './usePolledNotificationCount';

/** Mounted once by the shell, so every screen sees and refreshes the same count as the bell. */
export function NotificationCountProvider({ children }: { children: ReactNode }) {
  const value = usePolledNotificationCount(true);
  return <NotificationCountContext.Provider value={value}>{children}</NotificationCountContext.Provider>;
}
