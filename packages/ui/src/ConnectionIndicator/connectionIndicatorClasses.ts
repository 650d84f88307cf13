import generateUtilityClass from '@mui/material/generateUtilityClass';
import generateUtilityClasses from '@mui/material/generateUtilityClasses';

/** The stable CSS classes of ConnectionIndicator, for styling it from outside (`.DriskConnectionIndicator-root`). */
export interface ConnectionIndicatorClasses {
  /** The root element. */
  root: string;
}

export type ConnectionIndicatorClassKey = keyof ConnectionIndicatorClasses;

/** The class of one of ConnectionIndicator's slots, `DriskConnectionIndicator-<slot>`. */
export function getConnectionIndicatorUtilityClass(slot: string): string {
  return generateUtilityClass('DriskConnectionIndicator', slot);
}

export const connectionIndicatorClasses: ConnectionIndicatorClasses = generateUtilityClasses(
  'DriskConnectionIndicator',
  ['root'],
);
