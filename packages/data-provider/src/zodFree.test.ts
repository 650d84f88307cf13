import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { contractStatements, contractValueImports } from '../../../test-support/contractImports';

const SRC = path.dirname(fileURLToPath(import.meta.url));
const sources = readdirSync(SRC).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'));

describe('the client stays free of zod', () => {
  it('takes only types from @drisk/contract (values come from the zod-free @drisk/contract/client)', () => {
    expect(contractValueImports(SRC, sources)).toEqual([]);
  });

  it('reads the statements it checks', () => {
    // createApiClient.ts takes its route types from the main entry: the check above sees real statements.
    expect(contractStatements(SRC, 'createApiClient.ts')).toHaveLength(1);
  });
});
