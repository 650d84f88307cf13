import generateUtilityClass from '@mui/material/generateUtilityClass';
import generateUtilityClasses from '@mui/material/generateUtilityClasses';

/** The stable CSS classes of ThreatTimelineChart, for styling it from outside (`.DriskThreatTimelineChart-root`). */
export interface ThreatTimelineChartClasses {
  /** The root element. */
  root: string;
}

export type ThreatTimelineChartClassKey = keyof ThreatTimelineChartClasses;

/** The class of one of ThreatTimelineChart's slots, `DriskThreatTimelineChart-<slot>`. */
export function getThreatTimelineChartUtilityClass(slot: string): string {
  return generateUtilityClass('DriskThreatTimelineChart', slot);
}

export const threatTimelineChartClasses: ThreatTimelineChartClasses = generateUtilityClasses(
  'DriskThreatTimelineChart',
  ['root'],
);
