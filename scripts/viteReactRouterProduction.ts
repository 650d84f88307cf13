// A Vite plugin for both apps: a build takes React Router's production build. The package's exports send
// every import to dist/development (a stop-gap of React Router 7 that is still there), so a production
// bundle carried its development checks and warnings and ran them on every navigation. The dev server keeps
// the development build and its warnings.
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);

/** A file of React Router's production build, beside the development one its exports name. */
function productionFile(file: string): string {
  const packageDir = path.dirname(require.resolve('react-router/package.json'));
  return path.join(packageDir, 'dist', 'production', file);
}

export function reactRouterProduction(): Plugin {
  return {
    name: 'drisk-react-router-production',
    apply: 'build',
    config: () => ({
      // Both entries, or a module would get the other build's copy of the router's contexts: react-admin
      // imports react-router-dom, which takes its RouterProvider from react-router/dom.
      resolve: {
        alias: [
          { find: /^react-router$/, replacement: productionFile('index.mjs') },
          { find: /^react-router\/dom$/, replacement: productionFile('dom-export.mjs') },
        ],
      },
    }),
    // A way in that the aliases miss (a new entry of the package) would bring the development copy back.
    generateBundle() {
      const development = [...this.getModuleIds()].find((id) =>
        /react-router[\\/]dist[\\/]development[\\/]/.test(id),
      );
      if (development) this.error(`React Router's development build is in the bundle: ${development}`);
    },
  };
}
