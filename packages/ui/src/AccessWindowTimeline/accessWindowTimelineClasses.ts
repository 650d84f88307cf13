import generateUtilityClass from '@mui/material/generateUtilityClass';
import generateUtilityClasses from '@mui/material/generateUtilityClasses';

/** The stable CSS classes of AccessWindowTimeline, for styling it from outside (`.DriskAccessWindowTimeline-root`). */
export interface AccessWindowTimelineClasses {
  /** The root element. */
  root: string;
}

export type AccessWindowTimelineClassKey = keyof AccessWindowTimelineClasses;

/** The class of one of AccessWindowTimeline's slots, `DriskAccessWindowTimeline-<slot>`. */
export function getAccessWindowTimelineUtilityClass(slot: string): string {
  return generateUtilityClass('DriskAccessWindowTimeline', slot);
}

export const accessWindowTimelineClasses: AccessWindowTimelineClasses = generateUtilityClasses(
  'DriskAccessWindowTimeline',
  ['root'],
);
