import generateUtilityClass from '@mui/material/generateUtilityClass';
import generateUtilityClasses from '@mui/material/generateUtilityClasses';

/** The stable CSS classes of ChatComposer, for styling it from outside (`.DriskChatComposer-root`). */
export interface ChatComposerClasses {
  /** The root element. */
  root: string;
}

export type ChatComposerClassKey = keyof ChatComposerClasses;

/** The class of one of ChatComposer's slots, `DriskChatComposer-<slot>`. */
export function getChatComposerUtilityClass(slot: string): string {
  return generateUtilityClass('DriskChatComposer', slot);
}

export const chatComposerClasses: ChatComposerClasses = generateUtilityClasses('DriskChatComposer', ['root']);
