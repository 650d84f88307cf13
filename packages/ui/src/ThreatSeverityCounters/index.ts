export { ThreatSeverityCounters } from './ThreatSeverityCounters';
export type { ThreatSeverityCountersProps } from './ThreatSeverityCounters';
export {
  threatSeverityCountersClasses,
  getThreatSeverityCountersUtilityClass,
} from './threatSeverityCountersClasses';
export type {
  ThreatSeverityCountersClasses,
  ThreatSeverityCountersClassKey,
} from './threatSeverityCountersClasses';
