import { tooLongText } from './limitTexts';

/** Words a widget shows on any screen, kept apart so the smallest widgets carry only these. */
export const COMMON_TEXT = {
  /** A spinner's name when its screen gives none (DelayedSpinner). */
  loading: 'Loading',
  /** While a screen's code loads (the dashboard's PageLoading). */
  loadingPage: 'Loading the page',
  /** A text field over its limit (the dashboard's useCharacterLimit); `max` as the language writes numbers. */
  tooLong: tooLongText,
  /** A text field's counter under it: '12 / 5000'. */
  characterCount: (count: string, max: string) => `${count} / ${max}`,
  /** Told to screen readers after a link that opens a new tab (the dashboard's NewTabHint). */
  newTabHint: '(opens in a new tab)',
} as const;
