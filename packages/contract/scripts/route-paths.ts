/**
 * Regenerates src/routes/paths.ts (method, path and session flag of every call, without zod) from the
 * route tables. Run from the repository root: npx tsx packages/contract/scripts/route-paths.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { routePathsSource } from '../src/routes/routePathsSource';

const pathsFile = fileURLToPath(new URL('../src/routes/paths.ts', import.meta.url));
const before = (() => {
  try {
    return readFileSync(pathsFile, 'utf8');
  } catch {
    return '';
  }
})();
const after = routePathsSource();
if (after === before) console.log('src/routes/paths.ts is up to date');
else {
  writeFileSync(pathsFile, after);
  console.log('src/routes/paths.ts regenerated');
}
