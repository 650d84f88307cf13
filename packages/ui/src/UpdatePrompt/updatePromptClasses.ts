import generateUtilityClass from '@mui/material/generateUtilityClass';
import generateUtilityClasses from '@mui/material/generateUtilityClasses';

/** The stable CSS classes of UpdatePrompt, for styling it from outside (`.DriskUpdatePrompt-root`). */
export interface UpdatePromptClasses {
  /** The root element. */
  root: string;
}

export type UpdatePromptClassKey = keyof UpdatePromptClasses;

/** The class of one of UpdatePrompt's slots, `DriskUpdatePrompt-<slot>`. */
export function getUpdatePromptUtilityClass(slot: string): string {
  return generateUtilityClass('DriskUpdatePrompt', slot);
}

export const updatePromptClasses: UpdatePromptClasses = generateUtilityClasses('DriskUpdatePrompt', ['root']);
