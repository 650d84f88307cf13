import generateUtilityClass from '@mui/material/generateUtilityClass';
import generateUtilityClasses from '@mui/material/generateUtilityClasses';

/** The stable CSS classes of DeviceMapPreview, for styling it from outside (`.DriskDeviceMapPreview-root`). */
export interface DeviceMapPreviewClasses {
  /** The root element. */
  root: string;
  /** The static picture shown until the interactive map has loaded. */
  preview: string;
  /** The button that loads the interactive map. */
  exploreButton: string;
}

export type DeviceMapPreviewClassKey = keyof DeviceMapPreviewClasses;

/** The class of one of DeviceMapPreview's slots, `DriskDeviceMapPreview-<slot>`. */
export function getDeviceMapPreviewUtilityClass(slot: string): string {
  return generateUtilityClass('DriskDeviceMapPreview', slot);
}

export const deviceMapPreviewClasses: DeviceMapPreviewClasses = generateUtilityClasses(
  'DriskDeviceMapPreview',
  ['root', 'preview', 'exploreButton'],
);
