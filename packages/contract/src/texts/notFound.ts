/** Oops! 404 Not Found: the words UI_TEXT does not have. */
export const NOT_FOUND_TEXT = {
  backToHome: 'Back to Home',
} as const;
