import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = path.dirname(fileURLToPath(import.meta.url));
/** The package's browser code: every source but the tests and the test helpers. */
const sources = readdirSync(SRC, { recursive: true, encoding: 'utf8' }).filter(
  (name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.startsWith('testing'),
);

/** The import and re-export statements of a file that name `@drisk/contract` itself (not a subpath). */
function contractStatements(file: string): string[] {
  const code = readFileSync(path.join(SRC, file), 'utf8');
  return [...code.matchAll(/^(?:import|export)\s[^;]*?from\s+'@drisk\/contract'/gm)].map(([text]) => text);
}

describe('the realtime client stays free of zod', () => {
  it('takes only types from @drisk/contract (values come from the zod-free @drisk/contract/client)', () => {
    const valueImports = sources.flatMap((file) =>
      contractStatements(file)
        .filter((statement) => !/^(?:import|export)\s+type\s/.test(statement))
        .map((statement) => `${file}: ${statement.replace(/\s+/g, ' ')}`),
    );
    expect(valueImports).toEqual([]);
  });

  it('reads the statements it checks', () => {
    // useDeviceChannel.ts takes the battery message's type from the main entry: the check sees real statements.
    expect(contractStatements(path.join('react', 'useDeviceChannel.ts'))).toHaveLength(1);
  });
});
