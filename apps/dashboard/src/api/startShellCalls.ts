import { DASHBOARD_PATH } from '@drisk/contract/client';
import type { StoredSession } from '../session/sessionStore';
import type { PrefetchedCalls } from './prefetchedCalls';

/** What the signed-in shell asks as it opens, whatever the screen: the devices, the broker, the bell. */
export const SHELL_CALLS = ['getAllDriskDevices', 'realtimeConfig', 'getNotificationCount'] as const;

/**
 * Starts the shell's first calls as the page's code starts (main.tsx), when the page opens signed in under
 * /dashboard: they then load beside the screen's code instead of after it, and the shell's first render has
 * its devices. The shell takes them from `prefetched` (see prefetchedCalls.ts). Nothing is asked while a
 * second factor must still be set up: the server answers nothing else until then.
 */
export function startShellCalls(prefetched: PrefetchedCalls, session: StoredSession, pathname: string): void {
  const underDashboard = pathname === DASHBOARD_PATH || pathname.startsWith(`${DASHBOARD_PATH}/`);
  if (!underDashboard || !session.token || session.twoFactorSetupRequired) return;
  for (const name of SHELL_CALLS) prefetched.prefetch(name);
}
