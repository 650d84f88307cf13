import { accountRoutes } from './account';
import { deviceRoutes } from './devices';
import { homeRoutes } from './home';
import type { RouteDef } from './defineRoute';

export * from './defineRoute';

/** Every call of the 3.0 API by name. Later areas (scans, groups, storage, payments, admin) add files here. */
export const routes = {
  ...accountRoutes,
  ...deviceRoutes,
  ...homeRoutes,
} as const;

export type RouteName = keyof typeof routes;
export const routeList: ReadonlyArray<RouteDef & { name: string }> = Object.entries(routes).map(
  ([name, route]) => ({ ...(route as RouteDef), name }),
);
