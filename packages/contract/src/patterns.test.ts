import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import * as client from './client';
import * as contract from './index';
import { analyseBacktracking } from './testing/backtracking';

const SRC = path.dirname(fileURLToPath(import.meta.url));

/** Patterns by their text, each with the first place it was found. */
type Found = Map<string, { where: string; pattern: RegExp }>;
const add = (found: Found, where: string, pattern: RegExp) => {
  if (!found.has(String(pattern))) found.set(String(pattern), { where, pattern });
};

/** Every regular-expression literal written in the contract's source (tests and test helpers aside). */
function sourceLiterals(): Found {
  const found: Found = new Map();
  const files = readdirSync(SRC, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.startsWith(`testing${path.sep}`),
  );
  for (const file of files) {
    const source = ts.createSourceFile(
      file,
      readFileSync(path.join(SRC, file), 'utf8'),
      ts.ScriptTarget.Latest,
    );
    const visit = (node: ts.Node) => {
      if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
        const text = node.getText(source);
        const close = text.lastIndexOf('/');
        add(found, file, new RegExp(text.slice(1, close), text.slice(close + 1)));
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

/**
 * Every RegExp reachable from the exported values: constants, and the regex checks inside the zod schemas
 * of the route table (zod keeps them in each schema's `_zod.def`), including zod's own formats.
 */
function exportedPatterns(): Found {
  const found: Found = new Map();
  const seen = new Set<object>();
  const walk = (value: unknown, where: string) => {
    if (value instanceof RegExp) {
      add(found, where, value);
      return;
    }
    if (typeof value !== 'object' || value === null || seen.has(value)) return;
    seen.add(value);
    const zod = (value as { _zod?: { def?: unknown } })._zod;
    if (zod?.def) walk(zod.def, where);
    for (const name of Object.getOwnPropertyNames(value)) {
      // Plain values and zod's lazy getters (an object's shape); never methods. Some of zod's getters
      // throw by design (`.value` of a literal with several values): what they would give is in def too.
      let child: unknown;
      try {
        child = (value as Record<string, unknown>)[name];
      } catch {
        continue;
      }
      if (typeof child !== 'function') walk(child, `${where}.${name}`);
    }
  };
  for (const [name, value] of Object.entries({ ...contract, ...client })) walk(value, name);
  return found;
}

describe('every pattern in the contract', () => {
  const literals = sourceLiterals();
  const exported = exportedPatterns();

  it('is found: the literals of the source and the regex checks of the schemas', () => {
    // The walk reaches the checks inside the route table's schemas (the dashboard reply's MAC address)
    // and zod's own formats (numbers)...
    expect(exported.get(String(/^([0-9A-Fa-f]{2}:){5}[0-9A-Fa-f]{2}$/))?.where).toMatch(/^\w+\./);
    expect([...exported.values()].some(({ where }) => where.includes('_zod.pattern'))).toBe(true);
    // ...and the source scan sees patterns no export holds (the pieces of the e-mail rule).
    expect([...literals.values()].filter(({ where }) => where.endsWith(`email.ts`)).length).toBeGreaterThan(
      1,
    );
  });

  it('backtracks at most linearly, whatever the input', () => {
    const all = [...literals.values(), ...exported.values()];
    const slow = all
      .map(({ where, pattern }) => ({ where, pattern: String(pattern), ...analyseBacktracking(pattern) }))
      .filter(({ growth }) => growth !== 'linear');
    expect(slow).toEqual([]);
    expect(all.length).toBeGreaterThan(15);
  });
});
