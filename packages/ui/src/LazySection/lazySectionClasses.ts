import generateUtilityClass from '@mui/material/generateUtilityClass';
import generateUtilityClasses from '@mui/material/generateUtilityClasses';

/** The stable CSS classes of LazySection, for styling it from outside (`.DriskLazySection-root`). */
export interface LazySectionClasses {
  /** The root element. */
  root: string;
}

export type LazySectionClassKey = keyof LazySectionClasses;

/** The class of one of LazySection's slots, `DriskLazySection-<slot>`. */
export function getLazySectionUtilityClass(slot: string): string {
  return generateUtilityClass('DriskLazySection', slot);
}

export const lazySectionClasses: LazySectionClasses = generateUtilityClasses('DriskLazySection', ['root']);
