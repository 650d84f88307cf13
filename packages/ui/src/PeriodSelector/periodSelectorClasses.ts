import generateUtilityClass from '@mui/material/generateUtilityClass';
import generateUtilityClasses from '@mui/material/generateUtilityClasses';

/** The stable CSS classes of PeriodSelector, for styling it from outside (`.DriskPeriodSelector-root`). */
export interface PeriodSelectorClasses {
  /** The root element. */
  root: string;
}

export type PeriodSelectorClassKey = keyof PeriodSelectorClasses;

/** The class of one of PeriodSelector's slots, `DriskPeriodSelector-<slot>`. */
export function getPeriodSelectorUtilityClass(slot: string): string {
  return generateUtilityClass('DriskPeriodSelector', slot);
}

export const periodSelectorClasses: PeriodSelectorClasses = generateUtilityClasses('DriskPeriodSelector', [
  'root',
]);
