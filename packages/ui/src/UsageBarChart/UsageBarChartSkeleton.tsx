import type { Ref } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import type { SxProps, Theme } from '@mui/material/styles';
import { WIDGET_TEXT } from '@drisk/contract/client';
import { useText } from '../language/useText';

/** Props of {@link UsageBarChartSkeleton}: the chart's own size and name props. */
export interface UsageBarChartSkeletonProps {
  ref?: Ref<HTMLDivElement>;
  /** @default 300 */
  height?: number;
  /** @default undefined (fills the container) */
  width?: number;
  /**
   * The chart's accessible name, which the progress bar's name repeats.
   * @default 'Data usage'
   */
  label?: string;
  className?: string;
  sx?: SxProps<Theme>;
}

/** The box of a UsageBarChart's root (a <figure>, whose margin it drops). */
export const usageBarChartRootSx = { position: 'relative', m: 0, minWidth: 0 } as const;

/**
 * The placeholder of a UsageBarChart: its loading state, and what a screen shows while the chart's code
 * (the charts library) is still loading. It imports no chart code, so it can be drawn before that arrives.
 */
export function UsageBarChartSkeleton({
  ref,
  height = 300,
  width,
  label,
  className,
  sx,
}: UsageBarChartSkeletonProps) {
  const t = useText(WIDGET_TEXT);
  const rootSx = [usageBarChartRootSx, ...(Array.isArray(sx) ? sx : [sx])];
  return (
    <Box
      role="progressbar"
      aria-label={t.loadingChart(label ?? t.dataUsage)}
      ref={ref}
      className={className}
      sx={rootSx}
    >
      <Skeleton variant="rounded" height={height} width={width ?? '100%'} />
    </Box>
  );
}
