export { ThreatSeverityCounters } from './ThreatSeverityCounters';
export type { ThreatSeverityCountersProps } from './ThreatSeverityCounters';
