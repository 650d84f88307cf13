import type { ReactNode, Ref } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import type { SxProps, Theme } from '@mui/material/styles';
import { useForkRef } from '@mui/material/utils';
import { useChartWidth } from '../useElementWidth';

/** Props of {@link ChartFigure}. */
export interface ChartFigureProps {
  /** The figure's accessible name (the chart with its figures in words). */
  name: string;
  /** Height of the chart, in pixels: the placeholder's too. */
  height: number;
  /** Width of the chart, in pixels; undefined fills the container. */
  width?: number;
  /**
   * Draws the chart at `width`: the container's, as a ResizeObserver reports it, or the fixed one. Undefined
   * only where nothing can report it (jsdom): MUI X then measures for itself.
   */
  chart: (width: number | undefined) => ReactNode;
  /** What follows the chart in the figure: its visually hidden table. */
  children?: ReactNode;
  ref?: Ref<HTMLElement>;
  className?: string;
  /** @default the figure's margin dropped, positioned, and allowed to shrink in a grid */
  sx?: SxProps<Theme>;
}

const FIGURE_SX = { m: 0, position: 'relative', minWidth: 0 } as const;

/**
 * The <figure> of an MUI X chart that fills its container. The chart is given the container's width rather
 * than measuring it itself: MUI X reads the size with getComputedStyle in a layout effect, a forced layout,
 * and then draws every mark a second time. Until the width is known the figure holds a placeholder of the
 * chart's height.
 */
export function ChartFigure({ name, height, width, chart, children, ref, className, sx }: ChartFigureProps) {
  const fit = useChartWidth<HTMLElement>(width);
  const figureRef = useForkRef(ref, fit.ref);
  return (
    <Box component="figure" aria-label={name} ref={figureRef} className={className} sx={sx ?? FIGURE_SX}>
      {fit.waiting ? <Skeleton variant="rounded" height={height} /> : chart(fit.width)}
      {children}
    </Box>
  );
}
