import { defineConfig } from 'tsup';

/**
 * One ESM file for `node dist/server.js`. The contract is bundled (it is a workspace package that ships
 * TypeScript sources); every package from node_modules stays external and is loaded at run time.
 */
export default defineConfig({
  entry: ['src/server.ts'],
  format: ['esm'],
  target: 'node20',
  platform: 'node',
  sourcemap: true,
  clean: true,
  noExternal: ['@drisk/contract', '@drisk/demo-files'],
  skipNodeModulesBundle: true,
  esbuildOptions(options) {
    options.conditions = ['source'];
  },
});
