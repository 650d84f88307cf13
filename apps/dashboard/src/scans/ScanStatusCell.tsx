import { Box, LinearProgress, Typography } from '@mui/material';
import { scanProgress } from './scanProgress';
import { useScanStatusText } from './useScanWords';

/** A scan's status; a running scan also shows its percentage as a bar. */
export function ScanStatusCell({ status }: { status: string }) {
  const progress = scanProgress(status);
  const shown = useScanStatusText()(status);
  return (
    <Box sx={{ minWidth: 96 }}>
      <Typography variant="body2" component="span">
        {shown}
      </Typography>
      {progress !== null && (
        <LinearProgress variant="determinate" value={progress} aria-label={shown} sx={{ mt: 0.5 }} />
      )}
    </Box>
  );
}
