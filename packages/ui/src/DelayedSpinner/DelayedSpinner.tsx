import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useThemeProps, type SxProps, type Theme } from '@mui/material/styles';

/** Props of {@link DelayedSpinner}. */
export interface DelayedSpinnerProps {
  /**
   * How long to wait before showing the spinner, in milliseconds, so fast loads do not flash it.
   * @default 1000
   */
  delayMs?: number;
  /**
   * Accessible name of the progress indicator.
   * @default 'Loading'
   */
  label?: string;
  /**
   * Diameter of the spinner, in pixels.
   * @default 40
   */
  size?: number;
  /**
   * Class name of the root element.
   * @default undefined
   */
  className?: string;
  /**
   * System styles of the root element.
   * @default undefined
   */
  sx?: SxProps<Theme>;
}

/** A centred spinner that appears only once loading has taken longer than `delayMs`. */
export function DelayedSpinner(inProps: DelayedSpinnerProps) {
  const props = useThemeProps({ props: inProps, name: 'DriskDelayedSpinner' });
  const { delayMs = 1000, label = 'Loading', size = 40, className, sx } = props;
  const [visible, setVisible] = useState(delayMs <= 0);

  useEffect(() => {
    if (delayMs <= 0) return undefined;
    const timer = setTimeout(() => setVisible(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);

  if (!visible) return null;
  return (
    <Box
      className={className}
      sx={[{ display: 'flex', justifyContent: 'center', py: 4 }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      <CircularProgress aria-label={label} size={size} />
    </Box>
  );
}
