import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { routes } from './index';
import { routePaths } from './paths';
import { routePathsSource } from './routePathsSource';

describe('routePaths, the zod-free copy of the route table', () => {
  it('has the method, path and session flag of every route, and no other name', () => {
    const expected = Object.fromEntries(
      Object.entries(routes).map(([name, { method, path, auth }]) => [name, { method, path, auth }]),
    );
    expect(routePaths).toEqual(expected);
  });

  it('is current in src/routes/paths.ts (run: npx tsx packages/contract/scripts/route-paths.ts)', () => {
    const file = readFileSync(new URL('./paths.ts', import.meta.url), 'utf8');
    expect(file).toBe(routePathsSource());
  });
});
