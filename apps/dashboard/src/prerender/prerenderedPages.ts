import { DASHBOARD_PATH, screenPath } from '@drisk/contract/client';

/**
 * A page the build renders to HTML (scripts/vitePrerender.ts), so it paints before any JavaScript runs.
 * `hydrate` pages are the very markup the app renders at their address, and the app hydrates them; the shell
 * is a skeleton of a signed-in page (the server cannot know whose), which the app replaces when it starts.
 */
export interface PrerenderedPage {
  /** Its file, under PRERENDERED_DIR of the build. */
  file: string;
  /** The address it is rendered at; its query names what the page needs to render the same (a reset token). */
  url: string;
  /** The request paths the api answers with it; one ending in `/*` covers every path below it. */
  paths: string[];
  mode: 'hydrate' | 'skeleton';
  /**
   * The lazily loaded modules (from the app's root) whose code the page's first render needs: the build
   * preloads their chunks beside the entry (scripts/vitePrerender.ts), as main.tsx loads them before rendering.
   */
  startsWith: string[];
}

/** The build's folder of prerendered pages, and the manifest beside index.html the api reads. */
export const PRERENDERED_DIR = 'prerendered';
export const PRERENDERED_MANIFEST = 'prerendered.json';

/** What the api reads from PRERENDERED_MANIFEST: request path (or `prefix/*`) to file under the build. */
export type PrerenderedManifest = Record<string, string>;

export const PRERENDERED_PAGES: PrerenderedPage[] = [
  {
    file: 'sign-in.html',
    url: screenPath('signIn'),
    paths: [screenPath('signIn')],
    mode: 'hydrate',
    startsWith: ['src/auth/SignInPage.tsx'],
  },
  {
    file: 'register.html',
    url: screenPath('register'),
    paths: [screenPath('register')],
    mode: 'hydrate',
    startsWith: ['src/auth/RegisterPage.tsx'],
  },
  {
    // The form a reset link opens; without a token the page says the link is invalid, rendered in the browser.
    file: 'reset-password.html',
    url: `${screenPath('resetPassword')}?token=prerendered`,
    paths: [screenPath('resetPassword')],
    mode: 'hydrate',
    startsWith: ['src/auth/ResetPasswordPage.tsx'],
  },
  {
    // Home, where signing in lands: the shell's skeleton around Home's own (HomeSkeleton: its headings and
    // placeholders in the dashboard's grid), with Home's code preloaded beside the shell's (Vite's loader
    // would otherwise add a preload link per chunk while the startup chunk runs).
    file: 'home.html',
    url: screenPath('home'),
    paths: [screenPath('home')],
    mode: 'skeleton',
    startsWith: ['src/shell/DashboardLayout.tsx', 'src/home/HomePage.tsx'],
  },
  {
    file: 'dashboard.html',
    // Any signed-in address but Home's: rendered at the dashboard's root, so it gets the generic skeleton.
    url: DASHBOARD_PATH,
    paths: [DASHBOARD_PATH, `${DASHBOARD_PATH}/*`],
    mode: 'skeleton',
    // The shell, which every signed-in screen opens in (each screen's own code differs). A visitor who is not
    // signed in fetches it for nothing before being sent to sign in: the rare case, for the usual one's sake.
    startsWith: ['src/shell/DashboardLayout.tsx'],
  },
];

/** The attributes on #root saying what markup it holds: the mode and the address it was rendered at. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
export const PRERENDERED_URL_ATTRIBUTE = 'data-prerendered-url';

/**
 * Whether markup rendered at `renderedAt` is what the app renders at `location`: the same path, and every
 * query parameter the markup was rendered with present (a reset link's token), since the page's first
 * render depends on it.
 */
export function rendersSameAt(renderedAt: string, location: { pathname: string; search: string }): boolean {
  const rendered = new URL(renderedAt, 'http://prerendered');
  const trim = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);
  if (trim(rendered.pathname) !== trim(location.pathname)) return false;
  const here = new URLSearchParams(location.search);
  return [...rendered.searchParams.keys()].every((key) => Boolean(here.get(key)));
}
