import generateUtilityClass from '@mui/material/generateUtilityClass';
import generateUtilityClasses from '@mui/material/generateUtilityClasses';

/** The stable CSS classes of LoadError, for styling it from outside (`.DriskLoadError-root`). */
export interface LoadErrorClasses {
  /** The root element. */
  root: string;
}

export type LoadErrorClassKey = keyof LoadErrorClasses;

/** The class of one of LoadError's slots, `DriskLoadError-<slot>`. */
export function getLoadErrorUtilityClass(slot: string): string {
  return generateUtilityClass('DriskLoadError', slot);
}

export const loadErrorClasses: LoadErrorClasses = generateUtilityClasses('DriskLoadError', ['root']);
