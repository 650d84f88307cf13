import { useEffect, useLayoutEffect, useRef } from 'react';

/**
 * Calls `callback` every `intervalMs` while the tab is visible, and once when a hidden tab becomes visible
 * again (its data is likely stale by then).
 */
export function usePolling(callback: () => void, intervalMs: number, enabled = true): void {
  const latest = useRef(callback);
  useLayoutEffect(() => {
    latest.current = callback;
  });

  useEffect(() => {
    if (!enabled) return undefined;
    const timer = setInterval(() => {
      if (document.visibilityState !== 'hidden') latest.current();
    }, intervalMs);
    const handleVisibility = () => {
      if (document.visibilityState === 'visible') latest.current();
    };
    document.addEventListener('visibilitychange', handleVisibility);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', handleVisibility);
    };
  }, [intervalMs, enabled]);
}
