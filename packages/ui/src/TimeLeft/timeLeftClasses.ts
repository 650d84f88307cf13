import generateUtilityClass from '@mui/material/generateUtilityClass';
import generateUtilityClasses from '@mui/material/generateUtilityClasses';

/** The stable CSS classes of TimeLeft, for styling it from outside (`.DriskTimeLeft-root`). */
export interface TimeLeftClasses {
  /** The root element. */
  root: string;
}

export type TimeLeftClassKey = keyof TimeLeftClasses;

/** The class of one of TimeLeft's slots, `DriskTimeLeft-<slot>`. */
export function getTimeLeftUtilityClass(slot: string): string {
  return generateUtilityClass('DriskTimeLeft', slot);
}

export const timeLeftClasses: TimeLeftClasses = generateUtilityClasses('DriskTimeLeft', ['root']);
