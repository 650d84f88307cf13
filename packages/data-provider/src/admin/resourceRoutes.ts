import { routePaths, type AdminResource, type ResourceAction, type RoutePath } from '@drisk/contract/client';
import type { RouteName } from '@drisk/contract';

/** A call of a resource: its route and its name in the route table (what `can()` takes). */
export type ResourceRoute = RoutePath & { name: RouteName };

/** Each resource's calls by DataProvider method, read from the contract's route table (resource tags). */
export type ResourceRoutes = Partial<Record<AdminResource, Partial<Record<ResourceAction, ResourceRoute>>>>;

export const RESOURCE_ROUTES: ResourceRoutes = {};
for (const [name, route] of Object.entries(routePaths) as [RouteName, RoutePath][]) {
  if (!route.resource) continue;
  const table = (RESOURCE_ROUTES[route.resource.name] ??= {});
  table[route.resource.action] = { ...route, name };
}

/** The route of `resource`'s `action`, or an error naming what the contract lacks. */
export function routeOf(resource: string, action: ResourceAction): ResourceRoute {
  const route = RESOURCE_ROUTES[resource as AdminResource]?.[action];
  if (!route) throw new Error(`The admin api has no ${action} for the resource '${resource}'`);
  return route;
}
