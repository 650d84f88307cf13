import { canObserveWidth, useElementWidth } from './useElementWidth';

/**
 * The width to give a chart that fills its container unless told its `width`: `ref` goes on the container;
 * `waiting` is true until the container's width is known (draw a placeholder of the chart's height then).
 * MUI X would otherwise measure the container itself, with a forced layout, and draw everything twice.
 */
export function useChartWidth<T extends Element>(width: number | undefined) {
  const [ref, measured] = useElementWidth<T>();
  const chartWidth = width ?? measured;
  return { ref, width: chartWidth, waiting: chartWidth === undefined && canObserveWidth() };
}
