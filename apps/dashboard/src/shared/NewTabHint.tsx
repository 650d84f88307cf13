import { Box } from '@mui/material';
import { COMMON_TEXT } from '@drisk/contract/client';
import { useText, visuallyHidden } from '@drisk/ui';

/** Tells screen-reader users that a link opens in a new tab; unseen, since the link's icon says it to the eye. */
export function NewTabHint() {
  const { newTabHint } = useText(COMMON_TEXT);
  return (
    <Box component="span" sx={visuallyHidden}>
      {newTabHint}
    </Box>
  );
}
