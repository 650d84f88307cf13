// The per-widget size check of `npm test` (npm run size -w @drisk/ui, after the build): size-limit measures
// what an app's bundle gains, minified and gzipped, when it imports one widget from its own entry point
// (`import { BatteryIcon } from '@drisk/ui/BatteryIcon'`), with the peer dependencies (React, MUI, Emotion,
// dayjs, Leaflet) left out, as the app has those anyway. Prints one row per widget and fails when a widget
// is over the budget written for it in .size-limit.json.
// `--write-budgets` measures every widget afresh and writes its budget: the size plus 10 %, rounded up to
// the next 100 bytes. Run it after a deliberate change in size, and commit the new budgets.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sizeLimitEntries, type SizeLimitEntry } from './sizeLimitEntries';
import { widgetNames } from './widgetEntries';

interface SizeResult {
  name: string;
  size: number;
  passed?: boolean;
  sizeLimit?: number;
}

const packageRoot = join(import.meta.dirname, '..');
const configPath = join(packageRoot, '.size-limit.json');
const packageJson = JSON.parse(readFileSync(join(packageRoot, 'package.json'), 'utf8')) as {
  peerDependencies: Record<string, string>;
};
const names = widgetNames(join(packageRoot, 'src'));
const peers = Object.keys(packageJson.peerDependencies);

function writeConfig(entries: SizeLimitEntry[]) {
  writeFileSync(configPath, `${JSON.stringify(entries, null, 2)}\n`);
}

function measure(): { results: SizeResult[]; status: number } {
  const run = spawnSync('npx', ['size-limit', '--json'], { cwd: packageRoot, encoding: 'utf8' });
  const start = run.stdout.indexOf('[');
  if (start < 0) {
    process.stderr.write(run.stdout + run.stderr);
    process.exit(run.status ?? 1);
  }
  return { results: JSON.parse(run.stdout.slice(start)) as SizeResult[], status: run.status ?? 1 };
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(2)} kB`;

if (process.argv.includes('--write-budgets')) {
  writeConfig(sizeLimitEntries(names, peers, {}));
  const { results } = measure();
  const budgets = Object.fromEntries(
    results.map((result) => [result.name, `${(Math.ceil((result.size * 1.1) / 100) / 10).toFixed(1)} kB`]),
  );
  writeConfig(sizeLimitEntries(names, peers, budgets));
}

const { results, status } = measure();
const width = Math.max(...results.map((result) => result.name.length));
console.log(`${'widget'.padEnd(width)}  ${'size (gzip)'.padStart(11)}  ${'budget'.padStart(9)}`);
for (const result of results) {
  const budget = result.sizeLimit === undefined ? '-' : kB(result.sizeLimit);
  const mark = result.passed === false ? '  OVER BUDGET' : '';
  console.log(`${result.name.padEnd(width)}  ${kB(result.size).padStart(11)}  ${budget.padStart(9)}${mark}`);
}
process.exit(status);
