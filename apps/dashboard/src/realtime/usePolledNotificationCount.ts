import { useCallback, useEffect, useMemo, useState } from 'react';
import { NOTIFICATION_COUNT_POLL_MS } from '@drisk/contract/client';
import { useApi, useStartupCalls } from '../api/ApiProvider';
import { readStoredToken } from '../session/sessionStore';
import { primedNotificationCount } from './primedNotificationCount';

export interface NotificationCount {
  /** Notifications waiting for an answer, as last fetched. */
  count: number;
  /** Fetches the count now (Alerts calls it after an answer so the bell follows at once). */
  reload: () => Promise<void>;
}

/**
 * Polls user/getNotificationCount while `enabled`: at once (unless sign-in has just fetched it), every
 * 30 s while the tab is visible, and again when the tab becomes visible. A failed poll keeps the last
 * count; session expiry has its own dialog.
 */
export function usePolledNotificationCount(enabled: boolean): NotificationCount {
  const api = useApi();
  const startup = useStartupCalls();
  const [primed] = useState(() => primedNotificationCount(readStoredToken()));
  const [count, setCount] = useState(primed ?? 0);

  const reload = useCallback(async () => {
    try {
      // The first count may have been asked with the page (startShellCalls); later ones ask again.
      const reply = await (startup.take('getNotificationCount') ?? api.call('getNotificationCount'));
      setCount(reply.result.count);
    } catch {
      // The bell is a hint: the next poll tries again.
    }
  }, [api, startup]);

  useEffect(() => {
    if (!enabled) return;
    if (primed === null) void reload();
    const timer = setInterval(() => {
      if (document.visibilityState !== 'hidden') void reload();
    }, NOTIFICATION_COUNT_POLL_MS);
    const handleVisibility = () => {
      if (document.visibilityState === 'visible') void reload();
    };
    document.addEventListener('visibilitychange', handleVisibility);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', handleVisibility);
    };
  }, [enabled, reload, primed]);

  return useMemo(() => ({ count, reload }), [count, reload]);
}
