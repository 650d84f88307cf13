import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = path.dirname(fileURLToPath(import.meta.url));
const sources = readdirSync(SRC).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'));

/** The import and re-export statements of a file that name `@drisk/contract` itself (not a subpath). */
function contractStatements(file: string): string[] {
  const code = readFileSync(path.join(SRC, file), 'utf8');
  return [...code.matchAll(/^(?:import|export)\s[^;]*?from\s+'@drisk\/contract'/gm)].map(([text]) => text);
}

describe('the client stays free of zod', () => {
  it('takes only types from @drisk/contract (values come from the zod-free @drisk/contract/client)', () => {
    const valueImports = sources.flatMap((file) =>
      contractStatements(file)
        .filter((statement) => !/^(?:import|export)\s+type\s/.test(statement))
        .map((statement) => `${file}: ${statement.replace(/\s+/g, ' ')}`),
    );
    expect(valueImports).toEqual([]);
  });

  it('reads the statements it checks', () => {
    // createApiClient.ts takes its route types from the main entry: the check above sees real statements.
    expect(contractStatements('createApiClient.ts')).toHaveLength(1);
  });
});
