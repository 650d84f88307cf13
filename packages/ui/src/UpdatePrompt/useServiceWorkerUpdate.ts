import { useEffect, useState } from 'react';
import { SERVICE_WORKER_SKIP_WAITING } from '@drisk/contract/client';

/** How often an open app asks the server whether a new version was deployed. */
const UPDATE_CHECK_MS = 30 * 60_000;
/** The longest registering waits for the browser to be idle. */
const REGISTER_IDLE_TIMEOUT_MS = 10_000;

export interface ServiceWorkerUpdate {
  /** A new version is installed and waits for the user's Reload. */
  updateReady: boolean;
  /** Lets the waiting version take over, then reloads the page (a plain reload when none waits). */
  reload: () => void;
}

/**
 * Registers the app's service worker once the page has loaded and the browser is idle (in Safari, which
 * cannot say so, in the next task): registering takes the main thread a few milliseconds, which a phone's
 * first renders need more. Tells when a redeployment has installed a new version. Besides the browser's
 * own checks on navigation, it asks every half hour and whenever a lazily loaded chunk fails (Vite's
 * `vite:preloadError`), which is how a deployment that removed the old chunks shows itself to an open page.
 * @param scriptUrl the service worker's URL ('/sw.js'); null registers nothing (development, tests).
 * @param reloadPage how the page reloads (tests watch it; jsdom cannot reload).
 */
export function useServiceWorkerUpdate(
  scriptUrl: string | null,
  reloadPage: () => void = () => window.location.reload(),
): ServiceWorkerUpdate {
  const [waiting, setWaiting] = useState<ServiceWorker | null>(null);

  useEffect(() => {
    if (!scriptUrl || !('serviceWorker' in navigator)) return;
    const container = navigator.serviceWorker;
    let registration: ServiceWorkerRegistration | null = null;
    let stopped = false;
    // Only an update waits: a worker installed while an older one of this registration is active. Not
    // the page's controller: the dashboard's worker (scope '/') also controls /admin/ before the
    // console's own first install, which replaces nothing.
    const offer = (reg: ServiceWorkerRegistration, worker: ServiceWorker | null) => {
      if (worker && reg.active && !stopped) setWaiting(worker);
    };
    const watch = (reg: ServiceWorkerRegistration) => {
      offer(reg, reg.waiting);
      reg.addEventListener('updatefound', () => {
        const installing = reg.installing;
        installing?.addEventListener('statechange', () => {
          if (installing.state === 'installed') offer(reg, installing);
        });
      });
    };
    const register = () => {
      container
        .register(scriptUrl)
        .then((reg) => {
          registration = reg;
          if (!stopped) watch(reg);
        })
        .catch(() => {
          // Without a service worker the app still works; it is only not installable.
        });
    };
    const checkForUpdate = () => void registration?.update().catch(() => undefined);
    let idle: (() => void) | null = null;
    const registerWhenIdle = () => {
      // Safari has no requestIdleCallback.
      if (typeof window.requestIdleCallback === 'function') {
        const handle = window.requestIdleCallback(register, { timeout: REGISTER_IDLE_TIMEOUT_MS });
        idle = () => window.cancelIdleCallback(handle);
      } else {
        const handle = window.setTimeout(register, 0);
        idle = () => window.clearTimeout(handle);
      }
    };
    if (document.readyState === 'complete') registerWhenIdle();
    else window.addEventListener('load', registerWhenIdle, { once: true });
    window.addEventListener('vite:preloadError', checkForUpdate);
    const timer = window.setInterval(checkForUpdate, UPDATE_CHECK_MS);
    return () => {
      stopped = true;
      idle?.();
      window.removeEventListener('load', registerWhenIdle);
      window.removeEventListener('vite:preloadError', checkForUpdate);
      window.clearInterval(timer);
    };
  }, [scriptUrl]);

  const reload = () => {
    if (!waiting) return reloadPage();
    navigator.serviceWorker.addEventListener('controllerchange', () => reloadPage(), { once: true });
    waiting.postMessage(SERVICE_WORKER_SKIP_WAITING);
  };

  return { updateReady: waiting !== null, reload };
}
