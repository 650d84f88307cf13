import generateUtilityClass from '@mui/material/generateUtilityClass';
import generateUtilityClasses from '@mui/material/generateUtilityClasses';

/** The stable CSS classes of BandwidthDonut, for styling it from outside (`.DriskBandwidthDonut-root`). */
export interface BandwidthDonutClasses {
  /** The root element. */
  root: string;
}

export type BandwidthDonutClassKey = keyof BandwidthDonutClasses;

/** The class of one of BandwidthDonut's slots, `DriskBandwidthDonut-<slot>`. */
export function getBandwidthDonutUtilityClass(slot: string): string {
  return generateUtilityClass('DriskBandwidthDonut', slot);
}

export const bandwidthDonutClasses: BandwidthDonutClasses = generateUtilityClasses('DriskBandwidthDonut', [
  'root',
]);
