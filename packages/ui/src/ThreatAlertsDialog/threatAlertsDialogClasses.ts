import generateUtilityClass from '@mui/material/generateUtilityClass';
import generateUtilityClasses from '@mui/material/generateUtilityClasses';

/** The stable CSS classes of ThreatAlertsDialog, for styling it from outside (`.DriskThreatAlertsDialog-root`). */
export interface ThreatAlertsDialogClasses {
  /** The root element. */
  root: string;
}

export type ThreatAlertsDialogClassKey = keyof ThreatAlertsDialogClasses;

/** The class of one of ThreatAlertsDialog's slots, `DriskThreatAlertsDialog-<slot>`. */
export function getThreatAlertsDialogUtilityClass(slot: string): string {
  return generateUtilityClass('DriskThreatAlertsDialog', slot);
}

export const threatAlertsDialogClasses: ThreatAlertsDialogClasses = generateUtilityClasses(
  'DriskThreatAlertsDialog',
  ['root'],
);
