import { startTransition, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { RouteName, RouteResult } from '@drisk/contract';
import { ApiError, isApiError, type ApiReply, type CallInput, type Routes } from '@drisk/data-provider';
import { useApi, usePrefetchedCalls, useStartupCalls } from './ApiProvider';

export interface ApiQueryOptions<N extends RouteName = RouteName> {
  /** False holds the call back (for example until a device is connected). @default true */
  enabled?: boolean;
  /**
   * Applies answers in a transition, which React renders in slices, yielding to input between them: for a
   * screen whose answers re-render much of it (Home's cards, lists and chart). `reload` then resolves once
   * the answer is handed to React, before the screen shows it; and state that is not a transition may show
   * before it. @default false
   */
  transition?: boolean;
  /**
   * A reply already on its way (the shell's calls started with the page), asked before each call: it
   * hands a reply over once and undefined after that.
   */
  takeFirst?: () => Promise<ApiReply<RouteResult<Routes[N]>>> | undefined;
}

export interface ApiQuery<N extends RouteName> {
  /** The reply's result; kept while a reload or a new input loads, so lists do not flash. */
  data: RouteResult<Routes[N]> | undefined;
  /** The last failure, with the server's message; null after a success. Session expiry is not reported here. */
  error: ApiError | null;
  loading: boolean;
  /** Calls again; resolves when the answer has been applied (handed to React, with `transition`). */
  reload: () => Promise<void>;
}

interface QueryState<T> {
  data: T | undefined;
  error: ApiError | null;
  loading: boolean;
}

const asApiError = (error: unknown): ApiError => {
  if (isApiError(error)) return error;
  console.error('Unexpected failure in a query', error);
  return new ApiError(0, error instanceof Error ? error.message : String(error), null, { cause: error });
};

/**
 * Fetches a call when the component opens and whenever `name` or the input's content changes. The request
 * is aborted when the component leaves or a newer request replaces it (a reply taken from a call started
 * earlier is not aborted: its answer is ignored). Errors come back in `error`; a
 * session expiry is answered by the Session Expired dialog instead.
 */
export function useApiQuery<N extends RouteName>(
  name: N,
  input?: CallInput<N>,
  options: ApiQueryOptions<N> = {},
): ApiQuery<N> {
  const api = useApi();
  const prefetched = usePrefetchedCalls();
  const startup = useStartupCalls();
  const enabled = options.enabled ?? true;
  const transition = options.transition ?? false;
  // Read when a call is made, not a reason to call again.
  const takeFirst = useRef(options.takeFirst);
  useLayoutEffect(() => {
    takeFirst.current = options.takeFirst;
  });
  // A reply started earlier and taken (each can be taken only once), with the call and input it answers,
  // kept until a run that was not aborted has used it: React's development double mount aborts the first.
  const taken = useRef<{ key: string; reply: Promise<ApiReply<RouteResult<Routes[N]>>> } | undefined>(
    undefined,
  );
  // The input's content, not its identity, decides when to call again: screens may pass object literals.
  const inputKey = JSON.stringify(input ?? null);
  const [state, setState] = useState<QueryState<RouteResult<Routes[N]>>>({
    data: undefined,
    error: null,
    loading: enabled,
  });
  const current = useRef<AbortController | null>(null);

  // `fresh`: a reload, which must reflect what changed since any call started earlier, so it always asks.
  const run = useCallback(
    async (fresh = false) => {
      current.current?.abort();
      const controller = new AbortController();
      current.current = controller;
      const apply = transition ? startTransition : (update: () => void) => update();
      // Unchanged when already loading (the first run): a new object would re-render the screen for nothing,
      // and from an effect that render is urgent, so not sliced.
      setState((previous) => (previous.loading ? previous : { ...previous, loading: true }));
      const request = (JSON.parse(inputKey) ?? undefined) as CallInput<N> | undefined;
      try {
        // The first call may already be on its way: started with the page, or when a link was pressed (each
        // is taken once; a reload always asks again).
        const key = `${name} ${inputKey}`;
        if (fresh) taken.current = undefined;
        else if (taken.current?.key !== key) {
          const early =
            takeFirst.current?.() ??
            prefetched.take(name, inputKey) ??
            startup.takeScreenCall(name, inputKey);
          taken.current = early && { key, reply: early };
        }
        const reply = await (taken.current?.reply ?? api.call(name, request, { signal: controller.signal }));
        if (controller.signal.aborted) return;
        taken.current = undefined;
        apply(() => setState({ data: reply.result, error: null, loading: false }));
      } catch (error) {
        if (controller.signal.aborted) return;
        taken.current = undefined;
        const failure = asApiError(error);
        apply(() =>
          setState((previous) => ({
            data: previous.data,
            error: failure.isSessionExpired ? null : failure,
            loading: false,
          })),
        );
      }
    },
    [api, prefetched, startup, name, inputKey, transition],
  );

  useEffect(() => {
    if (!enabled) {
      setState((previous) => (previous.loading ? { ...previous, loading: false } : previous));
      return;
    }
    void run();
    return () => current.current?.abort();
  }, [enabled, run]);

  const reload = useCallback(() => run(true), [run]);
  return { ...state, reload };
}
