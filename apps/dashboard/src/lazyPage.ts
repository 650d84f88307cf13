import { lazy, type ComponentType } from 'react';

/**
 * React.lazy for a module's named export, so each screen is its own chunk and the sign-in page loads only
 * what it needs. `lazyPage(() => import('./help/HelpPage'), 'HelpPage')`.
 */
export function lazyPage<K extends string, P extends object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
) {
  return lazy(async () => ({ default: (await load())[name] }));
}
