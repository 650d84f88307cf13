import generateUtilityClass from '@mui/material/generateUtilityClass';
import generateUtilityClasses from '@mui/material/generateUtilityClasses';

/** The stable CSS classes of ToastProvider, for styling it from outside (`.DriskToastProvider-root`). */
export interface ToastProviderClasses {
  /** The root element. */
  root: string;
}

export type ToastProviderClassKey = keyof ToastProviderClasses;

/** The class of one of ToastProvider's slots, `DriskToastProvider-<slot>`. */
export function getToastProviderUtilityClass(slot: string): string {
  return generateUtilityClass('DriskToastProvider', slot);
}

export const toastProviderClasses: ToastProviderClasses = generateUtilityClasses('DriskToastProvider', [
  'root',
]);
