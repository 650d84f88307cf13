import generateUtilityClass from '@mui/material/generateUtilityClass';
import generateUtilityClasses from '@mui/material/generateUtilityClasses';

/** The stable CSS classes of PasswordField, for styling it from outside (`.DriskPasswordField-root`). */
export interface PasswordFieldClasses {
  /** The root element. */
  root: string;
}

export type PasswordFieldClassKey = keyof PasswordFieldClasses;

/** The class of one of PasswordField's slots, `DriskPasswordField-<slot>`. */
export function getPasswordFieldUtilityClass(slot: string): string {
  return generateUtilityClass('DriskPasswordField', slot);
}

export const passwordFieldClasses: PasswordFieldClasses = generateUtilityClasses('DriskPasswordField', [
  'root',
]);
