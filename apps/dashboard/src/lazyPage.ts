import { createElement, lazy, useState, type ComponentType, type ReactElement } from 'react';

export type LazyPage<P extends object> = ((props: P) => ReactElement) & {
  /** Starts loading the page's code (once); resolves when it is ready to render. */
  preload: () => Promise<unknown>;
};

/**
 * React.lazy for a module's named export, so each screen is its own chunk and the sign-in page loads only
 * what it needs. `lazyPage(() => import('./help/HelpPage'), 'HelpPage')`. `preload()` fetches the chunk
 * ahead of navigation (sign-in does it for the shell while the password is checked). A page whose code is
 * already loaded renders at once instead of suspending for a tick: hydration of prerendered markup then
 * completes in one pass (main.tsx preloads the page first).
 */
export function lazyPage<K extends string, P extends object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
): LazyPage<P> {
  let loading: Promise<Record<K, ComponentType<P>>> | null = null;
  let loaded: ComponentType<P> | null = null;
  // A failed load (a network blip, a chunk replaced by a new deployment) is not kept: the next try fetches again.
  const loadOnce = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module[name];
        return module;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  const Lazy = lazy<ComponentType<P>>(async () => ({ default: (await loadOnce())[name] }));
  function Page(props: P) {
    // Chosen once per mount: switching from the lazy wrapper to the loaded page later would remount it.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? (Lazy as ComponentType<P>));
    return createElement(Component, props);
  }
  Page.displayName = `lazyPage(${name})`;
  return Object.assign(Page, { preload: loadOnce });
}
