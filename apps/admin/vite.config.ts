import { fileURLToPath } from 'node:url';
import { defineConfig, defaultClientConditions } from 'vite';
import react from '@vitejs/plugin-react';
import { pwa } from '../../scripts/pwa/vitePwa';
import { precompress } from '../../scripts/vitePrecompress';
import { preloadFonts } from '../../scripts/vitePreloadFonts';
import { prerenderSkeleton } from '../../scripts/vitePrerenderSkeleton';
import { reactRouterProduction } from '../../scripts/viteReactRouterProduction';

/** Where `npm run dev` sends /api: the api started by `npm run dev` unless API_URL names another one. */
const apiUrl = process.env.API_URL ?? 'http://localhost:8080';

export default defineConfig({
  // The api serves this build at /admin/, beside the dashboard at / (one origin, one session).
  base: '/admin/',
  plugins: [
    react(),
    reactRouterProduction(),
    preloadFonts(),
    pwa('dRisk Admin'),
    // The console's frame paints from index.html before any script (apps/admin/src/prerender); the
    // Dashboard tab, where it opens, is fetched with the entry.
    prerenderSkeleton('src/prerender/renderConsoleSkeleton.tsx', 'src/prerender/start.ts', [
      'src/dashboard/DashboardTab.tsx',
    ]),
    precompress(),
  ],
  // Workspace packages resolve to their src ("source" export condition), so no package build is needed.
  resolve: {
    conditions: ['source', ...defaultClientConditions],
    // The native Object.entries instead of its polyfill (shims/objectEntries.cjs says why).
    alias: [
      {
        find: /^object\.entries$/,
        replacement: fileURLToPath(new URL('./shims/objectEntries.cjs', import.meta.url)),
      },
    ],
  },
  server: {
    port: Number(process.env.ADMIN_PORT ?? 5174),
    proxy: { '/api': { target: apiUrl, changeOrigin: true } },
  },
  preview: { proxy: { '/api': { target: apiUrl, changeOrigin: true } } },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
});
