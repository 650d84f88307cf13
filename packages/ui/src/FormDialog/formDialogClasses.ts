import generateUtilityClass from '@mui/material/generateUtilityClass';
import generateUtilityClasses from '@mui/material/generateUtilityClasses';

/** The stable CSS classes of FormDialog, for styling it from outside (`.DriskFormDialog-root`). */
export interface FormDialogClasses {
  /** The root element. */
  root: string;
}

export type FormDialogClassKey = keyof FormDialogClasses;

/** The class of one of FormDialog's slots, `DriskFormDialog-<slot>`. */
export function getFormDialogUtilityClass(slot: string): string {
  return generateUtilityClass('DriskFormDialog', slot);
}

export const formDialogClasses: FormDialogClasses = generateUtilityClasses('DriskFormDialog', ['root']);
