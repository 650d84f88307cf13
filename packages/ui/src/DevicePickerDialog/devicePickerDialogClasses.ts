import generateUtilityClass from '@mui/material/generateUtilityClass';
import generateUtilityClasses from '@mui/material/generateUtilityClasses';

/** The stable CSS classes of DevicePickerDialog, for styling it from outside (`.DriskDevicePickerDialog-root`). */
export interface DevicePickerDialogClasses {
  /** The root element. */
  root: string;
}

export type DevicePickerDialogClassKey = keyof DevicePickerDialogClasses;

/** The class of one of DevicePickerDialog's slots, `DriskDevicePickerDialog-<slot>`. */
export function getDevicePickerDialogUtilityClass(slot: string): string {
  return generateUtilityClass('DriskDevicePickerDialog', slot);
}

export const devicePickerDialogClasses: DevicePickerDialogClasses = generateUtilityClasses(
  'DriskDevicePickerDialog',
  ['root'],
);
