import generateUtilityClass from '@mui/material/generateUtilityClass';
import generateUtilityClasses from '@mui/material/generateUtilityClasses';

/** The stable CSS classes of TimeRangePicker, for styling it from outside (`.DriskTimeRangePicker-root`). */
export interface TimeRangePickerClasses {
  /** The root element. */
  root: string;
}

export type TimeRangePickerClassKey = keyof TimeRangePickerClasses;

/** The class of one of TimeRangePicker's slots, `DriskTimeRangePicker-<slot>`. */
export function getTimeRangePickerUtilityClass(slot: string): string {
  return generateUtilityClass('DriskTimeRangePicker', slot);
}

export const timeRangePickerClasses: TimeRangePickerClasses = generateUtilityClasses('DriskTimeRangePicker', [
  'root',
]);
