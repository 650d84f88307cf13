import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** One export condition set: `source` first (the workspace's src), then the built types and code. */
export interface ExportEntry {
  source?: string;
  types: string;
  import: string;
}

/**
 * The widgets that get their own entry point (`@drisk/ui/BatteryIcon`): every folder of src named like a
 * component (capital first letter) holding `<Name>.tsx` and an index.ts. Sorted, so the map is stable.
 */
export function widgetNames(srcDir: string): string[] {
  return readdirSync(srcDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && /^[A-Z]/.test(entry.name))
    .map((entry) => entry.name)
    .filter(
      (name) => existsSync(join(srcDir, name, `${name}.tsx`)) && existsSync(join(srcDir, name, 'index.ts')),
    )
    .sort();
}

function entry(sourcePath: string, builtPath: string, withSource: boolean): ExportEntry {
  return {
    ...(withSource ? { source: `./src/${sourcePath}.ts` } : {}),
    types: `./dist/${builtPath}.d.ts`,
    import: `./dist/${builtPath}.js`,
  };
}

/**
 * The package's exports map: the curated index and one entry per widget. `withSource` keeps the `source`
 * condition, which only the workspace uses (its Vite, Vitest and tsx resolve src through it); the packed
 * package leaves it out, as src is not published.
 */
export function exportsMap(names: readonly string[], withSource: boolean): Record<string, ExportEntry> {
  return {
    '.': entry('index', 'index', withSource),
    ...Object.fromEntries(
      names.map((name) => [`./${name}`, entry(`${name}/index`, `${name}/index`, withSource)]),
    ),
  };
}

/** tsup's entry table: `dist/index.js` and `dist/<Name>/index.js` for each widget. */
export function buildEntries(names: readonly string[]): Record<string, string> {
  return {
    index: 'src/index.ts',
    ...Object.fromEntries(names.map((name) => [`${name}/index`, `src/${name}/index.ts`])),
  };
}
