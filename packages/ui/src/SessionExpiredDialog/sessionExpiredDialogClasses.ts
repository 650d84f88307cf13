import generateUtilityClass from '@mui/material/generateUtilityClass';
import generateUtilityClasses from '@mui/material/generateUtilityClasses';

/** The stable CSS classes of SessionExpiredDialog, for styling it from outside (`.DriskSessionExpiredDialog-root`). */
export interface SessionExpiredDialogClasses {
  /** The root element. */
  root: string;
}

export type SessionExpiredDialogClassKey = keyof SessionExpiredDialogClasses;

/** The class of one of SessionExpiredDialog's slots, `DriskSessionExpiredDialog-<slot>`. */
export function getSessionExpiredDialogUtilityClass(slot: string): string {
  return generateUtilityClass('DriskSessionExpiredDialog', slot);
}

export const sessionExpiredDialogClasses: SessionExpiredDialogClasses = generateUtilityClasses(
  'DriskSessionExpiredDialog',
  ['root'],
);
