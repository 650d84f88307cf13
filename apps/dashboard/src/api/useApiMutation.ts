import { useCallback, useState } from 'react';
import type { ApiReply, RouteName, RouteResult } from '@drisk/contract';
import type { CallInit, CallInput, Routes } from '@drisk/data-provider';
import { useApi } from './ApiProvider';

export interface ApiMutation<N extends RouteName> {
  /** Sends the call. Resolves with the reply for statusCode 200, rejects with ApiError otherwise. */
  mutate: (input?: CallInput<N>, init?: CallInit) => Promise<ApiReply<RouteResult<Routes[N]>>>;
  /** True while at least one call of this hook is running. */
  loading: boolean;
}

/** A call a user triggers (save, send, switch); the caller decides what to show for success and failure. */
export function useApiMutation<N extends RouteName>(name: N): ApiMutation<N> {
  const api = useApi();
  const [running, setRunning] = useState(0);

  const mutate = useCallback(
    async (input?: CallInput<N>, init?: CallInit) => {
      setRunning((count) => count + 1);
      try {
        return await api.call(name, input, init);
      } finally {
        setRunning((count) => count - 1);
      }
    },
    [api, name],
  );

  return { mutate, loading: running > 0 };
}
