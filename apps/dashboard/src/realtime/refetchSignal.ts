import { createContext } from 'react';
import type { UserRefreshMessage } from '@drisk/contract';

/**
 * Why open screens should fetch their data again: the server said on the user's topic which data changed
 * (`notifications`, `devices`, `profile`), or the realtime connection came back after a drop (`resync`),
 * so messages may have been missed.
 */
export type RefetchReason = UserRefreshMessage['module'] | 'resync';

/** A tiny event emitter between the realtime controller and the screens. */
export interface RefetchSignal {
  emit(reasons: ReadonlySet<RefetchReason>): void;
  /** Calls `listener` on every emit; returns the function that stops it. */
  subscribe(listener: (reasons: ReadonlySet<RefetchReason>) => void): () => void;
}

export function createRefetchSignal(): RefetchSignal {
  const listeners = new Set<(reasons: ReadonlySet<RefetchReason>) => void>();
  return {
    emit(reasons) {
      for (const listener of [...listeners]) listener(reasons);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The shell's one signal (RealtimeController); null outside the shell, where nothing ever fires. */
export const RefetchSignalContext = createContext<RefetchSignal | null>(null);
