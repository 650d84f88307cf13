/** Help (/dashboard/help): the screen's own words; the questions and answers are the server's. */
export const HELP_TEXT = {
  loading: 'Loading help',
} as const;
