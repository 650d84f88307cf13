import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/** One run for the whole monorepo: workspaces resolve to their src through the "source" condition. */
export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['source'] },
  // Node-side tests (api, contract, data-provider) resolve workspaces to src too, so no build is needed first.
  ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
  test: {
    // One test file per core. Vitest's default leaves a core to its main process, which is nearly idle here:
    // on CI's 2 cores that ran one file at a time. With two, the unit stage kept both cores busy (36 CPU-minutes
    // in 19 minutes), which one worker can only do one after the other.
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'packages/contract/src/**/*.test.ts',
            'packages/data-provider/src/**/*.test.ts',
            'packages/realtime/src/**/*.test.ts',
            'packages/demo-files/src/**/*.test.ts',
            'apps/gateway-sim/src/**/*.test.ts',
            'apps/api/src/**/*.test.ts',
            'scripts/**/*.test.ts',
            'packages/ui/scripts/**/*.test.ts',
          ],
          testTimeout: 30_000,
          // A test server boots PGlite, migrates and seeds: over a minute when the 2-core machine is busy.
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        // As Vite bundles it for the browser (package.json "browser"): XMLHttpRequest and localStorage.
        resolve: { alias: { 'tus-js-client': 'tus-js-client/lib.esm/browser/index.js' } },
        test: {
          name: 'dom',
          environment: 'jsdom',
          globals: true,
          include: [
            'packages/ui/src/**/*.test.{ts,tsx}',
            'packages/realtime/src/**/*.test.tsx',
            'apps/dashboard/src/**/*.test.{ts,tsx}',
            'apps/admin/src/**/*.test.{ts,tsx}',
          ],
          setupFiles: ['./vitest.setup.dom.ts'],
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          // Real stack (built api + dashboard, embedded database) driven by Debian's Chromium.
          name: 'e2e',
          environment: 'node',
          include: ['e2e/**/*.e2e.ts'],
          fileParallelism: false,
          // Only the story e2e runs tests concurrently (each story in its own context): two at a time on 2 cores.
          maxConcurrency: 2,
          // A real browser on a 2-core machine: give polled expectations time before calling them failed.
          expect: { poll: { timeout: 15_000, interval: 100 } },
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
