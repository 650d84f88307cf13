export { canObserveWidth, useElementWidth } from './useElementWidth';
export { useChartWidth } from './useChartWidth';
