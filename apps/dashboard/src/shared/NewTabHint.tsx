import { Box } from '@mui/material';
import { visuallyHidden } from '@drisk/ui';

export const NEW_TAB_HINT = '(opens in a new tab)';

/** Tells screen-reader users that a link opens in a new tab; unseen, since the link's icon says it to the eye. */
export function NewTabHint() {
  return (
    <Box component="span" sx={visuallyHidden}>
      {NEW_TAB_HINT}
    </Box>
  );
}
