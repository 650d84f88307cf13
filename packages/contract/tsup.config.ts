import { defineConfig } from 'tsup';

export default defineConfig({
  // Every source module is an entry of its own, so each stays its own file in dist and an app's bundler,
  // with "sideEffects": false, drops the modules it does not import. With only the three public entries,
  // esbuild's code splitting merged the modules they share into one chunk, and a top-level call anywhere in
  // it (MONTHS.join, the validation messages) kept the whole chunk: importing one text object cost 15 kB.
  // The public entries stay those of package.json's "exports": index, client and i18n/de.
  entry: ['src/**/*.ts', '!src/**/*.test.ts', '!src/testing/**'],
  format: ['esm'],
  splitting: true,
  dts: { entry: ['src/index.ts', 'src/client.ts', 'src/i18n/de/index.ts'] },
  sourcemap: true,
  clean: true,
  treeshake: true,
  esbuildOptions(options) {
    options.conditions = ['source'];
  },
});
