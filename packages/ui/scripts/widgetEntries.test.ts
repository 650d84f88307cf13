import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { exportsMap, widgetNames } from './widgetEntries';

const packageRoot = join(import.meta.dirname, '..');
const packageJson = JSON.parse(readFileSync(join(packageRoot, 'package.json'), 'utf8')) as {
  exports: Record<string, Record<string, string>>;
};
const names = widgetNames(join(packageRoot, 'src'));

describe('@drisk/ui exports map', () => {
  it('has an entry for every widget folder and nothing else (npm run exports -w @drisk/ui rewrites it)', () => {
    expect(packageJson.exports).toEqual(exportsMap(names, true));
    expect(Object.keys(packageJson.exports)).toEqual(['.', ...names.map((name) => `./${name}`)]);
  });

  it('finds the widget folders and skips helpers', () => {
    expect(names).toContain('BatteryIcon');
    expect(names).toContain('DeviceMap');
    expect(names).not.toContain('theme');
    expect(names).not.toContain('chartCard');
    expect(names.length).toBeGreaterThanOrEqual(44);
  });

  it('lists source first for the workspace, then types before import', () => {
    for (const conditions of Object.values(packageJson.exports)) {
      expect(Object.keys(conditions)).toEqual(['source', 'types', 'import']);
    }
  });

  it('publishes only built files: the packed map has no source condition and points into dist', () => {
    for (const conditions of Object.values(exportsMap(names, false))) {
      expect(Object.keys(conditions)).toEqual(['types', 'import']);
      expect(Object.values(conditions).every((path) => path.startsWith('./dist/'))).toBe(true);
    }
  });
});

describe('@drisk/ui size budgets', () => {
  const config = JSON.parse(readFileSync(join(packageRoot, '.size-limit.json'), 'utf8')) as {
    name: string;
    path: string;
    limit: string;
    ignore: string[];
  }[];
  const peers = Object.keys(
    (JSON.parse(readFileSync(join(packageRoot, 'package.json'), 'utf8')) as { peerDependencies: object })
      .peerDependencies,
  );

  it('has a measured budget for every widget entry (npm run size:budgets -w @drisk/ui writes them)', () => {
    expect(config.map((entry) => entry.name)).toEqual(names);
    for (const entry of config) {
      expect(entry.path).toBe(`dist/${entry.name}/index.js`);
      expect(entry.limit).toMatch(/^\d+(\.\d)? kB$/);
      expect(entry.ignore).toEqual(peers);
    }
  });
});

describe('@drisk/ui README', () => {
  it('lists every widget with its entry point and a link to its story', () => {
    const readme = readFileSync(join(packageRoot, 'README.md'), 'utf8');
    for (const name of names) {
      expect(readme, name).toMatch(
        new RegExp(
          `\\| \`${name}\` +\\| \`@drisk/ui/${name}\` +\\| [^|]+ \\| \\[story\\]\\(/storybook/\\?path=/story/[a-z0-9-]+--[a-z0-9-]+\\) +\\|`,
        ),
      );
    }
  });
});
