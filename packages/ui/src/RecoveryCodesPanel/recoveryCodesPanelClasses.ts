import generateUtilityClass from '@mui/material/generateUtilityClass';
import generateUtilityClasses from '@mui/material/generateUtilityClasses';

/** The stable CSS classes of RecoveryCodesPanel, for styling it from outside (`.DriskRecoveryCodesPanel-root`). */
export interface RecoveryCodesPanelClasses {
  /** The root element. */
  root: string;
}

export type RecoveryCodesPanelClassKey = keyof RecoveryCodesPanelClasses;

/** The class of one of RecoveryCodesPanel's slots, `DriskRecoveryCodesPanel-<slot>`. */
export function getRecoveryCodesPanelUtilityClass(slot: string): string {
  return generateUtilityClass('DriskRecoveryCodesPanel', slot);
}

export const recoveryCodesPanelClasses: RecoveryCodesPanelClasses = generateUtilityClasses(
  'DriskRecoveryCodesPanel',
  ['root'],
);
