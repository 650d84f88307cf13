import generateUtilityClass from '@mui/material/generateUtilityClass';
import generateUtilityClasses from '@mui/material/generateUtilityClasses';

/** The stable CSS classes of StorageDonut, for styling it from outside (`.DriskStorageDonut-root`). */
export interface StorageDonutClasses {
  /** The root element. */
  root: string;
}

export type StorageDonutClassKey = keyof StorageDonutClasses;

/** The class of one of StorageDonut's slots, `DriskStorageDonut-<slot>`. */
export function getStorageDonutUtilityClass(slot: string): string {
  return generateUtilityClass('DriskStorageDonut', slot);
}

export const storageDonutClasses: StorageDonutClasses = generateUtilityClasses('DriskStorageDonut', ['root']);
