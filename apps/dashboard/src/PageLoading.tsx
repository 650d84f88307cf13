import { Box } from '@mui/material';
import { COMMON_TEXT } from '@drisk/contract/client';
import { DelayedSpinner, useText } from '@drisk/ui';

/** Shown while a screen's code loads; the spinner appears only if that takes a while. */
export function PageLoading({ fullPage = false }: { fullPage?: boolean }) {
  const text = useText(COMMON_TEXT);
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: fullPage ? '100vh' : 240 }}>
      <DelayedSpinner label={text.loadingPage} />
    </Box>
  );
}
