import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { needsSession } from './access';
import { routes } from './index';
import { routePaths } from './paths';
import { routePathsSource } from './routePathsSource';

describe('routePaths, the zod-free copy of the route table', () => {
  it('has the method, path, session flag, access and resource tag of every route, and no other name', () => {
    const expected = Object.fromEntries(
      Object.entries(routes).map(([name, route]) => [
        name,
        {
          method: route.method,
          path: route.path,
          auth: needsSession(route.access),
          access: route.access,
          ...('resource' in route && route.resource ? { resource: route.resource } : {}),
        },
      ]),
    );
    expect(routePaths).toEqual(expected);
  });

  it('is current in src/routes/paths.ts (run: npx tsx packages/contract/scripts/route-paths.ts)', () => {
    const file = readFileSync(new URL('./paths.ts', import.meta.url), 'utf8');
    expect(file).toBe(routePathsSource());
  });
});
