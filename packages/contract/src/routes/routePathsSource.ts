import { routes } from './index';

const HEADER = `// Generated from the route table by packages/contract/scripts/route-paths.ts: do not edit by hand.
// Run \`npx tsx packages/contract/scripts/route-paths.ts\` after adding or changing a route (a test checks it).
import type { HttpMethod } from './defineRoute';
import type { RouteName } from './index';

/** What a client needs to send a call: its method, its path below /api/3.0 and whether it needs a session. */
export interface RoutePath {
  method: HttpMethod;
  path: string;
  auth: boolean;
}

/**
 * Method, path and session flag of every call, without the zod schemas of the route table: clients
 * (the browser's API client) import this and stay free of zod. \`satisfies\` makes the compiler check that
 * every route name is here and nothing else is.
 */
export const routePaths = {
`;

/** The text of src/routes/paths.ts for the current route table. */
export function routePathsSource(): string {
  const entries = Object.entries(routes).map(
    ([name, route]) =>
      `  ${name}: { method: '${route.method}', path: '${route.path}', auth: ${route.auth} },`,
  );
  return `${HEADER}${entries.join('\n')}\n} as const satisfies Record<RouteName, RoutePath>;\n`;
}
