import generateUtilityClass from '@mui/material/generateUtilityClass';
import generateUtilityClasses from '@mui/material/generateUtilityClasses';

/** The stable CSS classes of ToggleCard, for styling it from outside (`.DriskToggleCard-root`). */
export interface ToggleCardClasses {
  /** The root element. */
  root: string;
}

export type ToggleCardClassKey = keyof ToggleCardClasses;

/** The class of one of ToggleCard's slots, `DriskToggleCard-<slot>`. */
export function getToggleCardUtilityClass(slot: string): string {
  return generateUtilityClass('DriskToggleCard', slot);
}

export const toggleCardClasses: ToggleCardClasses = generateUtilityClasses('DriskToggleCard', ['root']);
