import type { RouteName, RouteResult } from '@drisk/contract';
import type { ApiClient, CallInput, Routes } from '@drisk/data-provider';

/**
 * A prefetched answer is used only by a query that opens this soon after the prefetch began: it was asked
 * when the user pressed a link, so older ones belong to a navigation that did not happen.
 */
export const PREFETCH_FRESH_MS = 5_000;

type Reply<N extends RouteName> = Awaited<ReturnType<ApiClient['call']>> & {
  result: RouteResult<Routes[N]>;
};

interface Entry {
  startedAt: number;
  reply: Promise<unknown>;
}

export interface PrefetchedCalls {
  /** Starts the call now, unless the same call with the same input is already on its way. */
  prefetch<N extends RouteName>(name: N, input?: CallInput<N>): void;
  /**
   * The prefetched reply of this call and input (its input as `JSON.stringify` gives it), taken: a second
   * query of the same call asks the server again. Undefined when none was started or it is stale.
   */
  take<N extends RouteName>(name: N, inputKey: string): Promise<Reply<N>> | undefined;
}

/**
 * Calls started at a navigation intent (a pressed sidebar link), handed to the first query of the screen
 * that opens, so the screen's data loads while its code does instead of after it.
 */
export function createPrefetchedCalls(
  call: ApiClient['call'],
  now: () => number = () => performance.now(),
  freshMs = PREFETCH_FRESH_MS,
): PrefetchedCalls {
  const entries = new Map<string, Entry>();
  const keyOf = (name: RouteName, inputKey: string) => `${name} ${inputKey}`;
  const fresh = (entry: Entry | undefined) => entry !== undefined && now() - entry.startedAt < freshMs;

  return {
    prefetch(name, input) {
      const key = keyOf(name, JSON.stringify(input ?? null));
      if (fresh(entries.get(key))) return;
      const reply = call(name, input);
      // Nobody may take it: a failure is then the opening screen's to report, not an unhandled rejection.
      reply.catch(() => undefined);
      entries.set(key, { startedAt: now(), reply });
    },
    take<N extends RouteName>(name: N, inputKey: string) {
      const key = keyOf(name, inputKey);
      const entry = entries.get(key);
      entries.delete(key);
      return fresh(entry) ? (entry!.reply as Promise<Reply<N>>) : undefined;
    },
  };
}
