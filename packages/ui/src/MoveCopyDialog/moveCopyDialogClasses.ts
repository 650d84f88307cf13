import generateUtilityClass from '@mui/material/generateUtilityClass';
import generateUtilityClasses from '@mui/material/generateUtilityClasses';

/** The stable CSS classes of MoveCopyDialog, for styling it from outside (`.DriskMoveCopyDialog-root`). */
export interface MoveCopyDialogClasses {
  /** The root element. */
  root: string;
}

export type MoveCopyDialogClassKey = keyof MoveCopyDialogClasses;

/** The class of one of MoveCopyDialog's slots, `DriskMoveCopyDialog-<slot>`. */
export function getMoveCopyDialogUtilityClass(slot: string): string {
  return generateUtilityClass('DriskMoveCopyDialog', slot);
}

export const moveCopyDialogClasses: MoveCopyDialogClasses = generateUtilityClasses('DriskMoveCopyDialog', [
  'root',
]);
