import type { RouteName, RouteResult } from '@drisk/contract';
import { isDashboardPath } from '@drisk/contract/client';
import type { ApiClient, ApiReply, Routes } from '@drisk/data-provider';
import type { StoredSession } from '../session/sessionStore';

/** What the signed-in shell asks as it opens, whatever the screen: the devices, the broker, the bell. */
export const SHELL_CALLS = ['getAllDriskDevices', 'realtimeConfig', 'getNotificationCount'] as const;
export type ShellCall = (typeof SHELL_CALLS)[number];

type ShellReply<N extends RouteName> = Promise<ApiReply<RouteResult<Routes[N]>>>;

/** The shell's calls started with the page, each taken once by the shell's own consumer. */
export interface StartupCalls {
  /**
   * The reply of a call started with the page, taken: the next ask goes to the server. Undefined when none
   * was started, it was taken, or the session is no longer the one that started it (signed out and in).
   */
  take<N extends ShellCall>(name: N): ShellReply<N> | undefined;
}

export const NO_STARTUP_CALLS: StartupCalls = { take: () => undefined };

/**
 * Starts the shell's first calls as the page's code starts (main.tsx), when the page opens signed in under
 * /dashboard: they then load beside the screen's code instead of after it, and the shell's first render has
 * its devices. Only the shell takes them (SessionProvider, the bell's poll, useRealtimeUrl), however late:
 * on a slow phone the shell may render seconds after the start. Nothing is asked while a second factor must
 * still be set up: the server answers nothing else until then.
 */
export function startShellCalls(
  call: ApiClient['call'],
  session: StoredSession,
  pathname: string,
  currentToken: () => string | null,
): StartupCalls {
  const { token } = session;
  if (!isDashboardPath(pathname) || !token || session.twoFactorSetupRequired) return NO_STARTUP_CALLS;
  const replies = new Map<ShellCall, Promise<unknown>>();
  for (const name of SHELL_CALLS) {
    const reply = call(name);
    // Nobody may take it: a failure is then the shell's own call's to report, not an unhandled rejection.
    reply.catch(() => undefined);
    replies.set(name, reply);
  }
  return {
    take<N extends ShellCall>(name: N) {
      const reply = replies.get(name);
      replies.delete(name);
      return currentToken() === token ? (reply as ShellReply<N> | undefined) : undefined;
    },
  };
}
