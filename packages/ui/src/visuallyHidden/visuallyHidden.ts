/**
 * `sx` styles that hide content from sight but keep it for screen readers: a chart's data table, a link's
 * '(opens in a new tab)', a dialog's announcement. Sizes are strings on purpose: in MUI's sx a bare 1 means 100%.
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
