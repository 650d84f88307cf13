#!/usr/bin/env node
// `npm test`: the whole suite.
// 1. Unit, component and API tests (vitest) on the embedded database (PGlite).
// 2. When DATABASE_URL is set, the API tests again against that PostgreSQL server (beside the builds of 3).
// 3. The build (workspaces and Storybook), the size of each @drisk/ui widget against its budget, then the
//    end-to-end tests in headless Chromium against the built stack (the packed @drisk/ui in an empty Vite
//    project among them), and every Storybook story rendered in Chromium.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
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

/** Starts a step without waiting; resolves once it has passed (its output then printed), exits if it failed. */
function startInBackground(label, command, args, env) {
  const started = Date.now();
  const logFile = join(mkdtempSync(join(tmpdir(), 'drisk-test-')), 'output.log');
  const output = openSync(logFile, 'w');
  console.log(`\n=== ${label}: started beside the next steps (output below when it ends) ===`);
  const child = spawn(command, args, { cwd: root, stdio: ['ignore', output, output], env });
  // A step that fails ends this script; the background run goes with it.
  process.on('exit', () => child.exitCode === null && child.kill());
  return new Promise((resolve) => {
    child.on('close', (status) => {
      closeSync(output);
      console.log(`\n=== ${label} ===`);
      process.stdout.write(readFileSync(logFile));
      console.log(
        `=== ${label}: ${status === 0 ? 'passed' : 'FAILED'} in ${Math.round((Date.now() - started) / 1000)} s ===`,
      );
      if (status !== 0) process.exit(status ?? 1);
      resolve();
    });
  });
}

run(
  'unit, component and API tests on PGlite',
  'npx',
  ['vitest', 'run', '--project', 'node', '--project', 'dom'],
  envWithoutDatabase,
);
// The PostgreSQL run shares nothing with the builds (its own databases, no dist), so it runs beside them:
// much of its time is PostgreSQL's and the builds' waiting, and CI has 2 cores and 90 minutes. Its output is
// kept in a file and printed once it ends, so the two do not interleave.
const postgresRun = DATABASE_URL
  ? startInBackground('API tests on PostgreSQL', 'npx', ['vitest', 'run', '--project', 'node', 'apps/api'], {
      ...process.env,
    })
  : null;
run('build', 'npm', ['run', 'build'], envWithoutDatabase);
run('widget sizes (size-limit)', 'npm', ['run', 'size', '-w', '@drisk/ui'], envWithoutDatabase);
run('Storybook build', 'npm', ['run', 'build-storybook', '--', '--quiet'], envWithoutDatabase);
if (postgresRun) await postgresRun;
run('end-to-end tests in Chromium', 'npx', ['vitest', 'run', '--project', 'e2e'], envWithoutDatabase);
