import generateUtilityClass from '@mui/material/generateUtilityClass';
import generateUtilityClasses from '@mui/material/generateUtilityClasses';

/** The stable CSS classes of PageHeader, for styling it from outside (`.DriskPageHeader-root`). */
export interface PageHeaderClasses {
  /** The root element. */
  root: string;
}

export type PageHeaderClassKey = keyof PageHeaderClasses;

/** The class of one of PageHeader's slots, `DriskPageHeader-<slot>`. */
export function getPageHeaderUtilityClass(slot: string): string {
  return generateUtilityClass('DriskPageHeader', slot);
}

export const pageHeaderClasses: PageHeaderClasses = generateUtilityClasses('DriskPageHeader', ['root']);
