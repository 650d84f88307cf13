import generateUtilityClass from '@mui/material/generateUtilityClass';
import generateUtilityClasses from '@mui/material/generateUtilityClasses';

/** The stable CSS classes of ThreatPieChart, for styling it from outside (`.DriskThreatPieChart-root`). */
export interface ThreatPieChartClasses {
  /** The root element. */
  root: string;
}

export type ThreatPieChartClassKey = keyof ThreatPieChartClasses;

/** The class of one of ThreatPieChart's slots, `DriskThreatPieChart-<slot>`. */
export function getThreatPieChartUtilityClass(slot: string): string {
  return generateUtilityClass('DriskThreatPieChart', slot);
}

export const threatPieChartClasses: ThreatPieChartClasses = generateUtilityClasses('DriskThreatPieChart', [
  'root',
]);
