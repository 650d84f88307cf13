import generateUtilityClass from '@mui/material/generateUtilityClass';
import generateUtilityClasses from '@mui/material/generateUtilityClasses';

/** The stable CSS classes of TopThreatsBarChart, for styling it from outside (`.DriskTopThreatsBarChart-root`). */
export interface TopThreatsBarChartClasses {
  /** The root element. */
  root: string;
}

export type TopThreatsBarChartClassKey = keyof TopThreatsBarChartClasses;

/** The class of one of TopThreatsBarChart's slots, `DriskTopThreatsBarChart-<slot>`. */
export function getTopThreatsBarChartUtilityClass(slot: string): string {
  return generateUtilityClass('DriskTopThreatsBarChart', slot);
}

export const topThreatsBarChartClasses: TopThreatsBarChartClasses = generateUtilityClasses(
  'DriskTopThreatsBarChart',
  ['root'],
);
