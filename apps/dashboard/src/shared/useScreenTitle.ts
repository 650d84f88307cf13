import { useMatches } from 'react-router';
import { SCREEN_TEXT } from '@drisk/contract/client';
import { useText } from '@drisk/ui';
import type { ScreenHandle } from '../screens';
import { PRODUCT_NAME } from './companyInfo';

/**
 * The title of the screen on show, in the active language: that of the deepest matched route that names one
 * (the registry puts each screen's name and English title in its route's `handle`), or `fallback`.
 */
export function useScreenTitle(fallback: string = PRODUCT_NAME): string {
  const matches = useMatches();
  const { titles } = useText(SCREEN_TEXT);
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i].handle as Partial<ScreenHandle> | undefined;
    if (handle?.screen) return titles[handle.screen];
    if (handle?.title) return handle.title;
  }
  return fallback;
}
