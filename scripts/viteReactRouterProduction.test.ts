import { describe, expect, it } from 'vitest';
import { reactRouterProduction } from './viteReactRouterProduction';

/** Runs the plugin's bundle check over these module ids; resolves with the error it raised, if any. */
function checkBundle(ids: string[]): string | null {
  const plugin = reactRouterProduction();
  const hook = plugin.generateBundle as unknown as (this: unknown) => void;
  let raised: string | null = null;
  hook.call({
    getModuleIds: () => ids[Symbol.iterator](),
    error: (message: string) => {
      raised = message;
      throw new Error(message);
    },
  });
  return raised;
}

describe('reactRouterProduction', () => {
  it("aliases both of React Router's entries to its production build, for builds only", () => {
    const plugin = reactRouterProduction();
    expect(plugin.apply).toBe('build');
    const config = (plugin.config as () => { resolve: { alias: { find: RegExp; replacement: string }[] } })();
    const aliases = config.resolve.alias;
    expect(aliases.map((alias) => alias.replacement)).toEqual([
      expect.stringMatching(/react-router[\\/]dist[\\/]production[\\/]index\.mjs$/),
      expect.stringMatching(/react-router[\\/]dist[\\/]production[\\/]dom-export\.mjs$/),
    ]);
    expect(aliases[0].find.test('react-router')).toBe(true);
    expect(aliases[1].find.test('react-router/dom')).toBe(true);
    expect(aliases.some((alias) => alias.find.test('react-router-dom'))).toBe(false);
  });

  it('fails a build that still takes the development copy', () => {
    expect(checkBundle(['/app/src/main.tsx', '/nm/react-router/dist/production/index.mjs'])).toBeNull();
    expect(() => checkBundle(['/nm/react-router/dist/development/dom-export.mjs'])).toThrow(
      /React Router's development build is in the bundle/,
    );
  });
});
