/** Styles that hide text from sight but leave it for screen readers (e.g. '(opens in a new tab)'). */
export const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

export const NEW_TAB_HINT = '(opens in a new tab)';
