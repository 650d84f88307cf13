// A Vite plugin for both apps: a build takes React Router's production build. The package's exports send
// every import to dist/development (a stop-gap of React Router 7 that is still there), so a production
// bundle carried its development checks and warnings and ran them on every navigation. The dev server keeps
// the development build and its warnings.
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);

/** The production build of `react-router` beside the development one its exports name. */
export function reactRouterProductionEntry(): string {
  const packageDir = path.dirname(require.resolve('react-router/package.json'));
  return path.join(packageDir, 'dist', 'production', 'index.mjs');
}

export function reactRouterProduction(): Plugin {
  return {
    name: 'drisk-react-router-production',
    apply: 'build',
    config: () => ({
      resolve: { alias: [{ find: /^react-router$/, replacement: reactRouterProductionEntry() }] },
    }),
  };
}
