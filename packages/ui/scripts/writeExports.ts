// Writes package.json's exports map from the widget folders: npm run exports -w @drisk/ui after adding a
// widget (widgetEntries.test.ts fails until the map and the folders agree). The packed package drops the
// workspace-only `source` condition (prepack, scripts/packExports.mjs at the repository root).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { exportsMap, widgetNames } from './widgetEntries';

const packageRoot = join(import.meta.dirname, '..');
const packageJsonPath = join(packageRoot, 'package.json');
const packageJson = JSON.parse(readFileSync(packageJsonPath, 'utf8')) as Record<string, unknown>;
packageJson.exports = exportsMap(widgetNames(join(packageRoot, 'src')), true);
writeFileSync(packageJsonPath, `${JSON.stringify(packageJson, null, 2)}\n`);
