import { defineConfig, defaultClientConditions } from 'vite';
import react from '@vitejs/plugin-react';
import { pwa } from '../../scripts/pwa/vitePwa';
import { precompress } from '../../scripts/vitePrecompress';
import { preloadFonts } from '../../scripts/vitePreloadFonts';
import { prerenderPages } from '../../scripts/vitePrerender';
import { reactRouterProduction } from '../../scripts/viteReactRouterProduction';

/** Where `npm run dev` sends /api: the api started by `npm run dev` unless API_URL names another one. */
const apiUrl = process.env.API_URL ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [
    react(),
    reactRouterProduction(),
    preloadFonts(),
    pwa('dRisk'),
    prerenderPages('src/prerender/renderPage.tsx', 'src/prerender/start.ts'),
    precompress(),
  ],
  // Workspace packages resolve to their src ("source" export condition), so no package build is needed.
  resolve: { conditions: ['source', ...defaultClientConditions] },
  server: {
    port: Number(process.env.DASHBOARD_PORT ?? 5173),
    proxy: { '/api': { target: apiUrl, changeOrigin: true } },
  },
  preview: { proxy: { '/api': { target: apiUrl, changeOrigin: true } } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rollupOptions: {
      output: {
        // Everything the entry imports statically goes into one file with it: the ~33 small shared chunks
        // it was split into each cost a request and a main-thread task on a phone, and compress worse apart
        // (the sign-in page's transfer fell from 357 to 307 kB). Lazily loaded pages keep their own chunks,
        // except the sign-in page, the one most opened cold on a phone: its code and everything it imports
        // beyond the startup file are one chunk (with its dependencies, the group's default), not ~30, each
        // of which cost a request, its headers and a preload link (307 -> 270 kB transferred). The price:
        // the signed-in shell imports some of those modules, so it loads this chunk too (about 19 modules
        // of sign-in code it does not run; 47 files instead of 67, 2 kB less in all), and a change to the
        // sign-in page renames it for everyone. e2e/prerender.e2e.ts holds this chunk by its name.
        // The signed-in shell and Home, where signing in lands, are grouped the same way: Home's first load
        // was 48 files (a preload link, a request and headers each; Lighthouse's phone scored 60 with LCP
        // 4.4 s) and is 4 (71 to 73, LCP 3.1 s). A screen that shares a module with Home loads Home's chunk.
        codeSplitting: {
          groups: [
            { name: 'startup', tags: ['$initial'] },
            { name: 'sign-in', test: /src[\\/]auth[\\/]SignInPage\.tsx$/ },
            { name: 'shell', test: /src[\\/]shell[\\/]DashboardLayout\.tsx$/ },
            { name: 'home', test: /src[\\/]home[\\/]HomePage\.tsx$/ },
          ],
        },
      },
    },
  },
});
