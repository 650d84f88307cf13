import generateUtilityClass from '@mui/material/generateUtilityClass';
import generateUtilityClasses from '@mui/material/generateUtilityClasses';

/** The stable CSS classes of DayPicker, for styling it from outside (`.DriskDayPicker-root`). */
export interface DayPickerClasses {
  /** The root element. */
  root: string;
}

export type DayPickerClassKey = keyof DayPickerClasses;

/** The class of one of DayPicker's slots, `DriskDayPicker-<slot>`. */
export function getDayPickerUtilityClass(slot: string): string {
  return generateUtilityClass('DriskDayPicker', slot);
}

export const dayPickerClasses: DayPickerClasses = generateUtilityClasses('DriskDayPicker', ['root']);
