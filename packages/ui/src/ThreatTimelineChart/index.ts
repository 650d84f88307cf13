export { ThreatTimelineChart } from './ThreatTimelineChart';
export type { ThreatTimelineChartProps } from './ThreatTimelineChart';
export { threatTimelineChartClasses, getThreatTimelineChartUtilityClass } from './threatTimelineChartClasses';
export type { ThreatTimelineChartClasses, ThreatTimelineChartClassKey } from './threatTimelineChartClasses';
