#!/usr/bin/env node
// `npm run fuzz`: the contract fuzzer (apps/api/src/test/fuzz) at length, with a random seed that it prints so a
// failure can be replayed: FUZZ_SEED=<seed> npm run fuzz. FUZZ_REQUESTS_PER_ROUTE sets the length (default 500,
// about 56,000 requests; `npm test` sends 100 per route with a fixed seed). With DATABASE_URL set, the api under
// test runs on that PostgreSQL server instead of PGlite.
import { spawnSync } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const seed = process.env.FUZZ_SEED ?? String(randomInt(2 ** 31));
const perRoute = process.env.FUZZ_REQUESTS_PER_ROUTE ?? '500';

console.log(`contract fuzz: seed ${seed}, ${perRoute} requests per route`);
const result = spawnSync(
  'npx',
  ['vitest', 'run', '--project', 'node', 'apps/api/src/test/fuzz/contractFuzz.test.ts'],
  {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, FUZZ_SEED: seed, FUZZ_REQUESTS_PER_ROUTE: perRoute },
  },
);
if (result.status !== 0) {
  console.log(
    `\ncontract fuzz FAILED. Replay: FUZZ_SEED=${seed} FUZZ_REQUESTS_PER_ROUTE=${perRoute} npm run fuzz`,
  );
}
process.exit(result.status ?? 1);
