import { describe, expect, it } from 'vitest';
import { preloadFonts } from './vitePreloadFonts';

type Handler = (html: string, context: { bundle: Record<string, unknown> }) => unknown;

describe('preloadFonts', () => {
  it("preloads the first screen's Roboto woff2 files under the app's base, and no other", () => {
    const plugin = preloadFonts() as unknown as {
      configResolved(config: { base: string }): void;
      transformIndexHtml: { handler: Handler };
    };
    plugin.configResolved({ base: '/admin/' });
    const bundle = Object.fromEntries(
      [
        'assets/roboto-latin-300-normal-a1.woff2',
        'assets/roboto-latin-400-normal-b2.woff2',
        'assets/roboto-latin-400-normal-c3.woff',
        'assets/roboto-latin-500-normal-d4.woff2',
        'assets/roboto-latin-700-normal-e5.woff2',
        'assets/index-f6.js',
      ].map((name) => [name, {}]),
    );
    expect(plugin.transformIndexHtml.handler('<html></html>', { bundle })).toEqual(
      ['assets/roboto-latin-400-normal-b2.woff2', 'assets/roboto-latin-500-normal-d4.woff2'].map((file) => ({
        tag: 'link',
        attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `/admin/${file}`, crossorigin: '' },
        injectTo: 'head',
      })),
    );
  });
});
