import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as client from './client';
import * as contract from './index';

const SRC = path.dirname(fileURLToPath(import.meta.url));

/**
 * The modules a file loads at run time: `import type` and `export type` are erased, everything else
 * (including `import { type A }`, which verbatimModuleSyntax keeps as an import) loads its module.
 */
function runtimeImports(file: string): string[] {
  const code = readFileSync(file, 'utf8');
  const statements = code.matchAll(/^(?:import|export)\s+(type\s+)?(?:[^;'"]*?\s+from\s+)?'([^']+)'/gm);
  return [...statements].filter(([, typeOnly]) => !typeOnly).map(([, , specifier]) => specifier);
}

/** Every bare package a module pulls in at run time, following relative imports, with the path that led there. */
function packagesReachableFrom(entry: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  const seen = new Set<string>();
  const visit = (file: string, trail: string[]) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const specifier of runtimeImports(file)) {
      if (specifier.startsWith('.')) {
        visit(path.resolve(path.dirname(file), `${specifier}.ts`), [...trail, specifier]);
      } else if (!found.has(specifier)) {
        found.set(specifier, trail);
      }
    }
  };
  visit(entry, [path.basename(entry)]);
  return found;
}

describe('@drisk/contract/client', () => {
  it('loads no zod (nor any other package) at run time', () => {
    expect(Object.fromEntries(packagesReachableFrom(path.join(SRC, 'client.ts')))).toEqual({});
  });

  it('would notice a module that loads zod through others', () => {
    // The route table reaches zod only through the schema modules: the check above is not vacuous.
    expect(packagesReachableFrom(path.join(SRC, 'routes/index.ts')).get('zod')).toEqual([
      'index.ts',
      './account',
      '../schemas/user',
    ]);
  });

  it('exports the same values as the main entry under the same names', () => {
    for (const [name, value] of Object.entries(client))
      expect(contract[name as keyof typeof contract]).toBe(value);
  });
});
