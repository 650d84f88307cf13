import { isValidElement } from 'react';
import type { RouteObject } from 'react-router';
import { isDashboardPath } from '@drisk/contract/client';
import { DashboardLayout } from '../pages';
import { readStoredToken } from '../session/sessionStore';

/** The page component of a route, when it is a lazily loaded one (lazyPage). */
function lazyPageOf(route: RouteObject): { preload: () => Promise<unknown> } | null {
  const type: unknown = isValidElement(route.element) ? route.element.type : null;
  return typeof type === 'function' && 'preload' in type && typeof type.preload === 'function'
    ? (type as { preload: () => Promise<unknown> })
    : null;
}

/**
 * Loads the code of the pages the app is about to render at `pathname` (and the shell when signed in there),
 * so its first render completes without suspending: hydration then matches the prerendered markup in one
 * pass, and a replaced skeleton is not first replaced by a spinner. `matches` are the router's routes for
 * `pathname` (matching them again would walk every route once more). A failed load is left to the page's
 * own loading (and its error), so this never rejects.
 */
export async function preloadRoute(
  matches: readonly { route: RouteObject }[],
  pathname: string,
): Promise<void> {
  const pages = matches.map((match) => lazyPageOf(match.route));
  const shell = isDashboardPath(pathname) && readStoredToken() ? [DashboardLayout] : [];
  await Promise.allSettled([...shell, ...pages].map((page) => page?.preload()));
}
