import { defineConfig } from 'tsup';

export default defineConfig({
  // The worker is an entry of its own: an app's bundler builds it as a worker (runMqttInWorker).
  entry: { index: 'src/index.ts', mqttWorker: 'src/connection/mqttWorker.ts' },
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  treeshake: true,
  external: ['react', 'mqtt'],
  esbuildOptions(options) {
    options.conditions = ['source'];
  },
});
