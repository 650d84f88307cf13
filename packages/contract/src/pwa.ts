/**
 * The installable apps (both the dashboard and the admin console): the names their builds give the
 * service worker and the offline page, the one message a page sends its service worker, and the texts a
 * user sees about versions and connectivity.
 */

/** The service worker's file, at the root of each app's base path ('/sw.js', '/admin/sw.js'). */
export const SERVICE_WORKER_FILE = 'sw.js';
/** The page the service worker answers a navigation with when there is no network. */
export const OFFLINE_PAGE_FILE = 'offline.html';
/** What the update prompt's Reload posts to the waiting service worker, so it takes over. */
export const SERVICE_WORKER_SKIP_WAITING = 'drisk:skip-waiting';

export const PWA_TEXT = {
  updateAvailable: 'A new version is available',
  updateReload: 'Reload',
  offlineTitle: 'You are offline',
  offlineMessage:
    'The dRisk gateway dashboard needs a connection to reach your gateway. Check your connection and try again.',
  offlineRetry: 'Try again',
} as const;
