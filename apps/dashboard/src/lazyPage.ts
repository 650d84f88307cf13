import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export type LazyPage<P extends object> = LazyExoticComponent<ComponentType<P>> & {
  /** Starts loading the page's code (once); resolves when it is ready to render. */
  preload: () => Promise<unknown>;
};

/**
 * React.lazy for a module's named export, so each screen is its own chunk and the sign-in page loads only
 * what it needs. `lazyPage(() => import('./help/HelpPage'), 'HelpPage')`. `preload()` fetches the chunk
 * ahead of navigation (sign-in does it for the shell while the password is checked).
 */
export function lazyPage<K extends string, P extends object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
): LazyPage<P> {
  let loading: Promise<Record<K, ComponentType<P>>> | null = null;
  // A failed load (a network blip, a chunk replaced by a new deployment) is not kept: the next try fetches again.
  const loadOnce = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
  const Page = lazy(async () => ({ default: (await loadOnce())[name] }));
  return Object.assign(Page, { preload: loadOnce });
}
