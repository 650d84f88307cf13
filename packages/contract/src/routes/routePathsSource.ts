import { needsSession } from './access';
import { routes } from './index';

const HEADER = `// Generated from the route table by packages/contract/scripts/route-paths.ts: do not edit by hand.
// Run \`npx tsx packages/contract/scripts/route-paths.ts\` after adding or changing a route (a test checks it).
import type { RouteAccess } from './access';
import type { HttpMethod, ResourceTag } from './defineRoute';
import type { RouteName } from './index';

/**
 * What a client needs to send a call: its method, its path below /api/3.0, whether it needs a session, and
 * who may call it (the route table's access declaration, which \`can()\` reads).
 */
export interface RoutePath {
  method: HttpMethod;
  path: string;
  auth: boolean;
  access: RouteAccess;
  /** The admin console resource and DataProvider method the call serves. */
  resource?: ResourceTag;
}

/**
 * Method, path, session flag and access of every call, without the zod schemas of the route table: clients
 * (the browser's API client) import this and stay free of zod. \`satisfies\` makes the compiler check that
 * every route name is here and nothing else is.
 */
export const routePaths = {
`;

/** A declaration as a TypeScript literal, written the way the formatter writes object literals. */
function literal(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(literal).join(', ')}]`;
  if (value && typeof value === 'object') {
    const fields = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .map(([key, item]) => `${key}: ${literal(item)}`);
    return `{ ${fields.join(', ')} }`;
  }
  return typeof value === 'string' ? `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'` : String(value);
}

/** The text of src/routes/paths.ts for the current route table. */
export function routePathsSource(): string {
  const entries = Object.entries(routes).map(
    ([name, route]) =>
      `  ${name}: { method: '${route.method}', path: '${route.path}', auth: ${needsSession(route.access)}, access: ${literal(route.access)}${'resource' in route && route.resource ? `, resource: ${literal(route.resource)}` : ''} },`,
  );
  return `${HEADER}${entries.join('\n')}\n} as const satisfies Record<RouteName, RoutePath>;\n`;
}
