export { ThreatTimelineChart } from './ThreatTimelineChart';
export type { ThreatTimelineChartProps } from './ThreatTimelineChart';
