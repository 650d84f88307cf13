#!/usr/bin/env node
// `npm start`: build what is stale, then run the api (which migrates, seeds on first start, serves the
// dashboard on one origin and hosts the MQTT broker) and the three virtual gateways of the simulator.
// Everything is embedded: no external service is needed. SIMULATOR=off starts the api alone.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Newest modification time of the files below the given folders (node_modules and dist skipped). */
function newestMtime(paths) {
  let newest = 0;
  const walk = (path) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const name of readdirSync(path)) {
        if (name === 'node_modules' || name === 'dist') continue;
        walk(join(path, name));
      }
    } else newest = Math.max(newest, stat.mtimeMs);
  };
  paths.forEach((p) => walk(join(root, p)));
  return newest;
}

/** Each built artefact, the sources it is built from, and the workspace that builds it. */
const targets = [
  {
    workspace: '@drisk/api',
    output: 'apps/api/dist/server.js',
    sources: ['apps/api/src', 'apps/api/drizzle', 'apps/api/package.json', 'packages/contract/src'],
  },
  {
    workspace: '@drisk/gateway-sim',
    output: 'apps/gateway-sim/dist/main.js',
    sources: ['apps/gateway-sim/src', 'apps/gateway-sim/package.json', 'packages/contract/src'],
  },
  {
    workspace: '@drisk/dashboard',
    output: 'apps/dashboard/dist/index.html',
    sources: [
      'apps/dashboard/src',
      'apps/dashboard/index.html',
      'apps/dashboard/vite.config.ts',
      'packages/contract/src',
      'packages/data-provider/src',
      'packages/realtime/src',
      'packages/ui/src',
    ],
  },
];

for (const target of targets) {
  const output = join(root, target.output);
  const stale = !existsSync(output) || statSync(output).mtimeMs < newestMtime(target.sources);
  if (!stale) continue;
  console.log(`Building ${target.workspace} (sources changed since the last build)...`);
  const result = spawnSync('npm', ['run', 'build', '-w', target.workspace], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const children = [
  spawn(process.execPath, [join(root, 'apps/api/dist/server.js')], { cwd: root, stdio: 'inherit' }),
];
// The simulator waits for the credentials file the api writes at its first start, and for the broker.
if (process.env.SIMULATOR !== 'off') {
  children.push(
    spawn(process.execPath, [join(root, 'apps/gateway-sim/dist/main.js')], { cwd: root, stdio: 'inherit' }),
  );
}
const stop = (signal) => children.forEach((child) => child.exitCode === null && child.kill(signal));
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
// When the api stops, everything stops.
children[0].on('exit', (code) => {
  stop('SIGTERM');
  process.exit(code ?? 0);
});
