/** Words a widget shows on any screen, kept apart so the smallest widgets carry only these. */
export const COMMON_TEXT = {
  /** A spinner's name when its screen gives none (DelayedSpinner). */
  loading: 'Loading',
  /** While a screen's code loads (the dashboard's PageLoading). */
  loadingPage: 'Loading the page',
} as const;
