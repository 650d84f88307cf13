import type { Ref } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import type { SxProps, Theme } from '@mui/material/styles';
import { WIDGET_TEXT } from '@drisk/contract/client';
import { useText } from '../language/useText';

/** Props of {@link BandwidthDonutSkeleton}. */
export interface BandwidthDonutSkeletonProps {
  ref?: Ref<HTMLDivElement>;
  /**
   * Width and height of the donut, in pixels.
   * @default 200
   */
  size?: number;
  className?: string;
  sx?: SxProps<Theme>;
}

/** The layout of a BandwidthDonut's root: the donut above its figures. */
export const bandwidthDonutRootSx = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 2,
  minWidth: 0,
} as const;

/**
 * The placeholder of a BandwidthDonut: its loading state, and what a screen shows while the donut's code
 * (the charts library) is still loading. It imports no chart code, so it can be drawn before that arrives.
 */
export function BandwidthDonutSkeleton({ ref, size = 200, className, sx }: BandwidthDonutSkeletonProps) {
  const t = useText(WIDGET_TEXT);
  return (
    <Box
      role="progressbar"
      aria-label={t.loadingBandwidth}
      ref={ref}
      className={className}
      sx={[bandwidthDonutRootSx, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      <Skeleton variant="circular" width={size} height={size} />
      <Skeleton variant="rounded" width="100%" height={140} />
    </Box>
  );
}
