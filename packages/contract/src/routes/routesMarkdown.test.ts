import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { routeList } from './index';
import { localServerRoutes } from './localServer';
import { routesMarkdown, withRoutesTable } from './routesMarkdown';

describe('the README table of calls', () => {
  it('has a row for every route of both tables', () => {
    const markdown = routesMarkdown();
    for (const route of routeList) expect(markdown).toContain(`| ${route.method} | \`${route.path}\` |`);
    for (const route of Object.values(localServerRoutes)) expect(markdown).toContain(`\`${route.path}\``);
  });

  it('is current in README.md (run: npx tsx packages/contract/scripts/routes-table.ts)', () => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    expect(withRoutesTable(readme)).toBe(readme);
  });
});
