#!/usr/bin/env node
// The exports map of a workspace package as published, and back (prepack / postpack of @drisk/ui and
// @drisk/contract). In the workspace each entry starts with a `source` condition pointing at src, which
// the apps' Vite, Vitest and tsx resolve (--conditions=source) so nothing needs building first; the packed
// package holds only dist, so `published` drops that condition and `workspace` puts it back, first, derived
// from the entry's built file (./dist/BatteryIcon/index.js is built from ./src/BatteryIcon/index.ts).
// Run in the package's folder: node ../../scripts/packExports.mjs published|workspace
import { readFileSync, writeFileSync } from 'node:fs';

const mode = process.argv[2];
if (mode !== 'published' && mode !== 'workspace') {
  console.error('usage: packExports.mjs published|workspace');
  process.exit(2);
}
const manifest = JSON.parse(readFileSync('package.json', 'utf8'));
for (const [subpath, { source: _source, ...built }] of Object.entries(manifest.exports)) {
  const source = built.import.replace(/^\.\/dist\//, './src/').replace(/\.js$/, '.ts');
  manifest.exports[subpath] = mode === 'workspace' ? { source, ...built } : built;
}
writeFileSync('package.json', `${JSON.stringify(manifest, null, 2)}\n`);
