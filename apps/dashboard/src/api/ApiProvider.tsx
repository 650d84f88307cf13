import { createContext, useContext, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { routePaths } from '@drisk/contract/client';
import { createApiClient, isApiError, type ApiClient } from '@drisk/data-provider';
import { useToast } from '@drisk/ui';
import { readStoredToken } from '../session/sessionStore';
import { createPrefetchedCalls, type PrefetchedCalls } from './prefetchedCalls';

const ApiContext = createContext<ApiClient | null>(null);
const PrefetchContext = createContext<PrefetchedCalls | null>(null);

export interface ApiProviderProps {
  /** Injected by tests (a client over a fetch double); the app builds one that reads the stored token. */
  client?: ApiClient;
  children: ReactNode;
}

/**
 * Gives every screen the one ApiClient of the app. Session expiry reaches the SessionExpiredController
 * through `client.onSessionExpired`; a 401 with any other message on a signed-in call is shown here as a
 * 3-second notice (spec 1 §8), so no screen has to remember it.
 */
export function ApiProvider({ client, children }: ApiProviderProps) {
  const { showToast } = useToast();
  const showToastRef = useRef(showToast);
  useEffect(() => {
    showToastRef.current = showToast;
  }, [showToast]);

  const api = useMemo<ApiClient>(() => {
    const base = client ?? createApiClient({ getToken: readStoredToken });
    const call: ApiClient['call'] = async (name, input, init) => {
      try {
        return await base.call(name, input, init);
      } catch (error) {
        if (
          isApiError(error) &&
          error.statusCode === 401 &&
          !error.isSessionExpired &&
          routePaths[name].auth
        ) {
          showToastRef.current(error.message, 'info');
        }
        throw error;
      }
    };
    return { call, onSessionExpired: (listener) => base.onSessionExpired(listener) };
  }, [client]);
  const prefetched = useMemo(() => createPrefetchedCalls(api.call), [api]);

  return (
    <ApiContext.Provider value={api}>
      <PrefetchContext.Provider value={prefetched}>{children}</PrefetchContext.Provider>
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
