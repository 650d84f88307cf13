import { createContext, useContext } from 'react';
import type { RealtimeConnection } from '../connection/RealtimeConnection';

/** The signed-in user's connection, or null when nobody is signed in (or outside a RealtimeProvider). */
export const RealtimeContext = createContext<RealtimeConnection | null>(null);

/** The connection the nearest RealtimeProvider holds, or null: for subscriptions the hooks do not cover. */
export function useRealtimeConnection(): RealtimeConnection | null {
  return useContext(RealtimeContext);
}
