import generateUtilityClass from '@mui/material/generateUtilityClass';
import generateUtilityClasses from '@mui/material/generateUtilityClasses';

/** The stable CSS classes of MessageDialog, for styling it from outside (`.DriskMessageDialog-root`). */
export interface MessageDialogClasses {
  /** The root element. */
  root: string;
}

export type MessageDialogClassKey = keyof MessageDialogClasses;

/** The class of one of MessageDialog's slots, `DriskMessageDialog-<slot>`. */
export function getMessageDialogUtilityClass(slot: string): string {
  return generateUtilityClass('DriskMessageDialog', slot);
}

export const messageDialogClasses: MessageDialogClasses = generateUtilityClasses('DriskMessageDialog', [
  'root',
]);
