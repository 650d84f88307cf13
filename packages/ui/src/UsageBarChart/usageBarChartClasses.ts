import generateUtilityClass from '@mui/material/generateUtilityClass';
import generateUtilityClasses from '@mui/material/generateUtilityClasses';

/** The stable CSS classes of UsageBarChart, for styling it from outside (`.DriskUsageBarChart-root`). */
export interface UsageBarChartClasses {
  /** The root element. */
  root: string;
}

export type UsageBarChartClassKey = keyof UsageBarChartClasses;

/** The class of one of UsageBarChart's slots, `DriskUsageBarChart-<slot>`. */
export function getUsageBarChartUtilityClass(slot: string): string {
  return generateUtilityClass('DriskUsageBarChart', slot);
}

export const usageBarChartClasses: UsageBarChartClasses = generateUtilityClasses('DriskUsageBarChart', [
  'root',
]);
