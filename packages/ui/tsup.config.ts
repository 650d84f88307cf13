import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  treeshake: true,
  external: ['react', 'react-dom', /^@mui\//, /^@emotion\//],
  esbuildOptions(options) {
    options.conditions = ['source'];
  },
});
