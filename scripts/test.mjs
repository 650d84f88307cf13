#!/usr/bin/env node
// `npm test`: the whole suite.
// 1. Unit, component and API tests (vitest) on the embedded database (PGlite).
// 2. When DATABASE_URL is set, the API tests again against that PostgreSQL server.
// 3. The build (workspaces and Storybook), then the end-to-end tests in headless Chromium against the
//    built stack, and every Storybook story rendered in Chromium.
import { spawnSync } from 'node:child_process';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { DATABASE_URL, ...envWithoutDatabase } = process.env;

function run(label, command, args, env) {
  console.log(`\n=== ${label} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  console.log(
    `=== ${label}: ${result.status === 0 ? 'passed' : 'FAILED'} in ${Math.round((Date.now() - started) / 1000)} s ===`,
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
}

run(
  'unit, component and API tests on PGlite',
  'npx',
  ['vitest', 'run', '--project', 'node', '--project', 'dom'],
  envWithoutDatabase,
);
if (DATABASE_URL) {
  run('API tests on PostgreSQL', 'npx', ['vitest', 'run', '--project', 'node', 'apps/api'], {
    ...process.env,
  });
}
run('build', 'npm', ['run', 'build'], envWithoutDatabase);
run('Storybook build', 'npm', ['run', 'build-storybook', '--', '--quiet'], envWithoutDatabase);
run('end-to-end tests in Chromium', 'npx', ['vitest', 'run', '--project', 'e2e'], envWithoutDatabase);
