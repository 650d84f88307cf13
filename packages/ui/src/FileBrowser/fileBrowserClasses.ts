import generateUtilityClass from '@mui/material/generateUtilityClass';
import generateUtilityClasses from '@mui/material/generateUtilityClasses';

/** The stable CSS classes of FileBrowser, for styling it from outside (`.DriskFileBrowser-root`). */
export interface FileBrowserClasses {
  /** The root element. */
  root: string;
}

export type FileBrowserClassKey = keyof FileBrowserClasses;

/** The class of one of FileBrowser's slots, `DriskFileBrowser-<slot>`. */
export function getFileBrowserUtilityClass(slot: string): string {
  return generateUtilityClass('DriskFileBrowser', slot);
}

export const fileBrowserClasses: FileBrowserClasses = generateUtilityClasses('DriskFileBrowser', ['root']);
