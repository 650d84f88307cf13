import { useEffect, useState, type Ref } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import type { SxProps, Theme } from '@mui/material/styles';
import { COMMON_TEXT } from '@drisk/contract/client';
import { useText } from '../language/useText';
import { useDriskProps } from '../theme/useDriskProps';
import { delayedSpinnerClasses } from './delayedSpinnerClasses';

/** Props of {@link DelayedSpinner}. */
export interface DelayedSpinnerProps {
  /**
   * The root element.
   * @default undefined
   */
  ref?: Ref<HTMLDivElement>;
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
  const props = useDriskProps(inProps, 'DriskDelayedSpinner', delayedSpinnerClasses.root);
  const { delayMs = 1000, label: labelProp, size = 40, ref, className, sx } = props;
  const common = useText(COMMON_TEXT);
  const label = labelProp ?? common.loading;
  const [visible, setVisible] = useState(delayMs <= 0);

  useEffect(() => {
    if (delayMs <= 0) return undefined;
    const timer = setTimeout(() => setVisible(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);

  if (!visible) return null;
  return (
    <Box
      ref={ref}
      className={className}
      sx={[{ display: 'flex', justifyContent: 'center', py: 4 }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      <CircularProgress aria-label={label} size={size} />
    </Box>
  );
}
