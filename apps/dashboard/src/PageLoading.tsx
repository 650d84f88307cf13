import { Box } from '@mui/material';
import { DelayedSpinner } from '@drisk/ui';

/** Shown while a screen's code loads; the spinner appears only if that takes a while. */
export function PageLoading({ fullPage = false }: { fullPage?: boolean }) {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: fullPage ? '100vh' : 240 }}>
      <DelayedSpinner label="Loading the page" />
    </Box>
  );
}
