import { createContext, useContext, useEffect, useMemo, useRef, type ReactNode } from 'react';
import type { RouteName } from '@drisk/contract';
import { routePaths } from '@drisk/contract/client';
import { createApiClient, isApiError, type ApiClient } from '@drisk/data-provider';
import { useToast } from '@drisk/ui';
import { readStoredToken } from '../session/sessionStore';
import { createPrefetchedCalls, type PrefetchedCalls } from './prefetchedCalls';
import { NO_STARTUP_CALLS, type StartupCalls } from './startupCalls';

const ApiContext = createContext<ApiClient | null>(null);
const PrefetchContext = createContext<PrefetchedCalls | null>(null);
const StartupContext = createContext<StartupCalls>(NO_STARTUP_CALLS);

export interface ApiProviderProps {
  /** Injected by tests (a client over a fetch double); the app builds one that reads the stored token. */
  client?: ApiClient;
  /** The shell's calls started before the app rendered (main.tsx, startShellCalls), over `client`. */
  startupCalls?: StartupCalls;
  children: ReactNode;
}

/** Shows a 401 other than session expiry on a signed-in call as a notice, and passes the failure on. */
async function noticeUnauthorized<T>(
  name: RouteName,
  reply: Promise<T>,
  showToast: (message: string, severity: 'info') => void,
): Promise<T> {
  try {
    return await reply;
  } catch (error) {
    if (isApiError(error) && error.statusCode === 401 && !error.isSessionExpired && routePaths[name].auth) {
      showToast(error.message, 'info');
    }
    throw error;
  }
}

/**
 * Gives every screen the one ApiClient of the app. Session expiry reaches the SessionExpiredController
 * through `client.onSessionExpired`; a 401 with any other message on a signed-in call is shown here as a
 * 3-second notice (spec 1 §8), so no screen has to remember it.
 */
export function ApiProvider({ client, startupCalls, children }: ApiProviderProps) {
  const { showToast } = useToast();
  const showToastRef = useRef(showToast);
  useEffect(() => {
    showToastRef.current = showToast;
  }, [showToast]);

  const api = useMemo<ApiClient>(() => {
    const base = client ?? createApiClient({ getToken: readStoredToken });
    const call: ApiClient['call'] = (name, input, init) =>
      noticeUnauthorized(name, base.call(name, input, init), showToastRef.current);
    return { call, onSessionExpired: (listener) => base.onSessionExpired(listener) };
  }, [client]);
  const prefetched = useMemo(() => createPrefetchedCalls(api.call), [api]);
  const startup = useMemo<StartupCalls>(() => {
    if (!startupCalls) return NO_STARTUP_CALLS;
    // Started over the bare client before the app rendered: their 401 notice is given here.
    const notice = <R,>(name: RouteName, started: Promise<R> | undefined) =>
      started && noticeUnauthorized(name, started, showToastRef.current);
    return {
      take: (name) => notice(name, startupCalls.take(name)),
      takeScreenCall: (name, inputKey) => notice(name, startupCalls.takeScreenCall(name, inputKey)),
    };
  }, [startupCalls]);

  return (
    <ApiContext.Provider value={api}>
      <PrefetchContext.Provider value={prefetched}>
        <StartupContext.Provider value={startup}>{children}</StartupContext.Provider>
      </PrefetchContext.Provider>
    </ApiContext.Provider>
  );
}

export function useApi(): ApiClient {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useApi() needs an <ApiProvider> above it (see App.tsx).');
  return api;
}

/** The calls started ahead of a navigation (see prefetchedCalls.ts). */
export function usePrefetchedCalls(): PrefetchedCalls {
  const prefetched = useContext(PrefetchContext);
  if (!prefetched) throw new Error('usePrefetchedCalls() needs an <ApiProvider> above it (see App.tsx).');
  return prefetched;
}

/** The calls started with the page (see startupCalls.ts): the shell's, and the opening screen's (useApiQuery). */
export function useStartupCalls(): StartupCalls {
  return useContext(StartupContext);
}
