import generateUtilityClass from '@mui/material/generateUtilityClass';
import generateUtilityClasses from '@mui/material/generateUtilityClasses';

/** The stable CSS classes of DurationDialog, for styling it from outside (`.DriskDurationDialog-root`). */
export interface DurationDialogClasses {
  /** The root element. */
  root: string;
}

export type DurationDialogClassKey = keyof DurationDialogClasses;

/** The class of one of DurationDialog's slots, `DriskDurationDialog-<slot>`. */
export function getDurationDialogUtilityClass(slot: string): string {
  return generateUtilityClass('DriskDurationDialog', slot);
}

export const durationDialogClasses: DurationDialogClasses = generateUtilityClasses('DriskDurationDialog', [
  'root',
]);
