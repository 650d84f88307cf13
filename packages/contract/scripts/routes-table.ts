/**
 * Regenerates the table of every call in README.md from the route tables.
 * Run from the repository root: npx tsx packages/contract/scripts/routes-table.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { withRoutesTable } from '../src/routes/routesMarkdown';

const readmePath = fileURLToPath(new URL('../README.md', import.meta.url));
const before = readFileSync(readmePath, 'utf8');
const after = withRoutesTable(before);
if (after === before) console.log('README.md route table is up to date');
else {
  writeFileSync(readmePath, after);
  console.log('README.md route table regenerated');
}
