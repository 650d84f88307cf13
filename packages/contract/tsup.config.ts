import { defineConfig } from 'tsup';

export default defineConfig({
  // client: the zod-free entry (@drisk/contract/client) for browser code.
  entry: ['src/index.ts', 'src/client.ts'],
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  treeshake: true,
  esbuildOptions(options) {
    options.conditions = ['source'];
  },
});
