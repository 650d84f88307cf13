export { TopThreatsBarChart } from './TopThreatsBarChart';
export type { TopThreatsBarChartProps } from './TopThreatsBarChart';
export { topThreatsBarChartClasses, getTopThreatsBarChartUtilityClass } from './topThreatsBarChartClasses';
export type { TopThreatsBarChartClasses, TopThreatsBarChartClassKey } from './topThreatsBarChartClasses';
