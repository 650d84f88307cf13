import type { RouteName, RouteResult } from '@drisk/contract';
import { isDashboardPath, screenPath } from '@drisk/contract/client';
import type { ApiClient, ApiReply, CallInput, Routes } from '@drisk/data-provider';
import type { StoredSession } from '../session/sessionStore';
import { callEachInOwnTask } from './callEachInOwnTask';
import { createPrefetchedCalls } from './prefetchedCalls';
import { HOME_OPENING_CALLS } from '../home/homeOpeningCalls';

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
  /**
   * The reply of a call the opening screen makes with this input (as `JSON.stringify` gives it), started
   * with the page and taken (useApiQuery asks here first). Undefined as for `take`.
   */
  takeScreenCall<N extends RouteName>(name: N, inputKey: string): ShellReply<N> | undefined;
}

export const NO_STARTUP_CALLS: StartupCalls = {
  take: () => undefined,
  takeScreenCall: () => undefined,
};

/**
 * Starts the shell's first calls in the task after the page's code has run (main.tsx), when the page opens
 * signed in under /dashboard: they then load beside the screen's code instead of after it, and the shell's
 * first render has its devices. Only the shell takes them (SessionProvider, the bell's poll, useRealtimeUrl),
 * however late: on a slow phone the shell may render seconds after the start. Nothing is asked while a
 * second factor must still be set up: the server answers nothing else until then.
 *
 * Home, where signing in lands, opening with the connected device the session keeps has its three calls
 * started too (home/homeRequests.ts, loaded with Home's code): its data is then on its way while the code
 * loads and renders, instead of asked for once Home has rendered. Each of these calls is sent in a task of
 * its own (callEachInOwnTask).
 */
export function startShellCalls(
  call: ApiClient['call'],
  session: StoredSession,
  pathname: string,
  currentToken: () => string | null,
): StartupCalls {
  const { token } = session;
  if (!isDashboardPath(pathname) || !token || session.twoFactorSetupRequired) return NO_STARTUP_CALLS;
  const send = callEachInOwnTask(call);
  const replies = new Map<ShellCall, Promise<unknown>>();
  for (const name of SHELL_CALLS) {
    const reply = send(name);
    // Nobody may take it: a failure is then the shell's own call's to report, not an unhandled rejection.
    reply.catch(() => undefined);
    replies.set(name, reply);
  }
  // Kept however late the screen renders (a slow phone), unlike a pressed link's, which may not be followed.
  const screenCalls = createPrefetchedCalls(send, undefined, Number.POSITIVE_INFINITY);
  const device = session.connectedDevice;
  // Until Home's code has loaded and started its calls, a query of one of them waits for that.
  let homeStarting: Promise<unknown> | null = null;
  if (pathname === screenPath('home') && device) {
    homeStarting = import('../home/homeRequests')
      .then(({ startHomeCalls }) => startHomeCalls(screenCalls.prefetch, device.device_id))
      // Home's code did not load: Home cannot open either, and will ask for itself if it does.
      .catch(() => undefined)
      .finally(() => {
        homeStarting = null;
      });
  }
  const sameSession = () => currentToken() === token;
  return {
    take<N extends ShellCall>(name: N) {
      const reply = replies.get(name);
      replies.delete(name);
      return sameSession() ? (reply as ShellReply<N> | undefined) : undefined;
    },
    takeScreenCall<N extends RouteName>(name: N, inputKey: string) {
      if (!sameSession()) return undefined;
      const reply = screenCalls.take(name, inputKey);
      const starting = homeStarting;
      if (reply || !starting || !(HOME_OPENING_CALLS as readonly RouteName[]).includes(name)) return reply;
      // Asked before Home's calls went out (nothing orders the two in a test's act()): this one is taken
      // once they have, or asked for now if it is not among them (another view).
      return starting.then(
        () =>
          screenCalls.take(name, inputKey) ??
          call(name, (JSON.parse(inputKey) ?? undefined) as CallInput<N> | undefined),
      );
    },
  };
}
