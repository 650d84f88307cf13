import generateUtilityClass from '@mui/material/generateUtilityClass';
import generateUtilityClasses from '@mui/material/generateUtilityClasses';

/** The stable CSS classes of DelayedSpinner, for styling it from outside (`.DriskDelayedSpinner-root`). */
export interface DelayedSpinnerClasses {
  /** The root element. */
  root: string;
}

export type DelayedSpinnerClassKey = keyof DelayedSpinnerClasses;

/** The class of one of DelayedSpinner's slots, `DriskDelayedSpinner-<slot>`. */
export function getDelayedSpinnerUtilityClass(slot: string): string {
  return generateUtilityClass('DriskDelayedSpinner', slot);
}

export const delayedSpinnerClasses: DelayedSpinnerClasses = generateUtilityClasses('DriskDelayedSpinner', [
  'root',
]);
