import { createContext } from 'react';
import type { NotificationCount } from './usePolledNotificationCount';

/** The shell's one polled count, shared by the bell and the Alerts screen. */
export const NotificationCountContext = createContext<NotificationCount | null>(null);
