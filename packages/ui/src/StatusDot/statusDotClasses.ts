import generateUtilityClass from '@mui/material/generateUtilityClass';
import generateUtilityClasses from '@mui/material/generateUtilityClasses';

/** The stable CSS classes of StatusDot, for styling it from outside (`.DriskStatusDot-root`). */
export interface StatusDotClasses {
  /** The root element. */
  root: string;
}

export type StatusDotClassKey = keyof StatusDotClasses;

/** The class of one of StatusDot's slots, `DriskStatusDot-<slot>`. */
export function getStatusDotUtilityClass(slot: string): string {
  return generateUtilityClass('DriskStatusDot', slot);
}

export const statusDotClasses: StatusDotClasses = generateUtilityClasses('DriskStatusDot', ['root']);
