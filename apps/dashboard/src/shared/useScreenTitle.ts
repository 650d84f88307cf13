import { useMatches } from 'react-router';
import { SCREEN_TEXT } from '@drisk/contract/client';
import { useText } from '@drisk/ui';
import { PRODUCT_NAME } from './companyInfo';
import { screenTitleOf } from './screenTitle';

/**
 * The title of the screen on show, in the active language: that of the deepest matched route that names one
 * (the registry puts each screen's name and English title in its route's `handle`), or `fallback`.
 */
export function useScreenTitle(fallback: string = PRODUCT_NAME): string {
  const matches = useMatches();
  const { titles } = useText(SCREEN_TEXT);
  return (
    screenTitleOf(
      matches.map((match) => match.handle),
      titles,
    ) ?? fallback
  );
}
