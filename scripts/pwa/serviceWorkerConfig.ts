/** What vitePwa.ts gives the service worker of a build (as SW_CONFIG). */
export interface ServiceWorkerConfig {
  /** Changes with every build whose files change: a new value is a new version of the app. */
  buildId: string;
  /** The app's base path, '/' or '/admin/'. */
  base: string;
  /** Files fetched at install, so the app starts from the cache and the offline page is always there. */
  precache: string[];
}
