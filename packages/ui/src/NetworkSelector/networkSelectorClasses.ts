import generateUtilityClass from '@mui/material/generateUtilityClass';
import generateUtilityClasses from '@mui/material/generateUtilityClasses';

/** The stable CSS classes of NetworkSelector, for styling it from outside (`.DriskNetworkSelector-root`). */
export interface NetworkSelectorClasses {
  /** The root element. */
  root: string;
}

export type NetworkSelectorClassKey = keyof NetworkSelectorClasses;

/** The class of one of NetworkSelector's slots, `DriskNetworkSelector-<slot>`. */
export function getNetworkSelectorUtilityClass(slot: string): string {
  return generateUtilityClass('DriskNetworkSelector', slot);
}

export const networkSelectorClasses: NetworkSelectorClasses = generateUtilityClasses('DriskNetworkSelector', [
  'root',
]);
