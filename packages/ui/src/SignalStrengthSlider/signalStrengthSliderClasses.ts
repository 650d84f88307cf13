import generateUtilityClass from '@mui/material/generateUtilityClass';
import generateUtilityClasses from '@mui/material/generateUtilityClasses';

/** The stable CSS classes of SignalStrengthSlider, for styling it from outside (`.DriskSignalStrengthSlider-root`). */
export interface SignalStrengthSliderClasses {
  /** The root element. */
  root: string;
}

export type SignalStrengthSliderClassKey = keyof SignalStrengthSliderClasses;

/** The class of one of SignalStrengthSlider's slots, `DriskSignalStrengthSlider-<slot>`. */
export function getSignalStrengthSliderUtilityClass(slot: string): string {
  return generateUtilityClass('DriskSignalStrengthSlider', slot);
}

export const signalStrengthSliderClasses: SignalStrengthSliderClasses = generateUtilityClasses(
  'DriskSignalStrengthSlider',
  ['root'],
);
