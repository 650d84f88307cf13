import generateUtilityClass from '@mui/material/generateUtilityClass';
import generateUtilityClasses from '@mui/material/generateUtilityClasses';

/** The stable CSS classes of EmptyState, for styling it from outside (`.DriskEmptyState-root`). */
export interface EmptyStateClasses {
  /** The root element. */
  root: string;
}

export type EmptyStateClassKey = keyof EmptyStateClasses;

/** The class of one of EmptyState's slots, `DriskEmptyState-<slot>`. */
export function getEmptyStateUtilityClass(slot: string): string {
  return generateUtilityClass('DriskEmptyState', slot);
}

export const emptyStateClasses: EmptyStateClasses = generateUtilityClasses('DriskEmptyState', ['root']);
