export { canObserveWidth, useChartWidth, useElementWidth } from './useElementWidth';
