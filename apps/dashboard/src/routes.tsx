import { Navigate, type RouteObject } from 'react-router';
import {
  DASHBOARD_PATH,
  isDashboardScreen,
  screenPath,
  screenPaths,
  toRouterPath,
  type ScreenName,
} from '@drisk/contract/client';
import { AppRoot } from './AppRoot';
import { NotFoundPage } from './pages';
import { SCREEN_NAMES, SCREENS, type ScreenHandle } from './screens';
import { DashboardGate } from './shell/DashboardGate';

/** The top bar's title over the not-found page inside the shell. */
const NOT_FOUND_TITLE = 'Page not found';

/** One screen of the registry at its contract path (`{id}` becomes `:id`), with its title in the handle. */
function screenRoute(name: ScreenName): RouteObject {
  const { title, page: Page } = SCREENS[name];
  return {
    path: toRouterPath(screenPaths[name]),
    element: <Page />,
    handle: { screen: name, title } satisfies ScreenHandle,
  };
}

/**
 * Every route, built from the screen registry: the open screens at the top, the signed-in screens inside
 * /dashboard, which renders them in the shell only when signed in (spec 1 §2.1).
 */
export const appRoutes: RouteObject[] = [
  {
    element: <AppRoot />,
    children: [
      ...SCREEN_NAMES.filter((name) => !isDashboardScreen(name)).map(screenRoute),
      {
        path: DASHBOARD_PATH,
        element: <DashboardGate />,
        children: [
          { index: true, element: <Navigate to={screenPath('home')} replace /> },
          ...SCREEN_NAMES.filter(isDashboardScreen).map(screenRoute),
          {
            path: '*',
            element: <NotFoundPage signedIn />,
            handle: { title: NOT_FOUND_TITLE } satisfies ScreenHandle,
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
