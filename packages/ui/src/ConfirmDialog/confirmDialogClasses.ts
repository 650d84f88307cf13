import generateUtilityClass from '@mui/material/generateUtilityClass';
import generateUtilityClasses from '@mui/material/generateUtilityClasses';

/** The stable CSS classes of ConfirmDialog, for styling it from outside (`.DriskConfirmDialog-root`). */
export interface ConfirmDialogClasses {
  /** The root element. */
  root: string;
}

export type ConfirmDialogClassKey = keyof ConfirmDialogClasses;

/** The class of one of ConfirmDialog's slots, `DriskConfirmDialog-<slot>`. */
export function getConfirmDialogUtilityClass(slot: string): string {
  return generateUtilityClass('DriskConfirmDialog', slot);
}

export const confirmDialogClasses: ConfirmDialogClasses = generateUtilityClasses('DriskConfirmDialog', [
  'root',
]);
