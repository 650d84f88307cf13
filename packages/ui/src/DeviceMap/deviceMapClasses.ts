import generateUtilityClass from '@mui/material/generateUtilityClass';
import generateUtilityClasses from '@mui/material/generateUtilityClasses';

/** The stable CSS classes of DeviceMap, for styling it from outside (`.DriskDeviceMap-root`). */
export interface DeviceMapClasses {
  /** The root element. */
  root: string;
}

export type DeviceMapClassKey = keyof DeviceMapClasses;

/** The class of one of DeviceMap's slots, `DriskDeviceMap-<slot>`. */
export function getDeviceMapUtilityClass(slot: string): string {
  return generateUtilityClass('DriskDeviceMap', slot);
}

export const deviceMapClasses: DeviceMapClasses = generateUtilityClasses('DriskDeviceMap', ['root']);
