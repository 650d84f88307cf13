// A Vite plugin for both apps: the build's index.html preloads the Roboto files the first screen draws its
// text with (regular and medium, Latin, woff2), so the browser fetches them with the page instead of after
// the stylesheet has been read. The @font-face rules keep font-display: swap, so text never waits for them.
import type { Plugin } from 'vite';

/** Weights of the first screen's text: body (400) and buttons and titles (500). */
export const PRELOADED_FONTS = /roboto-latin-(400|500)-normal-[\w-]+\.woff2$/;

export function preloadFonts(): Plugin {
  let base = '/';
  return {
    name: 'drisk-preload-fonts',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const files = Object.keys(context.bundle ?? {}).filter((name) => PRELOADED_FONTS.test(name));
        return files.sort().map((file) => ({
          tag: 'link',
          attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `${base}${file}`, crossorigin: '' },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}
