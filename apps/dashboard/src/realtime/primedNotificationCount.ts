import { NOTIFICATION_COUNT_POLL_MS } from '@drisk/contract/client';
import type { ApiClient } from '@drisk/data-provider';

interface Primed {
  token: string;
  count: number;
  at: number;
}

let primed: Primed | null = null;

/**
 * Fetches the bell's count during sign-in, before the shell opens, so the bell shows it at once and the
 * shell makes no call of its own when it appears. Never fails: the shell's poll tries again.
 */
export async function primeNotificationCount(api: ApiClient, token: string): Promise<void> {
  try {
    const reply = await api.call('getNotificationCount');
    primed = { token, count: reply.result.count, at: Date.now() };
  } catch {
    primed = null;
  }
}

/** The primed count for this session if it is younger than one poll interval, else null. */
export function primedNotificationCount(token: string | null): number | null {
  if (!primed || !token || primed.token !== token) return null;
  return Date.now() - primed.at < NOTIFICATION_COUNT_POLL_MS ? primed.count : null;
}
