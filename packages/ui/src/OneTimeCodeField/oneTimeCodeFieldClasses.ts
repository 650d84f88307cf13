import generateUtilityClass from '@mui/material/generateUtilityClass';
import generateUtilityClasses from '@mui/material/generateUtilityClasses';

/** The stable CSS classes of OneTimeCodeField, for styling it from outside (`.DriskOneTimeCodeField-root`). */
export interface OneTimeCodeFieldClasses {
  /** The root element. */
  root: string;
}

export type OneTimeCodeFieldClassKey = keyof OneTimeCodeFieldClasses;

/** The class of one of OneTimeCodeField's slots, `DriskOneTimeCodeField-<slot>`. */
export function getOneTimeCodeFieldUtilityClass(slot: string): string {
  return generateUtilityClass('DriskOneTimeCodeField', slot);
}

export const oneTimeCodeFieldClasses: OneTimeCodeFieldClasses = generateUtilityClasses(
  'DriskOneTimeCodeField',
  ['root'],
);
