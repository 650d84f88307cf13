import generateUtilityClass from '@mui/material/generateUtilityClass';
import generateUtilityClasses from '@mui/material/generateUtilityClasses';

/** The stable CSS classes of BatteryIcon, for styling it from outside (`.DriskBatteryIcon-root`). */
export interface BatteryIconClasses {
  /** The root element. */
  root: string;
}

export type BatteryIconClassKey = keyof BatteryIconClasses;

/** The class of one of BatteryIcon's slots, `DriskBatteryIcon-<slot>`. */
export function getBatteryIconUtilityClass(slot: string): string {
  return generateUtilityClass('DriskBatteryIcon', slot);
}

export const batteryIconClasses: BatteryIconClasses = generateUtilityClasses('DriskBatteryIcon', ['root']);
