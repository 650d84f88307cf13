export { ThreatPieChart } from './ThreatPieChart';
export type { ThreatPieChartProps, ThreatSlice } from './ThreatPieChart';
