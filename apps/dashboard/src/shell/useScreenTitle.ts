import { useMatches } from 'react-router';
import type { ScreenHandle } from '../screens';

/** The title of the deepest matched route that names one (each dashboard route's `handle.title`). */
export function useScreenTitle(fallback: string): string {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i].handle as Partial<ScreenHandle> | undefined;
    if (handle?.title) return handle.title;
  }
  return fallback;
}
