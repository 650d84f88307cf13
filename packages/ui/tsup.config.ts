import { defineConfig } from 'tsup';
import { buildEntries, widgetNames } from './scripts/widgetEntries';

export default defineConfig({
  // The curated index and one entry per widget (dist/BatteryIcon/index.js ...); ESM code splitting puts
  // what several widgets use (the theme key helper, shared parts) in shared chunks instead of copies.
  entry: buildEntries(widgetNames('src')),
  format: ['esm'],
  splitting: true,
  // Type declarations come from tsc (tsconfig.build.json), one per source file.
  dts: false,
  sourcemap: true,
  clean: true,
  treeshake: true,
  // Peer dependencies (React, MUI, Emotion, dayjs, Leaflet) and dependencies stay imports; tsup leaves
  // out everything package.json lists, and the patterns cover deep imports such as @mui/material/Box.
  external: ['react', 'react-dom', /^@mui\//, /^@emotion\//, /^dayjs/, /^leaflet/, /^react-leaflet/],
  esbuildOptions(options) {
    options.conditions = ['source'];
  },
});
