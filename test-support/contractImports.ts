import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * For the tests that keep a browser package free of zod: the import and re-export statements of a source
 * file that name `@drisk/contract` itself (not a subpath such as `@drisk/contract/client`).
 */
export function contractStatements(srcDir: string, file: string): string[] {
  const code = readFileSync(path.join(srcDir, file), 'utf8');
  return [...code.matchAll(/^(?:import|export)\s[^;]*?from\s+'@drisk\/contract'/gm)].map(([text]) => text);
}

/** Those statements that bring runtime values (not `import type`), as `file: statement` lines. */
export function contractValueImports(srcDir: string, files: readonly string[]): string[] {
  return files.flatMap((file) =>
    contractStatements(srcDir, file)
      .filter((statement) => !/^(?:import|export)\s+type\s/.test(statement))
      .map((statement) => `${file}: ${statement.replace(/\s+/g, ' ')}`),
  );
}
