import { defineConfig } from 'tsup';

/**
 * One ESM file for `node dist/main.js`. The contract is bundled from its TypeScript sources (the `source`
 * condition); mqtt and the contract's own dependencies stay external and load from node_modules.
 */
export default defineConfig({
  entry: ['src/main.ts'],
  format: ['esm'],
  target: 'node20',
  platform: 'node',
  sourcemap: true,
  clean: true,
  noExternal: ['@drisk/contract', '@drisk/demo-files'],
  external: ['mqtt'],
  skipNodeModulesBundle: true,
  esbuildOptions(options) {
    options.conditions = ['source'];
  },
});
