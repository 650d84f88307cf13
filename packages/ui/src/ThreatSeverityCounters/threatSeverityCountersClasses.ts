import generateUtilityClass from '@mui/material/generateUtilityClass';
import generateUtilityClasses from '@mui/material/generateUtilityClasses';

/** The stable CSS classes of ThreatSeverityCounters, for styling it from outside (`.DriskThreatSeverityCounters-root`). */
export interface ThreatSeverityCountersClasses {
  /** The root element. */
  root: string;
}

export type ThreatSeverityCountersClassKey = keyof ThreatSeverityCountersClasses;

/** The class of one of ThreatSeverityCounters's slots, `DriskThreatSeverityCounters-<slot>`. */
export function getThreatSeverityCountersUtilityClass(slot: string): string {
  return generateUtilityClass('DriskThreatSeverityCounters', slot);
}

export const threatSeverityCountersClasses: ThreatSeverityCountersClasses = generateUtilityClasses(
  'DriskThreatSeverityCounters',
  ['root'],
);
