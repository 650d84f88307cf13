import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { contractStatements, contractValueImports } from '../../../test-support/contractImports';

const SRC = path.dirname(fileURLToPath(import.meta.url));
/** The package's browser code: every source but the tests and the test helpers. */
const sources = readdirSync(SRC, { recursive: true, encoding: 'utf8' }).filter(
  (name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.startsWith('testing'),
);

describe('the realtime client stays free of zod', () => {
  it('takes only types from @drisk/contract (values come from the zod-free @drisk/contract/client)', () => {
    expect(contractValueImports(SRC, sources)).toEqual([]);
  });

  it('reads the statements it checks', () => {
    // useDeviceChannel.ts takes the battery message's type from the main entry: the check sees real statements.
    expect(contractStatements(SRC, path.join('react', 'useDeviceChannel.ts'))).toHaveLength(1);
  });
});
