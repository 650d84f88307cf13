export { TopThreatsBarChart } from './TopThreatsBarChart';
export type { TopThreatsBarChartProps } from './TopThreatsBarChart';
