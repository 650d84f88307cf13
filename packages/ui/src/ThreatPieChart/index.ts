export { ThreatPieChart } from './ThreatPieChart';
export type { ThreatPieChartProps, ThreatSlice } from './ThreatPieChart';
export { threatPieChartClasses, getThreatPieChartUtilityClass } from './threatPieChartClasses';
export type { ThreatPieChartClasses, ThreatPieChartClassKey } from './threatPieChartClasses';
